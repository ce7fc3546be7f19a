// What the tutor onboarding shows after its questions, per locale, from the message catalogs: why
// each tutor fits (one sentence per reason domain/tutoring/match.ts gives) and the trial lesson
// request. Loaded with them.
export { default as TUTORING_RESULTS_COPY, type TutoringResultsMessages as TutoringResultsCopy } from '../../domain/i18n/compiled/tutoringResults.ts';
