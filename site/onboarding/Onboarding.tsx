// The onboarding funnel as the page runs it: one question a screen (kept across reloads, a link's
// ?level= already answered), then the plan the rule recommends, shown in place and kept too.
import { lazy, Suspense, useState } from 'react';
import type { Store } from '../../design-system/index.ts';
import { type Locale } from '../../domain/constants.ts';
import { FORM_TYPE_ONBOARDING_PLAN_EMAIL } from '../../domain/subscription/constants.ts';
import type { PricedPlan } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { funnelAnswersOf, onboardingAnswersOf, UNASKED_ONBOARDING_ANSWERS } from '../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { recommendPlan } from '../../domain/onboarding/recommend.ts';
import { appQrCodePath, phoneStoreOf } from '../../domain/rules/app-download.ts';
import { subscriptionPayload } from '../../domain/subscription/request.ts';
import { track } from '../platform/analytics/index.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { sendSubscription } from '../subscription/send.ts';
import { ONBOARDING_COPY } from './copy.ts';
import { PureFunnelQuestions } from './PureOnboarding/PureOnboarding.tsx';
import type { PlanEmailState } from './PureOnboardingResult/PureOnboardingResult.tsx';
import { useFunnel } from './use-funnel.ts';

// The result is its own chunk, fetched when the visitor starts: the first screen needs only the questions.
const loadResult = () => import('./PureOnboardingResult/PureOnboardingResult.tsx');
const PureOnboardingResult = lazy(() => loadResult().then((module) => ({ default: module.PureOnboardingResult })));

export interface OnboardingProps {
  questions: FunnelQuestion[];
  plans: PricedPlan[];
  storeLinks: Partial<Record<Store, string>>;
  locale: Locale;
  /** Sends the plan's subscription (a story's or a test's stand-in aside). */
  send?: typeof sendSubscription;
}

export function Onboarding({ questions, plans, storeLinks, locale, send = sendSubscription }: OnboardingProps) {
  const funnel = useFunnel({
    funnel: 'onboarding',
    questions,
    unasked: UNASKED_ONBOARDING_ANSWERS,
    answersOf: onboardingAnswersOf,
    preload: () => void loadResult(),
    onComplete: (answers) => {
      const { plan } = recommendPlan(answers);
      track({ event: 'onboarding_completed', plan, language: answers.language, level: answers.level, format: answers.format });
    },
  });
  const [email, setEmail] = useState<PlanEmailState>({ state: 'idle' });
  const answers = funnel.complete;

  if (!answers) return <PureFunnelQuestions key={funnel.restored} questions={questions} locale={locale} finish={ONBOARDING_COPY[locale].finish} {...funnel.form} />;

  const recommendation = recommendPlan(answers);
  const languageLabel = questions.find((question) => question.key === 'language')?.choices.find((choice) => choice.value === answers.language)?.label ?? answers.language;
  const tutoring = new URLSearchParams({ goal: answers.goal, level: answers.level });
  const sendPlan = async (address: string) => {
    setEmail({ state: 'sending' });
    const result = await send(
      subscriptionPayload({ email: address, locale, timeZone: browserTimeZone(), page: window.location.pathname, formType: FORM_TYPE_ONBOARDING_PLAN_EMAIL, answers: funnelAnswersOf(funnel.given, 'onboarding') }),
    );
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
        onChange={funnel.showQuestions}
        onRestart={() => {
          setEmail({ state: 'idle' });
          funnel.restart();
        }}
        headingRef={funnel.resultHeadingRef}
      />
    </Suspense>
  );
}
