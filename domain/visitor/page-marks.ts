// What a page says to one visitor, decided once for the Node server (server/app.ts) and the edge
// Worker (edge/worker.ts): the two used to assemble it each in their own words and drifted (issue
// 59: behind the Worker, a wrong password or a sent reset link showed no message).
import { experimentTokens, type PageExperiment } from '../experiments/assignment.ts';
import { offerLiveFor, type CampaignWindow } from '../pricing/offers.ts';
import type { VisitorCondition } from '../rules/visitor-conditions.ts';
import { visitorMarks, type VisitorGeo, type VisitorMarks } from './geo.ts';

/**
 * What an account form's page says after a post without JavaScript: the server redirects back with
 * `?error=<value>` or `?done=<value>`, and the page's request turns it into a condition on <html>
 * that shows the message (sign-in, and the password reset's forms).
 */
export const FORM_RESULTS = {
  error: {
    credentials: 'sign-in-failed',
    'too-many-attempts': 'sign-in-limited',
    'invalid-email': 'email-invalid',
    'invalid-link': 'reset-link-invalid',
    'too-short': 'password-too-short',
    unavailable: 'reset-unavailable',
    'message-invalid': 'contact-invalid',
    'message-limited': 'contact-limited',
    'message-unavailable': 'contact-unavailable',
  },
  done: { 'reset-sent': 'reset-sent', 'password-changed': 'password-changed', 'message-sent': 'contact-sent' },
} as const satisfies Record<string, Record<string, VisitorCondition>>;

/** The conditions a page's `?error=` and `?done=` ask for, those that are ours. */
export const formResultConditions = (query: URLSearchParams): VisitorCondition[] =>
  Object.entries(FORM_RESULTS).flatMap(([name, values]) => {
    const value = query.get(name);
    return value !== null && Object.hasOwn(values, value) ? [values[value as keyof typeof values]] : [];
  });

/** What a page holds that its marks depend on, read once per body (server/live/live-pages.ts, the Worker's cache). */
export interface PageFacts {
  campaign: CampaignWindow | null;
  experiments: readonly PageExperiment[];
}

export interface PageRequest {
  geo: VisitorGeo;
  isSignedIn: boolean;
  /** The visitor's analytics identifier, none for a visitor who may not be counted (who sees every control). */
  visitorId: string | undefined;
  query: URLSearchParams;
  now: number;
}

export function pageMarks(page: PageFacts, { geo, isSignedIn, visitorId, query, now }: PageRequest): VisitorMarks {
  return visitorMarks(geo, {
    isSignedIn,
    experimentTokens: experimentTokens(page.experiments, visitorId ? { visitorId, country: geo.country, now } : null),
    extraConditions: formResultConditions(query),
    // Decided per request: a campaign's end returns every price to the regular one at once.
    offerLive: offerLiveFor(page.campaign, now, isSignedIn),
  });
}
