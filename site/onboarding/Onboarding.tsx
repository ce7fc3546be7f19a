// The onboarding funnel as the page runs it: one question a screen (kept across reloads, a link's
// ?level= already answered), then the plan the rule recommends, shown in place and kept too.
import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Store } from '../../design-system/index.ts';
import { FORM_TYPE_ONBOARDING_PLAN_EMAIL, type Locale } from '../../domain/constants.ts';
import type { Plan } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { answersFromSearch, FUNNEL_KEYS, onboardingAnswersOf, UNASKED_ONBOARDING_ANSWERS, type FunnelAnswers } from '../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { recommendPlan } from '../../domain/onboarding/recommend.ts';
import { appQrCodePath, phoneStoreOf } from '../../domain/rules/app-download.ts';
import { subscriptionPayload } from '../../domain/subscription/request.ts';
import { track } from '../platform/analytics/index.ts';
import { useStepProgress } from '../platform/use-step-progress.ts';
import { sendSubscription } from '../subscription/send.ts';
import { ONBOARDING_COPY } from './copy.ts';
import { funnelCounterId, funnelField, PureFunnelQuestions } from './PureOnboarding/PureOnboarding.tsx';
import type { PlanEmailState } from './PureOnboardingResult/PureOnboardingResult.tsx';

// The result is its own chunk, fetched when the visitor starts: the first screen needs only the questions.
const loadResult = () => import('./PureOnboardingResult/PureOnboardingResult.tsx');
const PureOnboardingResult = lazy(() => loadResult().then((module) => ({ default: module.PureOnboardingResult })));

/** Where the answers are kept: a reload, or a visit within the month, goes on from there. */
export const ONBOARDING_STORAGE_KEY = 'onboarding:progress';
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

export interface OnboardingProps {
  questions: FunnelQuestion[];
  plans: Plan[];
  storeLinks: Partial<Record<Store, string>>;
  locale: Locale;
  /** Sends the plan's subscription (a story's or a test's stand-in aside). */
  send?: typeof sendSubscription;
}

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Only the funnel's own questions, whatever else storage held. */
const ownAnswers = (answers: FunnelAnswers): FunnelAnswers => Object.fromEntries(FUNNEL_KEYS.onboarding.flatMap((key) => (answers[key] ? [[key, answers[key]]] : [])));

export function Onboarding({ questions, plans, storeLinks, locale, send = sendSubscription }: OnboardingProps) {
  const total = questions.length;
  const copy = ONBOARDING_COPY[locale];
  const preset = useMemo(() => (typeof window === 'undefined' ? {} : answersFromSearch(window.location.search, 'onboarding')), []);
  const { formRef, progress, restored, error, setError, answered, choose, showStep, finish, restart } = useStepProgress({
    storageKey: ONBOARDING_STORAGE_KEY,
    keptForMs: KEPT_FOR_MS,
    questions: questions.map((question) => ({ slug: question.key, field: funnelField(question) })),
    lastStep: total,
    preset,
    focusId: (_, step) => (step >= total ? 'onboarding-result-heading' : funnelCounterId(questions[step])),
    onStart: () => (track({ event: 'onboarding_started', total }), void loadResult()),
    onAbandon: (step) => step < total && track({ event: 'onboarding_abandoned', step: step + 1, total }),
  });
  const [email, setEmail] = useState<PlanEmailState>({ state: 'idle' });
  // Set when the visitor reaches the plan: its heading takes the focus once it is drawn.
  const focusPending = useRef(false);
  const headingRef = (heading: HTMLElement | null) => {
    if (heading && focusPending.current) {
      focusPending.current = false;
      heading.focus();
    }
  };
  const answers = progress.answers as FunnelAnswers;
  const unasked = useMemo(() => Object.fromEntries(Object.entries(UNASKED_ONBOARDING_ANSWERS).filter(([key]) => !questions.some((question) => question.key === key))), [questions]);
  const onboarding = onboardingAnswersOf({ ...unasked, ...answers });

  if (progress.step >= total && onboarding) {
    const recommendation = recommendPlan(onboarding);
    const languageLabel = questions.find((question) => question.key === 'language')?.choices.find((choice) => choice.value === onboarding.language)?.label ?? onboarding.language;
    const tutoring = new URLSearchParams({ goal: onboarding.goal, level: onboarding.level });
    const sendPlan = async (address: string) => {
      setEmail({ state: 'sending' });
      const payload = subscriptionPayload({ email: address, locale, timeZone: browserTimeZone(), page: window.location.pathname, formType: FORM_TYPE_ONBOARDING_PLAN_EMAIL, answers: ownAnswers(answers) });
      const result = await send(payload);
      if (result.ok) {
        track({ event: 'gen_newsletter_subscribed', form_type: FORM_TYPE_ONBOARDING_PLAN_EMAIL });
        setEmail({ state: 'sent', email: address });
        return;
      }
      track({ event: 'gen_newsletter_subscription_failed', form_type: FORM_TYPE_ONBOARDING_PLAN_EMAIL, reason: result.reason });
      setEmail({ state: result.network ? 'offline' : 'failed' });
    };
    return (
      <Suspense fallback={null}>
        <PureOnboardingResult
          locale={locale}
          recommendation={recommendation}
          plan={plans.find((plan) => plan.slug === recommendation.plan) ?? null}
          languageLabel={languageLabel}
          phoneStore={phoneStoreOf(navigator.userAgent, navigator.maxTouchPoints)}
          storeLinks={storeLinks}
          qrCodeSrc={appQrCodePath(locale, 'onboarding')}
          tutorHref={`${localizePath('/tutoring/short-onboarding', locale)}?${tutoring}`}
          email={email}
          onEmail={(address) => void sendPlan(address)}
          onChange={() => showStep(total - 1)}
          onRestart={() => {
            setEmail({ state: 'idle' });
            restart();
          }}
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
    track({ event: 'onboarding_answered', step: step + 1, question: current.key, answer: answers[current.key]! });
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!moveOn()) return;
    const unanswered = questions.findIndex((question) => !answered(question.key));
    if (unanswered >= 0) return showStep(unanswered);
    const complete = onboarding;
    // Every asked question is answered with one of its values, and unasked ones have defaults.
    if (!complete) return restart();
    const { plan } = recommendPlan(complete);
    finish({ forget: false });
    track({ event: 'onboarding_completed', plan, language: complete.language, level: complete.level, format: complete.format });
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
