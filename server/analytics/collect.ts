// First-party analytics (issue 46): POST /api/events takes a batch of the browser's events and
// answers only once they are committed; POST /api/events/forget deletes what carries the visitor's
// identifier. Who may be counted is domain/analytics/collect.ts's; nothing here keeps an IP address
// (the limiter hashes it and forgets it within its window) or an e-mail address.
import { sql, type SQL } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { CONVERSION_EVENTS, EventBatchSchema, visitorIdCookie, visitorIdentity, visitorIdIn, type EventBatch } from '../../domain/analytics/collect.ts';
import { assignedVariant } from '../../domain/experiments/assignment.ts';
import type { Experiment } from '../../domain/experiments/experiments.ts';
import { COLLECT_LIMITS, COLLECT_PATH, FORGET_PATH, VISITOR_ID_COOKIE } from '../../domain/analytics/endpoint.ts';
import { splitLocale } from '../../domain/i18n/index.ts';
import { geoFromHeaders, type GeoSource } from '../../domain/visitor/geo.ts';
import type { OpenDatabase } from '../database/index.ts';
import { analyticsEvent } from '../database/schema.ts';
import { limitBodySize, readJsonBody } from '../api.ts';
import { logMessage, logSafe } from '../log.ts';
import { limitFromEnv, rateLimiter, type LimitStore, type RateLimit } from '../rate-limit.ts';

type EventRow = typeof analyticsEvent.$inferInsert;

/** Decision: a visitor's page sends a batch every few seconds at most; 120 a minute from one address leaves room for a household or an office. */
const DEFAULT_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

/** `EVENTS_RATE_LIMIT=<batches>/<seconds>`, `off` for none. */
export const eventsRateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'EVENTS_RATE_LIMIT', DEFAULT_RATE_LIMIT);

/**
 * Decision (the issue asks for a retention period): 395 days, the visitor cookie's own 13 months;
 * `ANALYTICS_RETENTION_DAYS` shortens it (1 to 395).
 */
const RETENTION_DAYS = 395;

export function retentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.ANALYTICS_RETENTION_DAYS?.trim();
  if (!value) return RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > RETENTION_DAYS) throw new Error(`ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to ${RETENTION_DAYS}, not "${value}".`);
  return days;
}

/** Rows one insert carries at most (8 parameters each, under PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 2_000;
/**
 * Rows waiting for their insert at most (~300 bytes each, 3 MB): past it, a batch is refused with a
 * 503 (the database is behind; the browser's next page sends again) rather than held in memory.
 */
const MAX_WAITING_ROWS = 10_000;

export class WriterFull extends Error {}

/**
 * Group commit: requests arriving while an insert runs wait together for the next one, so 50
 * connections cost a few inserts, not 50. A request's promise settles when its rows are committed
 * (or failed): an acknowledged event is on disk.
 */
export function eventWriter({ db }: OpenDatabase, maxWaiting = MAX_WAITING_ROWS) {
  const waiting: Array<{ rows: EventRow[]; done: (error?: unknown) => void }> = [];
  let waitingRows = 0;
  let writing = false;
  let inserts = 0;

  async function insertAlone(entry: (typeof waiting)[number]) {
    try {
      inserts++;
      await db.insert(analyticsEvent).values(entry.rows);
      entry.done();
    } catch (error) {
      entry.done(error);
    }
  }

  async function drain() {
    writing = true;
    while (waiting.length) {
      const group: typeof waiting = [];
      let rows = 0;
      while (waiting.length && (rows === 0 || rows + waiting[0]!.rows.length <= ROWS_PER_INSERT)) {
        const next = waiting.shift()!;
        group.push(next);
        rows += next.rows.length;
      }
      waitingRows -= rows;
      try {
        inserts++;
        await db.insert(analyticsEvent).values(group.flatMap((entry) => entry.rows));
        for (const entry of group) entry.done();
      } catch (error) {
        if (group.length === 1) group[0]!.done(error);
        // One batch the database refuses must not fail the others written with it (issue 59):
        // each is written again alone, and only the one at fault fails.
        else for (const entry of group) await insertAlone(entry);
      }
    }
    writing = false;
  }

  return {
    write(rows: EventRow[]): Promise<void> {
      if (waitingRows + rows.length > maxWaiting) return Promise.reject(new WriterFull());
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, done: (error) => (error === undefined ? resolve() : reject(error)) });
        waitingRows += rows.length;
        if (!writing) void drain();
      });
    },
    /** Inserts made so far (tests, the benchmark). */
    inserts: () => inserts,
  };
}

