// The tutor onboarding as the page runs it: four questions one a screen (kept across reloads, a
// link's ?goal=&level= already answered), the tutors who fit on the visitor's own clock, and a
// trial lesson requested from one of them through the site's API.
import { TUTORS_PATH } from '../../domain/tutoring/profile-path.ts';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Locale } from '../../domain/constants.ts';
import { TRIAL_LESSON_ENDPOINT } from '../../domain/subscription/constants.ts';
import { localizePath, timeZoneName } from '../../domain/i18n/index.ts';
import { funnelAnswersOf, tutoringAnswersOf, UNASKED_TUTORING_ANSWERS } from '../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { matchTutors, type MatchableTutor } from '../../domain/tutoring/match.ts';
import { PureFunnelQuestions } from '../onboarding/PureOnboarding/PureOnboarding.tsx';
import { useFunnel } from '../onboarding/use-funnel.ts';
import { track } from '../platform/analytics/index.ts';
import { answerPaths, postJson } from '../platform/post-json.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { TUTORING_COPY } from './copy.ts';
import type { BookingFields, BookingState } from './PureTrialBooking/PureTrialBooking.tsx';

// The tutors and the booking are their own chunk, fetched when the visitor starts: the first screen
// needs only the questions.
const loadResults = () => import('./results.ts');
const PureTutorMatches = lazy(() => loadResults().then((module) => ({ default: module.PureTutorMatches })));
const PureTrialBooking = lazy(() => loadResults().then((module) => ({ default: module.PureTrialBooking })));

export interface TutorOnboardingProps {
  questions: FunnelQuestion[];
  /** The tutors, or the id of the page's JSON block that holds them (read once the questions are answered). */
  tutors?: MatchableTutor[];
  tutorsFrom?: string;
  locale: Locale;
  /** Posts the booking (a story's or a test's stand-in aside). */
  send?: (payload: unknown) => ReturnType<typeof postJson>;
  /** The clock and zone the tutors' times are read on (a test's own aside). */
  now?: () => number;
  timeZone?: string;
}

const sendBooking = (payload: unknown) => postJson(TRIAL_LESSON_ENDPOINT, payload);

/** The tutors given, else those of the page's JSON block (the build wrote it; none if it is missing). */
function tutorsIn(given: MatchableTutor[] | undefined, blockId: string | undefined): MatchableTutor[] {
  if (given) return given;
  const block = blockId ? document.getElementById(blockId) : null;
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as MatchableTutor[]) : [];
  } catch {
    return [];
  }
}

export function TutorOnboarding({ questions, tutors: givenTutors, tutorsFrom, locale, send = sendBooking, now = Date.now, timeZone = browserTimeZone() }: TutorOnboardingProps) {
  // Read once, when first needed.
  const tutorList = useRef<MatchableTutor[] | null>(null);
  const tutors = () => (tutorList.current ??= tutorsIn(givenTutors, tutorsFrom));
  const funnel = useFunnel({
    funnel: 'tutoring',
    questions,
    unasked: UNASKED_TUTORING_ANSWERS,
    answersOf: tutoringAnswersOf,
    preload: () => void loadResults(),
    onComplete: (answers) => {
      const found = matchTutors(tutors(), answers, { now: now(), timeZone }).length;
      track({ event: 'tutoring_completed', matches: found, budget: answers.budget, when: answers.when });
    },
  });
  const [booking, setBooking] = useState<{ tutor: string; state: BookingState } | null>(null);
  const answers = funnel.complete;

  if (!answers) return <PureFunnelQuestions key={funnel.restored} questions={questions} locale={locale} finish={TUTORING_COPY[locale].finish} {...funnel.form} />;

  const zoneName = timeZoneName(timeZone, locale);
  const matches = matchTutors(tutors(), answers, { now: now(), timeZone });
  const chosen = booking && matches.find((match) => match.tutor.slug === booking.tutor);
  const show = (next: typeof booking) => (setBooking(next), funnel.focusResult());

  if (booking && chosen) {
    const request = async (fields: BookingFields) => {
      setBooking({ ...booking, state: { state: 'sending' } });
      const result = await send({ tutor: booking.tutor, ...fields, locale, timeZone, agreeWithTerms: true, answers: funnelAnswersOf(funnel.given, 'tutoring') });
      if (result.ok) {
        track({ event: 'trial_lesson_requested', tutor: booking.tutor });
        show({ ...booking, state: { state: 'booked', startsAt: Date.parse(fields.startsAt), email: fields.email, ...answerPaths(result.data, 'booking', ['calendarUrl', 'cancelUrl']) } });
        return;
      }
      track({ event: 'trial_lesson_request_failed', tutor: booking.tutor, reason: result.reason });
      setBooking({ ...booking, state: { state: result.network ? 'offline' : result.status === 400 ? 'unavailable' : 'failed' } });
    };
    return (
      <Suspense fallback={null}>
        <PureTrialBooking
          locale={locale}
          tutor={chosen.tutor}
          slots={chosen.slots}
          timeZone={timeZone}
          zoneName={zoneName}
          state={booking.state}
          onSubmit={(fields) => void request(fields)}
          onBack={() => show(null)}
          headingRef={funnel.resultHeadingRef}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <PureTutorMatches
        locale={locale}
        matches={matches}
        answers={answers}
        zoneName={zoneName}
        browseHref={localizePath(TUTORS_PATH, locale)}
        onBook={(slug) => show({ tutor: slug, state: { state: 'idle' } })}
        onChange={() => (setBooking(null), funnel.showQuestions())}
        headingRef={funnel.resultHeadingRef}
      />
    </Suspense>
  );
}
