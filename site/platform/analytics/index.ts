export type { AnalyticsEvent } from '../../../domain/analytics/events.ts';
export { applyConsent, track } from './track.ts';
export { consentChoice, consentCookie, readConsent } from '../../../domain/analytics/consent.ts';
export type { ConsentCategory, ConsentChoice } from '../../../domain/analytics/consent.ts';
