// Group classes and club sessions on the visitor's clock (issue 62). A session is weekly on its
// host's clock ("monday 18:00, America/New_York"); a page prints its next date in the visitor's
// zone. Pages are built once for everyone, so the build writes each time as a mark
// (`data-session-time`) and the serve step (server/personalise.ts, for the server and the edge
// alike) writes the date into it for the visitor's zone from the CDN's country and region; the
// browser's own zone refines it when scripts run (site/classes/timetable.starter.ts).
import type { Locale } from '../constants.ts';
import { escapeHtml } from '../html-escape.ts';
import type { ClassSession } from '../content/collections.ts';
import { WEEKDAYS } from '../content/weekdays.ts';
import { capitalized, INTL_LOCALE, timeZoneName, weekdayName } from '../i18n/format.ts';
import { lessonSpan, upcomingSlots } from '../tutoring/slots.ts';

/** Where a seat is reserved (server/class-reservations.ts), and each reservation's own links. */
export const CLASS_RESERVATION_ENDPOINT = '/api/class-reservations';
/** Seats left in each session of a locale's timetable at its next start: `?locale=en` → `{ <documentId>: { startsAt, left } }`. */
export const CLASS_SEATS_ENDPOINT = `${CLASS_RESERVATION_ENDPOINT}/seats`;
export const calendarPath = (token: string) => `${CLASS_RESERVATION_ENDPOINT}/${token}.ics`;
export const cancelPath = (token: string) => `${CLASS_RESERVATION_ENDPOINT}/${token}/cancel`;

/** Seats in each kind, as the pages promise ("up to 8 learners", "up to 10 people"). */
export const CLASS_SEATS: Record<ClassSession['kind'], number> = { group: 8, club: 10 };

/** How far ahead a seat can be reserved: the week the page shows, and a day's grace. */
export const RESERVATION_WINDOW_DAYS = 8;

const MINUTE = 60_000;

/** "monday" and "18:00" as a weekly slot ("mon 18:00", tutoring/slots.ts). */
const weeklySlot = (session: Pick<ClassSession, 'weekday' | 'time'>) => `${session.weekday.slice(0, 3)} ${session.time}`;

/** The session's starts from `from` for `days` days, earliest first (UTC milliseconds). */
export const sessionStarts = (session: Pick<ClassSession, 'weekday' | 'time' | 'timeZone'>, from: number, days = 7) =>
  upcomingSlots([weeklySlot(session)], session.timeZone, from, days);

/** The next start of a session that has not begun by `now`. */
export const nextStart = (session: Pick<ClassSession, 'weekday' | 'time' | 'timeZone'>, now: number) => sessionStarts(session, now + 1)[0]!;

/** A session's date and time on a clock: "Tuesday, December 1, 02:00–03:00". */
export function sessionTime(start: number, minutes: number, locale: Locale, timeZone: string): string {
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(start);
  return `${capitalized(day, locale)}, ${lessonSpan(hour, minute, minutes)}`;
}

/** The time the build writes, before anyone's zone is known: the weekly time on the host's clock. */
export const weeklyTime = (session: ClassSession, locale: Locale) =>
  `${weekdayName(WEEKDAYS.indexOf(session.weekday), locale)}, ${lessonSpan(...(session.time.split(':').map(Number) as [number, number]), session.durationMinutes)}`;

/** The mark a session's time carries in a built page: what the serve step needs to date it. */
export const sessionTimeMark = (session: ClassSession) => `${weeklySlot(session)} ${session.durationMinutes} ${session.timeZone}`;

/** The attributes of a timetable (its value the page's locale), of its zone's name, of its list of sessions and of each session's time. */
export const TIMETABLE_MARKS = { section: 'data-timetable', zone: 'data-timetable-zone', list: 'data-timetable-list', time: 'data-session-time' } as const;

/**
 * What a reservation posted without JavaScript comes back with: the page, at the fragment of the
 * timetable's message for it (`<section key>-<outcome>`), which only its target shows (no
 * condition on every page's <html> for one section's four messages).
 */
export const RESERVATION_OUTCOMES = ['seat-reserved', 'class-full', 'class-unavailable', 'reservation-invalid'] as const;
export type ReservationOutcome = (typeof RESERVATION_OUTCOMES)[number];