export const isHttps = (c: Context) => c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/**
 * The identifier of a visitor who may be counted, given now if they have none (the cookie goes
 * with this response; `fresh`: this request brought none); undefined for a visitor who may not be
 * counted (domain/analytics/collect.ts).
 */
function visitorFor(c: Context, country: string | null): { id: string; fresh: boolean } | undefined {
  const identity = visitorIdentity(country, c.req.header('cookie') ?? '');
  if (identity?.setCookie) c.header('set-cookie', visitorIdCookie(identity.id, isHttps(c)), { append: true });
  return identity ? { id: identity.id, fresh: identity.setCookie } : undefined;
}

type CollectedEvent = EventBatch['events'][number];

/**
 * What of a batch the client's word is enough for (issue 59: exposures and conversions were taken
 * as sent, from a new identifier each batch). A conversion or an exposure counts only from a
 * visitor who came with the identifier their page gave them: a client that drops its cookie mints
 * a visitor per batch and could fill any experiment's numbers. An exposure names only the variant
 * the server assigns this visitor, as their page's first paint showed it (domain/experiments/assignment.ts); so does an assignment.
 */
export function eventsToKeep(events: readonly CollectedEvent[], visitor: { fresh: boolean; assigned: (experiment: string) => string | null }): CollectedEvent[] {
  return events.filter((event) => {
    if (event.event === 'gen_joined_ab_test' || event.event === 'ab_test_assigned') {
      const { experiment, variant } = event as CollectedEvent & { experiment: string; variant: string };
      return !visitor.fresh && visitor.assigned(experiment) === variant;
    }
    return !visitor.fresh || !(CONVERSION_EVENTS as readonly string[]).includes(event.event);
  });
}

/**
 * The rows of a batch: the locale from its path, the country from the CDN, the event's fields as
 * they came (the schema let through no personal data, domain/analytics/personal-data.ts).
 */
export function rowsOf(batch: EventBatch, visitorId: string, country: string | null, receivedAt = new Date()): EventRow[] {
  const { path } = batch;
  const { locale } = splitLocale(path);
  return batch.events.map(({ event, ...props }) => ({ receivedAt, visitorId, name: event, path, locale, country, props: props as Record<string, string | number | boolean> }));
}

/**
 * Why the database refused an insert, without the query or its parameters (Drizzle's message
 * quotes every row of the group, other visitors' identifiers among them): its driver's own words.
 */
export function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.startsWith('Failed query') ? 'the database refused the insert' : logMessage(message.slice(0, 200));
}

/**
 * A request from another site may not delete a visitor's data: its Origin, when the browser sends
 * one, must be this server's own.
 */
const fromThisSite = (c: Context) => {
  const origin = c.req.header('origin');
  return origin === undefined || origin === new URL(c.req.url).origin || (isHttps(c) && origin === `https://${c.req.header('host')}`);
};

export interface AnalyticsRoutesOptions {
  database: OpenDatabase;
  rateLimit?: RateLimit | null;
  limitStore: LimitStore;
  /** The experiments as the pages run them (the CMS's): an exposure is checked against the visitor's assignment. */
  experiments?: () => readonly Experiment[];
  /** The CDN whose geo headers say where the visitor is (GEO_SOURCE): who must consent first. */
  geoSource?: GeoSource;
  /** Tests: a writer whose queue is smaller. */
  maxWaitingRows?: number;
}

