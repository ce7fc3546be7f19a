import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button, Checkbox, ChoiceList, Link, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { MatchableTutor } from '../../../domain/tutoring/match.ts';
import { formatLessonTime } from '../../../domain/i18n/index.ts';
import { isValidEmail } from '../../../domain/subscription/email.ts';
import { SUBSCRIBE_COPY } from '../../subscription/copy.ts';
import { TUTORING_RESULTS_COPY } from '../results-copy.ts';
import { MarketAmount, messageWith } from '../../pricing/Prices.tsx';

const Facts = styled('dl', { display: 'grid', gap: '$3', margin: 0, '& dt': { fontWeight: '$bold' }, '& dd': { margin: 0 } });
const Links = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$2 $5', margin: 0 });

const Root = styled('div', { display: 'grid', gap: '$6', maxInlineSize: 720 });
const Top = styled('div', { display: 'grid', gap: '$2' });
const Heading = styled('h3', { margin: 0, typeRole: 'h2', overflowWrap: 'anywhere', '&:focus': { outline: 'none' } });
const Muted = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const Text = styled('p', { margin: 0, textPreset: 18 });
const Legend = styled('span', { display: 'block', textPreset: 18, fontWeight: '$bold' });
const Form = styled('form', { display: 'grid', gap: '$5' });
const Status = styled('p', { margin: 0, textPreset: 16, fontWeight: '$medium', color: '$danger' });

export interface BookingFields {
  startsAt: string;
  name: string;
  email: string;
}
type BookingErrors = Partial<Record<keyof BookingFields | 'agreeWithTerms', string>>;

/** Where the request stands: `unavailable` when the server no longer offers that time. */
export type BookingState =
  | { state: 'idle' | 'sending' | 'offline' | 'failed' | 'unavailable' }
  /** Its calendar file and its cancellation, as the server answered (server/trial-lessons.ts). */
  | { state: 'booked'; startsAt: number; email: string; calendarUrl: string; cancelUrl: string };

export interface PureTrialBookingProps {
  locale: Locale;
  tutor: MatchableTutor;
  /** The tutor's lessons at the visitor's times, earliest first (UTC milliseconds). */
  slots: readonly number[];
  /** The visitor's zone, in which the times are written, and its everyday name. */
  timeZone: string;
  zoneName: string;
  state: BookingState;
  onSubmit?: (fields: BookingFields) => void;
  /** Back to the list of tutors it was chosen from (the onboarding's matches); none on a profile. */
  onBack?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Start with these messages shown (stories). */
  initialErrors?: BookingErrors;
}

/** A trial lesson with one tutor: a time from theirs on the visitor's clock, a name, an e-mail address and the terms. */
export function PureTrialBooking({ locale, tutor, slots, timeZone, zoneName, state, onSubmit, onBack, headingRef, initialErrors = {} }: PureTrialBookingProps) {
  const copy = TUTORING_RESULTS_COPY[locale].booking;
  const messages = SUBSCRIBE_COPY[locale];
  const [startsAt, setStartsAt] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [agreeWithTerms, setAgree] = useState(false);
  const [errors, setErrors] = useState<BookingErrors>(initialErrors);
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  const sending = state.state === 'sending';
  // After a refused submit the first field with a message takes the focus, so its message is read.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus();
  }, [refusals]);

  if (state.state === 'booked') {
    return (
      <Root>
        <Top>
          <Heading ref={headingRef} tabIndex={-1} id="tutoring-result-heading">
            {copy.booked}
          </Heading>
          <Text role="status">{copy.bookedText({ tutor: tutor.name, time: formatLessonTime(state.startsAt, locale, timeZone), email: state.email })}</Text>
        </Top>
        <Facts>
          <div>
            <dt>{copy.priceLabel}</dt>
            <dd>{messageWith(copy.price, 'price', <MarketAmount prices={tutor.prices} locale={locale} />, { tutor: tutor.name })}</dd>
          </div>
          <div>
            <dt>{copy.joinLabel}</dt>
            <dd>{copy.join({ tutor: tutor.name })}</dd>
          </div>
        </Facts>
        {state.calendarUrl && state.cancelUrl ? (
          <Links>
            <Link href={state.calendarUrl} download>
              {copy.calendar}
            </Link>
            <Link href={state.cancelUrl}>{copy.cancel}</Link>
          </Links>
        ) : null}
        {onBack ? (
          <div>
            <Button variant="outline" onPress={onBack}>
              {copy.back}
            </Button>
          </div>
        ) : null}
      </Root>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found: BookingErrors = {};
    if (!startsAt) found.startsAt = copy.chooseTime;
    if (!name.trim()) found.name = copy.nameEmpty;
    if (!email.trim()) found.email = messages.errors.emptyEmail;
    else if (!isValidEmail(email.trim())) found.email = messages.errors.invalidEmail;
    if (!agreeWithTerms) found.agreeWithTerms = messages.errors.terms;
    setErrors(found);
    if (Object.keys(found).length > 0) return setRefusals((count) => count + 1);
    onSubmit?.({ startsAt, name: name.trim(), email: email.trim() });
  };

  return (
    <Root>
      <Top>
        <Heading ref={headingRef} tabIndex={-1} id="tutoring-result-heading">
          {copy.heading({ tutor: tutor.name })}
        </Heading>
        <Muted>{copy.lead}</Muted>
      </Top>
      <Form ref={form} noValidate onSubmit={submit} aria-busy={sending || undefined}>
        <ChoiceList
          name="startsAt"
          id="booking-time"
          legend={<Legend>{copy.times({ zone: zoneName })}</Legend>}
          error={errors.startsAt}
          onChange={(value) => (setStartsAt(value), setErrors((current) => ({ ...current, startsAt: undefined })))}
          choices={slots.map((slot) => ({ value: new Date(slot).toISOString(), label: formatLessonTime(slot, locale, timeZone) }))}
        />
        <TextField label={copy.name} name="name" autoComplete="name" value={name} onChange={setName} isDisabled={sending} error={errors.name} />
        <TextField label={messages.email} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isDisabled={sending} error={errors.email} />
        <Checkbox name="agreeWithTerms" isSelected={agreeWithTerms} onChange={setAgree} isDisabled={sending} error={errors.agreeWithTerms}>
          {copy.terms}
        </Checkbox>
        <div aria-live="polite">
          {state.state === 'offline' ? <Status>{copy.offline}</Status> : null}
          {state.state === 'failed' ? <Status>{messages.failure}</Status> : null}
          {state.state === 'unavailable' ? <Status>{copy.unavailable}</Status> : null}
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={sending}>
          {copy.submit}
        </Button>
      </Form>
      {onBack ? (
        <div>
          <Button variant="ghost" onPress={onBack}>
            {copy.back}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
