// Booking a trial lesson from a tutor's profile: the tutor's next week of times on the visitor's
// own clock, and the same request the tutor onboarding sends (without its answers).
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../design-system/index.ts';
import { styled } from '../../design-system/stitches.config.ts';
import TUTOR_PROFILE_COPY from '../../domain/i18n/compiled/tutorProfile.ts';
import type { Locale } from '../../domain/constants.ts';
import { timeZoneName } from '../../domain/i18n/index.ts';
import { TRIAL_LESSON_ENDPOINT } from '../../domain/subscription/constants.ts';
import type { MatchableTutor } from '../../domain/tutoring/match.ts';
import { upcomingSlots } from '../../domain/tutoring/slots.ts';
import { track } from '../platform/analytics/index.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { answerPaths, postJson } from '../platform/post-json.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import type { BookingFields, BookingState } from './PureTrialBooking/PureTrialBooking.tsx';

// The form is the tutor onboarding's results chunk (results.ts), shared with it: one copy of it on the site.
const PureTrialBooking = lazy(() => import('./results.ts').then((module) => ({ default: module.PureTrialBooking })));

export interface TutorBookingProps {
  locale: Locale;
  tutor: MatchableTutor;
  /** Posts the request (a story's or a test's stand-in aside). */
  send?: (payload: unknown) => ReturnType<typeof postJson>;
  now?: () => number;
  timeZone?: string;
}

// Without scripts it could do nothing: the page's <noscript> says what to do instead.
const NeedsScript = styled('div', { '@noScript': { display: 'none' } });

/** Nothing to subscribe to: the server renders without the browser, the browser with it. */
const noChanges = () => () => {};

const sendRequest = (payload: unknown) => postJson(TRIAL_LESSON_ENDPOINT, payload);

export function TutorBooking({ locale, tutor, send = sendRequest, now = Date.now, timeZone = browserTimeZone() }: TutorBookingProps) {
  const [state, setState] = useState<BookingState>({ state: 'idle' });
  // The page is prerendered: the times are written on the visitor's clock only once the script runs
  // (the starter loads it at the first sign of use); until then, a button that says what comes.
  const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
  // While the visitor fills the form in, no promotion opens over it.
  useEffect(() => (inBrowser && state.state !== 'booked' ? holdDialog('tutor-booking') : undefined), [inBrowser, state.state]);
  const placeholder = (
    <NeedsScript>
      <Button size="lg">{TUTOR_PROFILE_COPY[locale].showTimes({ name: tutor.name })}</Button>
    </NeedsScript>
  );
  if (!inBrowser) return placeholder;
  const slots = tutor.timeZone && tutor.weeklySlots ? upcomingSlots(tutor.weeklySlots, tutor.timeZone, now()) : [];
  const request = async (fields: BookingFields) => {
    setState({ state: 'sending' });
    const result = await send({ tutor: tutor.slug, ...fields, locale, timeZone, agreeWithTerms: true });
    if (result.ok) {
      track({ event: 'trial_lesson_requested', tutor: tutor.slug });
      setState({ state: 'booked', startsAt: Date.parse(fields.startsAt), email: fields.email, ...answerPaths(result.data, 'booking', ['calendarUrl', 'cancelUrl']) });
      return;
    }
    track({ event: 'trial_lesson_request_failed', tutor: tutor.slug, reason: result.reason });
    setState({ state: result.network ? 'offline' : result.status === 400 ? 'unavailable' : 'failed' });
  };
  return (
    <Suspense fallback={placeholder}>
      <PureTrialBooking locale={locale} tutor={tutor} slots={slots} timeZone={timeZone} zoneName={timeZoneName(timeZone, locale)} state={state} onSubmit={request} />
    </Suspense>
  );
}