/** Each session's next start and the seats it has left, by the session's documentId (GET …/seats answers it). */
export type SeatsLeft = Record<string, { startsAt: string; left: number }>;

/** When and on which clock a timetable is read; a zone of null: each session on its own. */
export interface TimetableClock {
  now: number;
  timeZone: string | null;
}

/** Whether a page body has a timetable (read once per body, server/personalise.ts). */
export const hasTimetable = (html: string) => html.includes(`${TIMETABLE_MARKS.section}=`);

const WEEKLY_MARK = /^(mon|tue|wed|thu|fri|sat|sun) (\d\d:\d\d) (\d{1,3}) (\S+)$/;
const LONG_DAYS = Object.fromEntries(WEEKDAYS.map((day) => [day.slice(0, 3), day])) as Record<string, ClassSession['weekday']>;

/** A session's mark as its next start and how a clock in `timeZone` (null: the session's own) reads it; null for a mark that does not parse. */
export function datedTime(mark: string, locale: Locale, timeZone: string | null, now: number): { start: number; text: string } | null {
  const parts = WEEKLY_MARK.exec(mark);
  if (!parts) return null;
  const [, day, time, minutes, sessionZone] = parts as unknown as [string, string, string, string, string];
  try {
    const start = nextStart({ weekday: LONG_DAYS[day]!, time, timeZone: sessionZone }, now);
    return { start, text: sessionTime(start, Number(minutes), locale, timeZone ?? sessionZone) };
  } catch {
    // A zone this runtime does not know.
    return null;
  }
}

/**
 * The page with each session's next date and time on the visitor's clock (`timeZone`; null when
 * the CDN did not say where they are: each on its own, as the build named it), its `datetime` the
 * instant, the sessions in the order they come, and the zone named, as the page's locale writes
 * them (the timetable's mark holds it). The list records the clock it was read on, so the page
 * hydrates as sent (site/classes/Timetable.tsx). A mark that does not parse is left as built.
 */
export function timetableInto(html: string, timeZone: string | null, now: number): string {
  const locale = (new RegExp(`${TIMETABLE_MARKS.section}="([a-z]{2})"`).exec(html)?.[1] ?? 'en') as Locale;
  const zoneTag = new RegExp(`(<[a-z]+ ${TIMETABLE_MARKS.zone}="")[^>]*>[^<]*<`, 'g');
  const timeTag = new RegExp(`<time ${TIMETABLE_MARKS.time}="([^"]+)"[^>]*>[^<]*</time>`, 'g');
  const list = new RegExp(`<ul ([^>]*${TIMETABLE_MARKS.list}=""[^>]*)>([\\s\\S]*?)</ul>`, 'g');
  const named = timeZone ? html.replace(zoneTag, (_, open: string) => `${open}>${escapeHtml(timeZoneName(timeZone, locale))}<`) : html;
  return named.replace(list, (_, attributes: string, items: string) => {
    // A card holds no list of its own: each `<li` opens the next card.
    const cards = items.split(/(?=<li[\s>])/).map((card) => {
      let start = Number.POSITIVE_INFINITY;
      const dated = card.replace(timeTag, (whole, mark: string) => {
        const time = datedTime(mark, locale, timeZone, now);
        if (!time) return whole;
        start = time.start;
        return `<time ${TIMETABLE_MARKS.time}="${mark}" datetime="${new Date(time.start).toISOString()}">${escapeHtml(time.text)}</time>`;
      });
      return { start, dated };
    });
    const ordered = cards.every((card) => Number.isFinite(card.start)) ? [...cards].sort((a, b) => a.start - b.start) : cards;
    const kept = attributes.replace(/ data-(?:zone|at)="[^"]*"/g, '');
    return `<ul ${kept} data-zone="${escapeHtml(timeZone ?? '')}" data-at="${now}">${ordered.map((card) => card.dated).join('')}</ul>`;
  });
}

/** How long a timetable's dates are kept for one zone: a session that starts within it already shows its next week's date. */
export const TIMETABLE_STEP_MS = 5 * MINUTE;

/** When a reserved seat starts and ends, for a calendar. */
export const sessionSpan = (start: number, minutes: number) => ({ start, end: start + minutes * MINUTE });
