import type { AnalyticsEvent } from './events.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Sends one event to the tag manager's data layer. Analytics never breaks a page: without a
 * window (prerender) it does nothing, and a data layer that throws is logged and skipped.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ ...event });
  } catch (error) {
    console.warn(`[analytics] ${event.event} not sent:`, error);
  }
}
