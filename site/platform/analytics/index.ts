export { ANALYTICS_EVENT_NAMES } from './events.ts';
export type { AnalyticsEvent, AnalyticsEventName } from './events.ts';
export { track } from './track.ts';
