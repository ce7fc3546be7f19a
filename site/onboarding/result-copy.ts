// The onboarding funnel's result, per locale, from the message catalogs: the plans' names, prices
// and terms are the Plan collection's; why a plan fits is one sentence per reason the rule gives
// (domain/onboarding/recommend.ts). Loaded with the result, not with the questions.
import type { PlanSlug } from '../../domain/onboarding/recommend.ts';

export { default as ONBOARDING_RESULT_COPY, type OnboardingResultMessages as OnboardingResultCopy } from '../../domain/i18n/compiled/onboardingResult.ts';

/** The plans' names, the same in every language, for when the CMS has no plan by the rule's slug (its own names win). */
export const PLAN_NAMES: Record<PlanSlug, string> = { app: 'Lingo App', plus: 'Lingo Plus', tutor: 'Lingo Tutor' };
