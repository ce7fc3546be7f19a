// The tutor onboarding as the page runs it: four questions one a screen (kept across reloads, a
// link's ?goal=&level= already answered), the tutors who fit on the visitor's own clock, and a
// trial lesson requested from one of them through the site's API.
import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../domain/constants.ts';
import type { MatchableTutor } from '../../domain/tutoring/match.ts';
import { localizePath, timeZoneName } from '../../domain/i18n/index.ts';
import { answersFromSearch, FUNNEL_KEYS, tutoringAnswersOf, UNASKED_TUTORING_ANSWERS, type FunnelAnswers } from '../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { TRIAL_LESSON_ENDPOINT } from '../../domain/constants.ts';
import { matchTutors } from '../../domain/tutoring/match.ts';
import { funnelCounterId, funnelField, PureFunnelQuestions } from '../onboarding/PureOnboarding/PureOnboarding.tsx';
import { track } from '../platform/analytics/index.ts';
import { postJson } from '../platform/post-json.ts';
import { useStepProgress } from '../platform/use-step-progress.ts';
import { TUTORING_COPY } from './copy.ts';
import type { BookingFields, BookingState } from './PureTrialBooking/PureTrialBooking.tsx';

// The tutors and the booking are their own chunk, fetched when the visitor starts: the first screen
// needs only the questions.
const loadResults = () => import('./results.ts');
const PureTutorMatches = lazy(() => loadResults().then((module) => ({ default: module.PureTutorMatches })));
const PureTrialBooking = lazy(() => loadResults().then((module) => ({ default: module.PureTrialBooking })));

export const TUTORING_STORAGE_KEY = 'tutoring:progress';
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

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

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

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

export function TutorOnboarding({ questions, tutors: givenTutors, tutorsFrom, locale, send = sendBooking, now = Date.now, timeZone: givenZone }: TutorOnboardingProps) {
  const total = questions.length;
  const copy = TUTORING_COPY[locale];
  const preset = useMemo(() => (typeof window === 'undefined' ? {} : answersFromSearch(window.location.search, 'tutoring')), []);
  const { formRef, progress, restored, error, setError, answered, choose, showStep, finish, restart } = useStepProgress({
    storageKey: TUTORING_STORAGE_KEY,
    keptForMs: KEPT_FOR_MS,
    questions: questions.map((question) => ({ slug: question.key, field: funnelField(question) })),
    lastStep: total,
    preset,
    focusId: (_, step) => (step >= total ? 'tutoring-result-heading' : funnelCounterId(questions[step])),
    onStart: () => (track({ event: 'tutoring_started', total }), void loadResults()),
    onAbandon: (step) => step < total && track({ event: 'tutoring_abandoned', step: step + 1, total }),
  });
  // Read once, when first needed.
  const tutorList = useRef<MatchableTutor[] | null>(null);
  const tutors = () => (tutorList.current ??= tutorsIn(givenTutors, tutorsFrom));
  const [booking, setBooking] = useState<{ tutor: string; state: BookingState } | null>(null);
  // Set when a new screen of results shows: its heading takes the focus once it is drawn.
  const focusPending = useRef(false);
  const headingRef = (heading: HTMLElement | null) => {
    if (heading && focusPending.current) {
      focusPending.current = false;
      heading.focus();
    }
  };
  const answers = progress.answers as FunnelAnswers;
  const unasked = useMemo(() => Object.fromEntries(Object.entries(UNASKED_TUTORING_ANSWERS).filter(([key]) => !questions.some((question) => question.key === key))), [questions]);
  const tutoring = tutoringAnswersOf({ ...unasked, ...answers });
  // The next screen's heading takes the focus when it is drawn (headingRef), whatever chunk it waits for.
  const focusResult = () => {
    focusPending.current = true;
  };

  if (progress.step >= total && tutoring) {
    const timeZone = givenZone ?? browserTimeZone();
    const zoneName = timeZoneName(timeZone, locale);
    const matches = matchTutors(tutors(), tutoring, { now: now(), timeZone });
    const chosen = booking && matches.find((match) => match.tutor.slug === booking.tutor);
    if (booking && chosen) {
      const request = async (fields: BookingFields) => {
        setBooking({ ...booking, state: { state: 'sending' } });
        const own = Object.fromEntries(FUNNEL_KEYS.tutoring.flatMap((key) => (answers[key] ? [[key, answers[key]]] : [])));
        const result = await send({ tutor: booking.tutor, ...fields, locale, timeZone, agreeWithTerms: true, answers: own });
        if (result.ok) {
          track({ event: 'trial_lesson_requested', tutor: booking.tutor });
          setBooking({ ...booking, state: { state: 'booked', startsAt: Date.parse(fields.startsAt), email: fields.email } });
          focusResult();
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
            onBack={() => (setBooking(null), focusResult())}
            headingRef={headingRef}
          />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <PureTutorMatches
          locale={locale}
          matches={matches}
          answers={tutoring}
          zoneName={zoneName}
          browseHref={localizePath('/our-tutors', locale)}
          onBook={(slug) => (setBooking({ tutor: slug, state: { state: 'idle' } }), focusResult())}
          onChange={() => (setBooking(null), showStep(Math.max(total - 1, 0)))}
          headingRef={headingRef}
        />
      </Suspense>
    );
  }

  const step = Math.min(progress.step, total - 1);
  const current = questions[step];
  const moveOn = () => {
    if (!current || !answered(current.key)) {
      setError(true);
      return false;
    }
    track({ event: 'tutoring_answered', step: step + 1, question: current.key, answer: answers[current.key]! });
    return true;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!moveOn()) return;
    const unanswered = questions.findIndex((question) => !answered(question.key));
    if (unanswered >= 0) return showStep(unanswered);
    if (!tutoring) return restart();
    finish({ forget: false });
    const found = matchTutors(tutors(), tutoring, { now: now(), timeZone: givenZone ?? browserTimeZone() }).length;
    track({ event: 'tutoring_completed', matches: found, budget: tutoring.budget, when: tutoring.when });
    focusPending.current = true;
    showStep(total);
  };

  return (
    <PureFunnelQuestions
      key={restored}
      formRef={formRef}
      questions={questions}
      locale={locale}
      step={step}
      answers={answers}
      error={error}
      finish={copy.finish}
      onChoose={choose}
      onBack={() => showStep(Math.max(step - 1, 0))}
      onNext={() => moveOn() && showStep(Math.min(step + 1, total - 1))}
      onSubmit={onSubmit}
    />
  );
}

