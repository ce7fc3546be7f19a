// The tutor onboarding's words around its questions, per locale, from the message catalogs (the
// questions are the CMS's; Back, Next and the rest the onboarding funnel's). What it shows after
// them: results-copy.ts.
export { default as TUTORING_COPY, type TutoringMessages as TutoringCopy } from '../../domain/i18n/compiled/tutoring.ts';
