import { pageVisitorHas } from '../../../domain/visitor/geo.ts';
import { consentModeSignals, readConsent, type ConsentCategory } from '../../../domain/analytics/consent.ts';
import type { AnalyticsEvent } from '../../../domain/analytics/events.ts';
import { beacon } from './beacon.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Where consent is required (the server writes `consent` on <html data-visitor>), events wait for it. */
const consentRequired = () => pageVisitorHas('consent');

let held: AnalyticsEvent[] = [];
/** The visitor's analytics choice: read from the cookie once, then set by the dialog. */
let decision: 'granted' | 'refused' | 'undecided' | undefined;

function analyticsDecision() {
  if (decision === undefined) {
    const choice = readConsent(document.cookie);
    decision = choice ? (choice.categories.analytics ? 'granted' : 'refused') : 'undecided';
  }
  return decision;
}

/** `?debug-analytics` in the URL logs every event and what became of it. */
function debug(event: AnalyticsEvent, fate: string) {
  if (new URLSearchParams(window.location.search).has('debug-analytics')) console.info(`[analytics] ${event.event}: ${fate}`, event);
}

function push(event: AnalyticsEvent) {
  beacon(event);
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ ...event });
    debug(event, 'sent');
  } catch (error) {
    console.warn(`[analytics] ${event.event} not sent:`, error);
  }
}

/**
 * Sends one event to the site's own endpoint (beacon.ts) and the tag manager's data layer, once
 * the visitor allows it: where consent is required, events wait for the choice and are dropped if
 * analytics is refused. Analytics never breaks a page: without a window (prerender) it does
 * nothing, and a data layer that throws is logged and skipped.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  // A page rendered for the CMS's Preview (root.tsx data-preview) sends nothing.
  if (document.documentElement.hasAttribute('data-preview')) return;
  if (consentRequired()) {
    const state = analyticsDecision();
    if (state === 'refused') return debug(event, 'dropped (analytics refused)');
    if (state === 'undecided') {
      held.push(event);
      return debug(event, 'held until the visitor chooses');
    }
  }
  push(event);
}

/** The visitor chose: Consent Mode is updated, and the held events are sent or dropped. */
export function applyConsent(categories: Record<ConsentCategory, boolean>): void {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag pushes its arguments object, as Google's snippet does
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'update', consentModeSignals(categories));
  decision = categories.analytics ? 'granted' : 'refused';
  const waiting = held;
  held = [];
  if (categories.analytics) waiting.forEach(push);
}

/** Forgets the in-memory state (tests). */
export function resetAnalytics(): void {
  held = [];
  decision = undefined;
}
