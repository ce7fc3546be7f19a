// The site's own analytics (issue 46): the events track() lets through, batched and sent to the
// site's endpoint with sendBeacon (which outlives the page), when the batch is full, two seconds
// after its first event, or when the page is hidden or left. Bounded: a page sends at most
// MAX_EVENTS_A_PAGE events, a batch at most COLLECT_LIMITS.eventsPerBatch. Nothing goes elsewhere.
import { COLLECT_LIMITS, COLLECT_PATH } from '../../../domain/analytics/endpoint.ts';
import type { AnalyticsEvent } from '../../../domain/analytics/events.ts';

/** Decision: more than this from one page is a loop, not a visitor. */
const MAX_EVENTS_A_PAGE = 200;
const FLUSH_AFTER_MS = 2000;

let batch: AnalyticsEvent[] = [];
let sent = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function flush() {
  clearTimeout(timer);
  timer = undefined;
  if (!batch.length) return;
  const body = JSON.stringify({ path: location.pathname, events: batch });
  batch = [];
  try {
    navigator.sendBeacon(COLLECT_PATH, new Blob([body], { type: 'application/json' }));
  } catch {
    // No beacon (an old browser, a blocked request): analytics never breaks a page.
  }
}

export function beacon(event: AnalyticsEvent): void {
  if (sent >= MAX_EVENTS_A_PAGE) return;
  sent++;
  batch.push(event);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  // A page being hidden sends at once (its last web vitals come then, after the flush that hid it).
  if (batch.length >= COLLECT_LIMITS.eventsPerBatch || document.visibilityState === 'hidden') flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
