// Newsletter subscriptions (issue #11): the site's subscription endpoint (POST /api/subscriptions,
// the spec §3 payload) and the product API's POST /v1/subscribe (a flat body). JSON only, size
// checked before reading, validated with the field named in every 400, throttled per client address, and
// answered "OK" only once the row is committed.
import { sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';
import type { OpenDatabase } from './database/index.ts';
import { subscription } from './database/schema.ts';
import {
  recordOfPayload,
  recordOfSimple,
  SimpleSubscribeSchema,
  SubscriptionPayloadSchema,
  type SubscriptionRecord,
} from '../domain/subscription/payload.ts';
import { API_BODY_LIMIT_BYTES, limitBodySize, readJsonBody } from './api.ts';
import { logMessage, logSafe } from './log.ts';
import { limitFromEnv, rateLimiter, type LimitStore, type RateLimit } from './rate-limit.ts';

const error = (message: string) => ({ error: message });

/** Decision (the spec gives none): 10 subscriptions a minute from one address. */
const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

/** `SUBSCRIBE_RATE_LIMIT=<requests>/<seconds>` (e.g. `10/60`); `off` turns the limit off. */
export const rateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'SUBSCRIBE_RATE_LIMIT', DEFAULT_RATE_LIMIT);

/**
 * One row per address: a new one is inserted; a repeat moves last_seen_at, and adds funnel answers
 * only where none were given. Anyone can send anyone's address: a repeat never replaces what the
 * address's first subscription said (issue #41: it overwrote a subscriber's answers).
 */
async function storeSubscription(database: OpenDatabase, record: SubscriptionRecord, at = new Date()): Promise<void> {
  await database.db
    .insert(subscription)
    .values({ ...record, consentAt: at, createdAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: subscription.email,
      set: { lastSeenAt: sql`excluded.last_seen_at`, answers: sql`coalesce(${subscription.answers}, excluded.answers)` },
    });
}

export interface SubscriptionRoutesOptions {
  database: OpenDatabase;
  rateLimit?: RateLimit | null;
  /** Where the limit's counters live (rate-limit.ts: memory, or PostgreSQL for every instance). */
  limitStore: LimitStore;
}

/** Mounted at the site's root: POST /api/subscriptions and POST /v1/subscribe. */
export function subscriptionRoutes({ database, rateLimit = DEFAULT_RATE_LIMIT, limitStore }: SubscriptionRoutesOptions) {
  const routes = new Hono();
  const throttle: MiddlewareHandler = rateLimit
    ? rateLimiter('subscribe', rateLimit, limitStore, (seconds) => `Too many subscriptions from your address; try again in ${seconds} s.`)
    : (_, next) => next();
  const accept =
    <T>(schema: GenericSchema<unknown, T>, toRecord: (value: T) => SubscriptionRecord) =>
    async (c: Context) => {
      const body = await readJsonBody(c, schema, 'Invalid subscription');
      if (!body.ok) return body.response;
      await storeSubscription(database, toRecord(body.value));
      // The same neutral answer for a new address and a repeat: nobody learns who is subscribed.
      return c.json({ data: { message: 'OK' } }, 200, { 'cache-control': 'no-store' });
    };

  for (const path of ['/api/subscriptions', '/v1/subscribe']) {
    routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], path, (c) => c.json(error(`${path} accepts POST only.`), 405, { allow: 'POST' }));
    routes.use(path, limitBodySize(API_BODY_LIMIT_BYTES));
  }
  routes.post('/api/subscriptions', throttle, accept(SubscriptionPayloadSchema, recordOfPayload));
  routes.post('/v1/subscribe', throttle, accept(SimpleSubscribeSchema, recordOfSimple));
  routes.all('/v1/*', (c) => c.json(error(`No API endpoint ${c.req.method} ${c.req.path}.`), 404));
  routes.onError((cause, c) => {
    console.error(`[subscriptions] ${c.req.method} ${logSafe(c.req.path)} failed: ${logMessage(cause)}`);
    return c.json(error('The subscription could not be saved; please try again.'), 503);
  });
  return routes;
}
