export { ANALYTICS_EVENT_NAMES } from './events.ts';
export type { AnalyticsEvent, AnalyticsEventName } from './events.ts';
export { applyConsent, resetAnalytics, track } from './track.ts';
export {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_DEFAULT_SCRIPT,
  CONSENT_MAX_AGE_S,
  CONSENT_REVISION,
  consentChoice,
  consentCookie,
  consentModeSignals,
  readConsent,
} from './consent.ts';
export type { ConsentCategory, ConsentChoice } from './consent.ts';
