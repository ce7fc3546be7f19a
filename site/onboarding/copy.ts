// The onboarding funnel's own words around its questions (the tutor onboarding's too), per locale,
// from the message catalogs; the questions are the CMS's. The result's words are result-copy.ts, in
// the result's chunk.
export { default as ONBOARDING_COPY, type OnboardingMessages as OnboardingCopy } from '../../domain/i18n/compiled/onboarding.ts';
