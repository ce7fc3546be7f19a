// First-party analytics (issue 46): what the browser sends to the site's own endpoint
// (POST /api/events), the bounds the server holds it to, and who may be counted. The browser's
// sender is site/platform/analytics/beacon.ts; the endpoint and its table, server/analytics/.
import * as v from 'valibot';
import { CONSENT_COUNTRIES } from '../countries.ts';
import { FUNNELS, type Funnel } from '../onboarding/answers.ts';
import { randomBase64Url } from '../rules/random-token.ts';
import { readConsent } from './consent.ts';
import type { AnalyticsEvent } from './events.ts';
import { personalDataIn } from './personal-data.ts';
import { campaignTag, HOST_PATTERN } from './channels.ts';
import { DEVICE_CLASSES, UTM_FIELDS, type UtmField } from './visit.ts';
import { FIELD_METRIC_NAMES } from './field-speed.ts';
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
  'ab_test_assigned',
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
  'word_practice_checked',
  'web_vital',
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

/**
 * What a field of an event may hold: an identifier, a visible text, a count, or yes/no; a field
 * measure (a web vital's milliseconds or thousandths, up to ten minutes) and its metric; and what a
 * page view says of its visit (visit.ts), each optional (a page cached before it sends none):
 * the device's class, a landing's mark, its referrer's host and UTM tags. A host or tag holding
 * personal data is dropped from the event, not refused: the page view still counts.
 */
type FieldKind = 'key' | 'text' | 'count' | 'flag' | 'measure' | 'metric' | 'device' | 'landing' | 'host' | 'tag';

/** No personal data in any text (personal-data.ts): refused with what it looked like. */
const noPersonalData = v.check((text: string) => personalDataIn(text) === null, (issue) => `no personal data (${personalDataIn(String(issue.input))} is not kept)`);

const FIELD_KINDS = {
  /** A slug, a place, an option's key, a file's name. */
  key: v.pipe(v.string(), v.maxLength(80), v.regex(/^[\p{L}\p{N}][\p{L}\p{N} _.:/-]*$/u, 'an identifier'), noPersonalData),
  /** Words shown to the visitor (a button's label) or a failure's reason. */
  text: v.pipe(v.string(), v.maxLength(COLLECT_LIMITS.textLength), storable, noPersonalData),
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  flag: v.boolean(),
  measure: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
  metric: v.picklist(FIELD_METRIC_NAMES),
  device: v.optional(v.picklist(DEVICE_CLASSES)),
  landing: v.optional(v.literal(true)),
  host: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(260),
      v.regex(HOST_PATTERN, 'a host name'),
      v.transform((host) => (personalDataIn(host) === null ? host.toLowerCase() : undefined)),
    ),
  ),
  tag: v.optional(v.pipe(v.string(), v.maxLength(200), v.transform(campaignTag))),
} as const satisfies Record<FieldKind, v.GenericSchema>;

/** The union's member for one event name (a funnel's events are declared by their suffix). */
type EventOf<Name> = AnalyticsEvent extends infer Event ? (Event extends { event: infer Declared } ? (Name extends Declared ? Event : never) : never) : never;
type DeclaredFields = { [Name in AnalyticsEventName]: { [Field in Exclude<keyof EventOf<Name>, 'event'>]: FieldKind } };

const funnelFields = <S extends string, F extends Record<string, FieldKind>>(suffix: S, fields: F) =>
  Object.fromEntries(FUNNELS.map((funnel) => [`${funnel}_${suffix}`, fields])) as Record<`${Funnel}_${S}`, F>;

/**
 * Every field each event may carry, and its kind (issue 59): anything else is refused. Checked
 * against the events' type (events.ts): an event or field added there without a row here does not
 * compile.
 */
export const EVENT_FIELDS = {
  page_viewed: { device: 'device', entry: 'landing', referrer_host: 'host', ...Object.fromEntries(UTM_FIELDS.map((field) => [field, 'tag'])) } as { device: 'device'; entry: 'landing'; referrer_host: 'host' } & Record<UtmField, 'tag'>,
  promotion_shown: { place: 'key' },
  gen_clicked_contact_us: { place: 'key' },
  gen_deeplink_clicked: { store: 'key', place: 'key' },
  landing_clicked_cta: { place: 'key', text: 'text', type: 'key' },
  gen_clicked_cta: { place: 'key', text: 'text' },
  gen_website_language_changed: { from: 'key', to: 'key' },
  gen_newsletter_subscribed: { form_type: 'key' },
  gen_newsletter_subscription_failed: { form_type: 'key', reason: 'text' },
  gen_saw_quit_popup: {},
  gen_popup_dismissed: { popup: 'key' },
  gen_fullscreen_opened: { media: 'key' },
  ab_test_assigned: { experiment: 'key', variant: 'key' },
  gen_joined_ab_test: { experiment: 'key', variant: 'key' },
  level_test_started: { total: 'count' },
  level_test_answered: { step: 'count', question: 'key', skipped: 'flag' },
  level_test_completed: { level: 'key', correct: 'count', total: 'count' },
  level_test_abandoned: { step: 'count', total: 'count' },
  ...funnelFields('started', { total: 'count' }),
  ...funnelFields('answered', { step: 'count', question: 'key', answer: 'key' }),
  ...funnelFields('abandoned', { step: 'count', total: 'count' }),
  onboarding_completed: { plan: 'key', language: 'key', level: 'key', format: 'key' },
  tutoring_completed: { matches: 'count', budget: 'key', when: 'key' },
  trial_lesson_requested: { tutor: 'key' },
  trial_lesson_request_failed: { tutor: 'key', reason: 'text' },
  try_lesson_started: { total: 'count' },
  try_lesson_completed: { correct: 'count', total: 'count' },
  word_practice_checked: { tool: 'key', correct: 'count', total: 'count' },
  web_vital: { metric: 'metric', value: 'measure', device: 'device' },
} as const satisfies DeclaredFields;

const EventSchema = v.variant(
  'event',
  ANALYTICS_EVENT_NAMES.map((name) =>
    v.strictObject({ event: v.literal(name), ...Object.fromEntries(Object.entries(EVENT_FIELDS[name] as Record<string, FieldKind>).map(([field, kind]) => [field, FIELD_KINDS[kind]])) }),
  ),
  'a known event',
);

export const EventBatchSchema = v.object({
  /** The page the events happened on (its path, without query or fragment). */
  path: v.pipe(v.string(), v.maxLength(COLLECT_LIMITS.pathLength), v.regex(/^\/[^?#\s]*$/, 'a path starting with /'), storable, noPersonalData),
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

/** A new identifier: 128 random bits, base64url (22 characters). */
export const newVisitorId = randomBase64Url;

const VISITOR_ID_IN_COOKIES = new RegExp(`(?:^|;\\s*)${VISITOR_ID_COOKIE}=([^;]*)`);

/** The identifier in a Cookie header, if it is one we could have set. */
export function visitorIdIn(cookieHeader: string): string | undefined {
  const id = VISITOR_ID_IN_COOKIES.exec(cookieHeader)?.[1];
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