export function analyticsRoutes({ database, rateLimit = DEFAULT_RATE_LIMIT, limitStore, experiments = () => [], geoSource = 'cloudflare', maxWaitingRows }: AnalyticsRoutesOptions) {
  const routes = new Hono();
  const writer = eventWriter(database, maxWaitingRows);
  const throttle: MiddlewareHandler = rateLimit
    ? rateLimiter('events', rateLimit, limitStore, (seconds) => `Too many analytics requests from your address; try again in ${seconds} s.`)
    : (_, next) => next();

  for (const path of [COLLECT_PATH, FORGET_PATH]) {
    routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], path, (c) => c.json({ error: `${path} accepts POST only.` }, 405, { allow: 'POST' }));
  }

  routes.post(COLLECT_PATH, limitBodySize(COLLECT_LIMITS.bodyBytes), throttle, async (c) => {
    const batch = await readJsonBody(c, EventBatchSchema, 'Invalid events');
    if (!batch.ok) return batch.response;
    const { country } = geoFromHeaders(c.req.raw.headers, geoSource);
    const visitor = visitorFor(c, country);
    if (!visitor) return c.json({ error: 'Analytics needs your consent where you are, and it has not been given: nothing was stored.' }, 403);
    const now = Date.now();
    let running: readonly Experiment[] | undefined;
    const assigned = (key: string) => {
      const experiment = (running ??= experiments()).find((candidate) => candidate.key === key && candidate.enabled);
      return experiment ? assignedVariant(experiment, { visitorId: visitor.id, country, now }) : null;
    };
    const kept = eventsToKeep(batch.value.events, { fresh: visitor.fresh, assigned });
    if (kept.length === 0) return c.json({ stored: 0, ignored: batch.value.events.length }, 202, { 'cache-control': 'no-store' });
    try {
      await writer.write(rowsOf({ ...batch.value, events: kept }, visitor.id, country));
    } catch (error) {
      if (!(error instanceof WriterFull)) console.error(`[analytics] a batch of ${batch.value.events.length} event(s) on ${logSafe(batch.value.path.slice(0, 200))} was not stored: ${databaseReason(error)}`);
      c.header('retry-after', '5');
      return c.json({ error: 'The events could not be stored just now; nothing was kept. Try again in a few seconds.' }, 503);
    }
    return c.json({ stored: kept.length, ignored: batch.value.events.length - kept.length }, 202, { 'cache-control': 'no-store' });
  });

  // "Delete my data": every event of the visitor's identifier, and the identifier itself; the count
  // goes only to whoever holds that identifier.
  routes.post(FORGET_PATH, limitBodySize(1024), throttle, async (c) => {
    if (!fromThisSite(c)) return c.json({ error: 'This request must come from this site.' }, 403);
    const id = visitorIdIn(c.req.header('cookie') ?? '');
    const deleted = id ? await countDeleted(database, sql`delete from analytics_event where visitor_id = ${id}`) : 0;
    deleteCookie(c, VISITOR_ID_COOKIE, { path: '/', secure: isHttps(c) });
    return c.json({ deleted }, 200, { 'cache-control': 'no-store' });
  });

  routes.onError((cause, c) => {
    console.error(`[analytics] ${c.req.method} ${c.req.path} failed: ${logMessage(cause)}`);
    return c.json({ error: 'Analytics is unavailable just now; nothing was changed.' }, 503);
  });
  return routes;
}

/** Runs a `delete` and says how many rows it removed (the same on PGlite and PostgreSQL). */
export async function countDeleted({ db }: OpenDatabase, deletion: SQL): Promise<number> {
  const result = await db.execute(sql`with gone as (${deletion} returning 1) select count(*)::int as count from gone`);
  return Number((result.rows[0] as { count: number }).count);
}
