// Counters for rate limits (issue 21): fixed windows per key, in this process's memory (the
// embedded database serves one process anyway) or in PostgreSQL, so that every instance on one
// database counts together and a restart forgets nothing. A hit is one atomic statement: parallel
// requests cannot all read "under the limit" before any of them counts.
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { OpenDatabase } from './database/index.ts';
import { addressBucket, clientAddress } from './client-address.ts';

export interface RateLimit {
  /** Hits allowed per window and key. */
  max: number;
  windowMs: number;
}

export interface Counter {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface LimitStore {
  /** Counts one hit on `key`; a window starts at the first hit after the last one ended. */
  hit(key: string, windowMs: number, now?: number): Promise<Counter>;
  /** Takes one hit back (the attempt turned out not to count, e.g. a sign-in that succeeded). */
  undo(key: string, now?: number): Promise<void>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
}

/**
 * At most this many keys in memory (~20 MB). Past it, expired windows are swept and, if a flood of
 * addresses keeps them all live, the oldest go until a quarter is free, so a sweep runs once per
 * 25,000 new keys at most, not on every request.
 */
const MEMORY_KEYS = 100_000;

export function memoryLimitStore(): LimitStore {
  const counters = new Map<string, Counter>();
  const sweep = (now: number) => {
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key);
    for (const key of counters.keys()) {
      if (counters.size <= MEMORY_KEYS * 0.75) break;
      counters.delete(key);
    }
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      if (counters.size >= MEMORY_KEYS) sweep(now);
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) {
        counters.delete(key); // re-inserted last, so the oldest windows stay first for the sweep
        counters.set(key, (counter = { count: 0, resetAt: now + windowMs }));
      }
      counter.count++;
      return { ...counter };
    },
    async undo(key, now = Date.now()) {
      const counter = counters.get(key);
      if (counter && counter.resetAt > now && counter.count > 0) counter.count--;
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}

/** How often one instance deletes the expired windows of every instance. */
const SWEEP_EVERY_MS = 60_000;

export function databaseLimitStore({ db }: OpenDatabase): LimitStore {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.execute(sql`delete from rate_limit where reset_at <= ${new Date(now).toISOString()}`).catch(() => {
      lastSweep = 0; // try again on a later hit; a missed sweep only keeps dead rows longer
    });
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      sweep(now);
      const at = new Date(now).toISOString();
      const resetAt = new Date(now + windowMs).toISOString();
      const result = await db.execute(sql`
        insert into rate_limit (key, count, reset_at) values (${key}, 1, ${resetAt})
        on conflict (key) do update set
          count = case when rate_limit.reset_at <= ${at} then 1 else rate_limit.count + 1 end,
          reset_at = case when rate_limit.reset_at <= ${at} then excluded.reset_at else rate_limit.reset_at end
        returning count, reset_at`);
      const row = result.rows[0] as { count: number; reset_at: string | Date };
      return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
    },
    async undo(key, now = Date.now()) {
      await db.execute(sql`update rate_limit set count = count - 1 where key = ${key} and count > 0 and reset_at > ${new Date(now).toISOString()}`);
    },
    async clear(key) {
      await db.execute(sql`delete from rate_limit where key = ${key}`);
    },
  };
}

/** Counters shared by every instance on PostgreSQL; in memory on the embedded database (one process). */
export const limitStoreFor = (database: OpenDatabase | undefined): LimitStore =>
  database?.kind === 'postgres' ? databaseLimitStore(database) : memoryLimitStore();

/** Whole seconds until `resetAt`, at least 1: the Retry-After of a 429. */
export const retryAfterSeconds = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

/**
 * Requests refused as invalid (400: nothing stored) that a window gives back, per limit's worth:
 * a visitor's typos never cost them the request that works, and a flood of invalid requests still
 * meets the limit once these are spent.
 */
export const INVALID_REQUESTS_FORGIVEN = 4;

/**
 * A fixed window per client address (its /64 for IPv6) under `name`; past the limit a 429 with
 * Retry-After and `message(seconds)`. A 400 is taken back, up to INVALID_REQUESTS_FORGIVEN × max a window.
 */
export function rateLimiter(
  name: string,
  limit: RateLimit,
  store: LimitStore,
  message: (retryAfterS: number) => string,
  now: () => number = Date.now,
): MiddlewareHandler {
  return async (c, next) => {
    const time = now();
    const key = `${name}:${addressBucket(clientAddress(c))}`;
    const counter = await store.hit(key, limit.windowMs, time);
    if (counter.count > limit.max) {
      const retryAfterS = retryAfterSeconds(counter.resetAt, time);
      c.header('retry-after', String(retryAfterS));
      return c.json({ error: message(retryAfterS) }, 429);
    }
    await next();
    if (c.res.status !== 400) return;
    const invalid = await store.hit(`${key}:invalid`, limit.windowMs, time);
    if (invalid.count <= limit.max * INVALID_REQUESTS_FORGIVEN) await store.undo(key, time);
  };
}

/** A limit set by `<variable>=<requests>/<seconds>` (e.g. `10/60`), `off` for none, the fallback if unset. */
export function limitFromEnv(env: NodeJS.ProcessEnv, variable: string, fallback: RateLimit): RateLimit | null {
  const value = env[variable]?.trim();
  if (!value) return fallback;
  if (value === 'off') return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${variable} must look like "10/60" (requests per seconds) or "off"; got "${value}".`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}
