// First-party analytics (issue 46): what the browser sends to the site's own endpoint
// (POST /api/events), the bounds the server holds it to, and who may be counted. The browser's
// sender is site/platform/analytics/beacon.ts; the endpoint and its table, server/analytics/.
import * as v from 'valibot';
import { CONSENT_COUNTRIES } from '../rules/countries.ts';
import { FUNNELS, type Funnel } from '../onboarding/answers.ts';
import { readConsent } from './consent.ts';
import type { AnalyticsEvent } from './events.ts';
import { COLLECT_LIMITS, VISITOR_ID_COOKIE, VISITOR_ID_MAX_AGE_S, VISITOR_ID_PATTERN } from './endpoint.ts';

const funnelEvents = <S extends string>(suffix: S) => FUNNELS.map((funnel) => `${funnel}_${suffix}` as `${Funnel}_${S}`);

/** Every event the site sends, by name: the endpoint stores these and nothing else. */
export const ANALYTICS_EVENT_NAMES = [
  'page_viewed',
  'promotion_shown',
  'gen_clicked_contact_us',
  'gen_deeplink_clicked',
  'landing_clicked_cta',
  'gen_clicked_cta',
  'gen_website_language_changed',
  'gen_newsletter_subscribed',
  'gen_newsletter_subscription_failed',
  'gen_saw_quit_popup',
  'gen_popup_dismissed',
  'gen_fullscreen_opened',
  'gen_joined_ab_test',
  'level_test_started',
  'level_test_answered',
  'level_test_completed',
  'level_test_abandoned',
  ...funnelEvents('started'),
  ...funnelEvents('answered'),
  ...funnelEvents('abandoned'),
  'onboarding_completed',
  'tutoring_completed',
  'trial_lesson_requested',
  'trial_lesson_request_failed',
  'try_lesson_started',
  'try_lesson_completed',
] as const satisfies readonly AnalyticsEvent['event'][];
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

// Every event of the union is in the list: a new event without a row here fails to compile.
type Unlisted = Exclude<AnalyticsEvent['event'], AnalyticsEventName>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

/**
 * What the team counts as a conversion: an experiment's goals unless it names its own, and what
 * a promotion "converted" means (the visitor did one of these after it was shown).
 */
export const CONVERSION_EVENTS = [
  'gen_newsletter_subscribed',
  'onboarding_completed',
  'tutoring_completed',
  'trial_lesson_requested',
  'landing_clicked_cta',
  'gen_deeplink_clicked',
] as const satisfies readonly AnalyticsEventName[];

/**
 * Text as PostgreSQL stores it (issue 59: one lone surrogate failed the insert of every batch
 * written with it): no code unit of half a pair, no NUL (jsonb and text refuse both).
 */
const STORABLE_TEXT = /^[^\0\uD800-\uDFFF]*$/u;
const storable = v.regex(STORABLE_TEXT, 'text without NUL or half a surrogate pair');

/** A field's name: what the site's events use (snake_case words), 40 characters at most. */
export const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;

const FieldValue = v.union([v.pipe(v.string(), v.maxLength(COLLECT_LIMITS.textLength), storable), v.pipe(v.number(), v.finite()), v.boolean()]);

const EventSchema = v.pipe(
  v.objectWithRest({ event: v.picklist(ANALYTICS_EVENT_NAMES) }, FieldValue),
  v.check((event) => Object.keys(event).length - 1 <= COLLECT_LIMITS.fieldsPerEvent, `at most ${COLLECT_LIMITS.fieldsPerEvent} fields an event`),
  v.check((event) => Object.keys(event).every((name) => FIELD_NAME.test(name)), 'field names of lower-case letters, digits and _, 40 characters at most'),
);

export const EventBatchSchema = v.object({
  /** The page the events happened on (its path, without query or fragment). */
  path: v.pipe(v.string(), v.maxLength(COLLECT_LIMITS.pathLength), v.regex(/^\/[^?#\s]*$/, 'a path starting with /'), storable),
  events: v.pipe(v.array(EventSchema), v.minLength(1, 'at least one event'), v.maxLength(COLLECT_LIMITS.eventsPerBatch, `at most ${COLLECT_LIMITS.eventsPerBatch} events`)),
});
export type EventBatch = v.InferOutput<typeof EventBatchSchema>;

/**
 * Whether this visitor's events may be kept, and an identifier given: everywhere consent is not
 * required, and where it is (EU, EEA, UK) only once analytics was accepted. No consent, nothing
 * kept, not even a count (docs/working-on-the-site.md, "First-party analytics").
 */
export function visitorMayBeCounted(country: string | null, cookieHeader: string): boolean {
  if (!country || !(CONSENT_COUNTRIES as readonly string[]).includes(country)) return true;
  return readConsent(cookieHeader)?.categories.analytics === true;
}

/** A new identifier: 128 random bits, base64url (22 characters). `crypto` is global in Node 20 and at the edge. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The identifier in a Cookie header, if it is one we could have set. */
export function visitorIdIn(cookieHeader: string): string | undefined {
  const id = new RegExp(`(?:^|;\\s*)${VISITOR_ID_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  return id && VISITOR_ID_PATTERN.test(id) ? id : undefined;
}

/** The Set-Cookie value that gives a visitor their identifier: HttpOnly (no script reads it), SameSite=Lax. */
export const visitorIdCookie = (id: string, secure: boolean) =>
  `${VISITOR_ID_COOKIE}=${id}; Max-Age=${VISITOR_ID_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The identifier of a visitor who may be counted (the one they have, or a new one with the cookie
 * that keeps it), and none for a visitor who may not.
 */
export function visitorIdentity(country: string | null, cookieHeader: string): { id: string; setCookie: boolean } | null {
  if (!visitorMayBeCounted(country, cookieHeader)) return null;
  const kept = visitorIdIn(cookieHeader);
  return kept ? { id: kept, setCookie: false } : { id: newVisitorId(), setCookie: true };
}
