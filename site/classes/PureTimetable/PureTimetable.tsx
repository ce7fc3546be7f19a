import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Link, TextField } from '../../../design-system/index.ts';
import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import { CLASS_RESERVATION_ENDPOINT, CLASS_SEATS, nextStart, RESERVATION_OUTCOMES, sessionTime, sessionTimeMark, TIMETABLE_MARKS, weeklyTime, type SeatsLeft, type TimetableClock } from '../../../domain/classes/timetable.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { ClassSession } from '../../../domain/content/collections.ts';
import { WEEKDAYS } from '../../../domain/content/weekdays.ts';
import { timeZoneName } from '../../../domain/i18n/index.ts';
import type { MarketPrices } from '../../../domain/pricing/markets.ts';
import { isValidEmail } from '../../../domain/subscription/email.ts';
import { Notice } from '../../../design-system/Notice/index.ts';
import { MarketAmount, messageWith } from '../../pricing/Prices.tsx';
import { CLASSES_COPY } from '../copy.ts';

const Card = styled('li', {
  display: 'grid',
  alignContent: 'start',
  gap: '$3',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
});
const When = styled('p', { margin: 0, textPreset: 16, fontWeight: '$bold', color: '$accent' });
const Topic = styled('h3', { margin: 0, typeRole: 'h3' });
const Meta = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', textPreset: 'small', color: '$textMuted' });
const LevelChip = styled('span', { paddingInline: '$2', borderRadius: '$sm', backgroundColor: '$accentSurface', color: '$accent', fontWeight: '$bold' });
const Seats = styled('p', {
  margin: 0,
  textPreset: 'small',
  fontWeight: '$bold',
  color: '$text',
  variants: { full: { true: { color: '$danger' } } },
});
const ZoneNote = styled('p', { margin: 0, textPreset: 16, color: '$textMuted', '& span': { color: '$text', fontWeight: '$bold' } });
const Grid = styled('ul', { display: 'grid', gap: '$5', margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 330px), 1fr))', alignItems: 'start' });
const Reserve = styled('details', {
  borderBlockStart: '$borderWidths$thin solid $colors$divider',
  paddingBlockStart: '$3',
  '& > summary': {
    cursor: 'pointer',
    fontWeight: '$bold',
    color: '$accent',
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    borderRadius: '$sm',
    '&:focus-visible': { outline: '3px solid $focusRing', outlineOffset: 2 },
  },
});
const Form = styled('form', { display: 'grid', gap: '$4', paddingBlockStart: '$3' });
const Done = styled('div', { display: 'grid', gap: '$2', padding: '$4', borderRadius: '$md', backgroundColor: '$accentSurface', '& p': { margin: 0 } });
const Hidden = styled('span', visuallyHidden);
const Stack = styled('div', { display: 'grid', gap: '$4' });
const Outcome = styled(Notice, { '&:not(:target)': { display: 'none' }, '&:focus': { outline: 'none' } });

export type ReserveState = { state: 'idle' } | { state: 'sending' } | { state: 'reserved'; email: string; calendarUrl: string; cancelUrl: string } | { state: 'failed'; message: string };

export interface ReserveFields {
  name: string;
  email: string;
}

export interface PureTimetableProps {
  /** The section's key: the card ids and where a form posted without JavaScript comes back to. */
  sectionKey: string;
  /** The page the timetable is on (its localized path). */
  page: string;
  sessions: ClassSession[];
  locale: Locale;
  /**
   * When and on which clock the times are read (a zone of null: each session's own). Null as
   * built: each session's weekly time on its own clock, in weekday order; the serve step then
   * dates and orders them for the visitor (domain/classes/timetable.ts).
   */
  clock: TimetableClock | null;
  /** Seats left in each session's next start, once known. */
  seats?: Readonly<SeatsLeft> | null;
  /** Lingo Plus's prices, for what a reserved seat costs. */
  plusPrices?: MarketPrices | null;
  /** Each session's reservation, by its documentId. */
  reservations?: Readonly<Record<string, ReserveState>>;
  /** With JavaScript: the page sends the form; without, it posts. */
  onReserve?: (session: ClassSession, start: number, fields: ReserveFields) => void;
}

const order = (a: ClassSession, b: ClassSession) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.time.localeCompare(b.time);

/** The week's group classes or club sessions: each at its next date on the visitor's clock, its seats, and a form that reserves one. */
export function PureTimetable({ sectionKey, page, sessions, locale, clock, seats = null, plusPrices = null, reservations = {}, onReserve }: PureTimetableProps) {
  const copy = CLASSES_COPY[locale];
  const outcomeText = { 'seat-reserved': copy.doneNoScript, 'class-full': copy.full409, 'class-unavailable': copy.unavailable, 'reservation-invalid': copy.failed };
  // The serve step orders them the same way (timetableInto), so the page hydrates as it was sent.
  const starts = new Map(clock ? sessions.map((session) => [session, nextStart(session, clock.now)]) : []);
  const ordered = [...sessions].sort(order);
  if (clock) ordered.sort((a, b) => starts.get(a)! - starts.get(b)!);
  const shownZone = clock?.timeZone ?? sessions[0]?.timeZone ?? 'UTC';
  return (
    <Stack>
      <ZoneNote {...{ [TIMETABLE_MARKS.section]: locale }}>
        {messageWith(copy.zone, 'zone', <span {...{ [TIMETABLE_MARKS.zone]: '' }} suppressHydrationWarning>{timeZoneName(shownZone, locale)}</span>)}
      </ZoneNote>
      {/* A form posted without JavaScript comes back to its message: the one the URL's fragment targets shows. */}
      {RESERVATION_OUTCOMES.map((outcome) => (
        <Outcome key={outcome} id={`${sectionKey}-${outcome}`} role={outcome === 'seat-reserved' ? 'status' : 'alert'} tabIndex={-1} tone={outcome === 'seat-reserved' ? 'done' : 'danger'}>
          {outcomeText[outcome]}
        </Outcome>
      ))}
      <Grid id={`${sectionKey}-sessions`} {...{ [TIMETABLE_MARKS.list]: '' }} data-zone={clock ? (clock.timeZone ?? '') : undefined} data-at={clock?.now}>
        {ordered.map((session) => (
          <SessionCard
            key={session.documentId}
            id={`${sectionKey}-${session.documentId}`}
            session={session}
            locale={locale}
            clock={clock}
            start={starts.get(session) ?? null}
            seat={seats?.[session.documentId] ?? null}
            plusPrices={plusPrices}
            reservation={reservations[session.documentId] ?? { state: 'idle' }}
            hidden={{ page, section: sectionKey }}
            onReserve={onReserve}
          />
        ))}
      </Grid>
    </Stack>
  );
}

interface SessionCardProps {
  id: string;
  session: ClassSession;
  locale: Locale;
  clock: TimetableClock | null;
  /** Its next start on that clock; none as built. */
  start: number | null;
  seat: SeatsLeft[string] | null;
  plusPrices: MarketPrices | null;
  reservation: ReserveState;
  hidden: { page: string; section: string };
  onReserve?: PureTimetableProps['onReserve'];
}

function SessionCard({ id, session, locale, clock, start, seat, plusPrices, reservation, hidden, onReserve }: SessionCardProps) {
  const copy = CLASSES_COPY[locale];
  // Seats counted for another start (the page was open past the session) say nothing of this one.
  const left = seat && start !== null && Date.parse(seat.startsAt) === start ? seat.left : null;
  const full = left === 0 && reservation.state !== 'reserved';
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'terms', string>>>({});
  const sending = reservation.state === 'sending';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onReserve || start === null) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { name: String(data.get('name') ?? '').trim(), email: String(data.get('email') ?? '').trim() };
    const found: typeof errors = {};
    if (!fields.name) found.name = copy.errors.name;
    if (!isValidEmail(fields.email)) found.email = copy.errors.email;
    if (!data.get('agreeWithTerms')) found.terms = copy.errors.terms;
    setErrors(found);
    if (Object.keys(found).length === 0) onReserve(session, start, fields);
  };
  return (
    <Card id={id} aria-labelledby={`${id}-topic`}>
      <When>
        <time {...{ [TIMETABLE_MARKS.time]: sessionTimeMark(session) }} dateTime={start === null ? session.time : new Date(start).toISOString()} suppressHydrationWarning>
          {start === null ? weeklyTime(session, locale) : sessionTime(start, session.durationMinutes, locale, clock?.timeZone ?? session.timeZone)}
        </time>
      </When>
      <Topic id={`${id}-topic`}>{session.topic}</Topic>
      <Meta>
        <LevelChip>
          <Hidden>{copy.level} </Hidden>
          {session.level}
        </LevelChip>
        {session.host ? <span>{session.host}</span> : null}
      </Meta>
      <Seats full={full} data-seats-for={session.documentId} aria-live="polite" suppressHydrationWarning>
        {left === null ? copy.capacity({ kind: session.kind, count: CLASS_SEATS[session.kind] }) : full ? copy.full : copy.seatsLeft({ count: left })}
      </Seats>
      {reservation.state === 'reserved' ? (
        <Done role="status">
          <p>
            <strong>{copy.reserved}</strong>
          </p>
          <p>{copy.reservedText({ email: reservation.email })}</p>
          {plusPrices ? <p>{messageWith(copy.price, 'price', <MarketAmount prices={plusPrices} locale={locale} />)}</p> : null}
          <p>{copy.join}</p>
          <p>
            <Link href={reservation.calendarUrl} download>
              {copy.calendar}
            </Link>
          </p>
          <p>
            <Link href={reservation.cancelUrl}>{copy.cancel}</Link>
          </p>
        </Done>
      ) : full ? null : (
        <Reserve>
          <summary>
            {copy.reserve}
            <Hidden>: {session.topic}</Hidden>
          </summary>
          <Form method="post" action={CLASS_RESERVATION_ENDPOINT} noValidate onSubmit={submit} aria-busy={sending || undefined}>
            <input type="hidden" name="session" value={session.documentId} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="page" value={hidden.page} />
            <input type="hidden" name="section" value={hidden.section} />
            <TextField label={copy.name} name="name" autoComplete="name" isRequired isDisabled={sending} error={errors.name} />
            <TextField label={copy.email} name="email" type="email" autoComplete="email" isRequired isDisabled={sending} error={errors.email} />
            <Checkbox name="agreeWithTerms" isDisabled={sending} error={errors.terms}>
              {copy.terms}
            </Checkbox>
            <div role="alert">{reservation.state === 'failed' ? <Notice as="span" css={{ display: 'block' }}>{reservation.message}</Notice> : null}</div>
            <Button type="submit" isDisabled={sending}>
              {sending ? copy.sending : copy.submit}
            </Button>
          </Form>
        </Reserve>
      )}
    </Card>
  );
}
