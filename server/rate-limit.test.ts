import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDatabase } from './database/index.ts';
import { freshPostgresDatabase, postgresAvailable } from '../tests/postgres.ts';
import { clientAddressMiddleware } from './client-address.ts';
import { databaseLimitStore, limitStoreFor, memoryLimitStore, rateLimiter, type LimitStore } from './rate-limit.ts';

const MINUTE = 60_000;

function behaviour(name: string, makeStore: () => Promise<{ store: LimitStore; close: () => Promise<void> }>) {
  describe(name, () => {
    let store: LimitStore;
    let close: () => Promise<void>;
    beforeAll(async () => ({ store, close } = await makeStore()), 30_000);
    afterAll(() => close());

    it('counts hits in a window that starts at the first, and starts again after it', async () => {
      expect(await store.hit('a', MINUTE, 1_000)).toEqual({ count: 1, resetAt: 61_000 });
      expect(await store.hit('a', MINUTE, 30_000)).toEqual({ count: 2, resetAt: 61_000 });
      expect(await store.hit('b', MINUTE, 30_000)).toEqual({ count: 1, resetAt: 90_000 });
      expect(await store.hit('a', MINUTE, 61_000)).toEqual({ count: 1, resetAt: 121_000 });
    });

    it('takes a hit back, and forgets a key', async () => {
      await store.hit('c', MINUTE, 0);
      await store.hit('c', MINUTE, 0);
      await store.undo('c', 1);
      expect((await store.hit('c', MINUTE, 2)).count).toBe(2);
      await store.clear('c');
      expect((await store.hit('c', MINUTE, 3)).count).toBe(1);
    });

    it('gives every one of 100 parallel hits its own count (no two read the same)', async () => {
      const counts = await Promise.all(Array.from({ length: 100 }, () => store.hit('parallel', MINUTE, 0)));
      expect(counts.map((counter) => counter.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    });
  });
}

behaviour('counters in memory', async () => ({ store: memoryLimitStore(), close: async () => {} }));

describe('counters in memory stay bounded', () => {
  it('sweeps expired windows and, under a flood of live ones, drops the oldest', async () => {
    const store = memoryLimitStore();
    for (let i = 0; i < 120_000; i++) await store.hit(`flood-${i}`, MINUTE, 0);
    for (let i = 0; i < 1_000; i++) await store.hit(`late-${i}`, MINUTE, 2 * MINUTE); // the flood's windows have ended
    // The first keys were dropped (they start counting again); the newest are still counted.
    expect((await store.hit('flood-0', MINUTE, 1)).count).toBe(1);
    expect((await store.hit('flood-119999', MINUTE, 1)).count).toBe(2);
    expect((await store.hit('late-999', MINUTE, 2 * MINUTE)).count).toBe(2);
  });
});

describe.skipIf(!postgresAvailable)('counters in PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const opened: OpenDatabase[] = [];
  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await fresh.drop();
  });
  const open = async () => {
    const database = await openDatabase({ url: fresh.url });
    opened.push(database);
    return database;
  };

  behaviour('one instance', async () => ({ store: databaseLimitStore(await open()), close: async () => {} }));

  it('are shared by two instances: together they allow what one allows', async () => {
    const [first, second] = [limitStoreFor(await open()), limitStoreFor(await open())];
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).hit('shared', MINUTE, 0)));
    expect(Math.max(...counts.map((counter) => counter.count))).toBe(40);
  });
});

describe('the per-address limit (subscriptions)', () => {
  const limited = (store: LimitStore, now: () => number) =>
    new Hono()
      .use(clientAddressMiddleware({ kind: 'hops', hops: 1 }))
      .use(rateLimiter('test', { max: 2, windowMs: MINUTE }, store, (seconds) => `wait ${seconds} s`, now))
      .post('/', (c) => c.text('ok'));
  const socket = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };

  it('answers 429 with Retry-After past the limit, per address, and again after the window', async () => {
    let now = 0;
    const app = limited(memoryLimitStore(), () => now);
    const from = (address: string) => app.request('/', { method: 'POST', headers: { 'x-forwarded-for': address } }, socket);
    expect((await from('1.1.1.1')).status).toBe(200);
    expect((await from('1.1.1.1')).status).toBe(200);
    now = 15_000;
    const refused = await from('1.1.1.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({ error: 'wait 45 s' });
    expect((await from('2.2.2.2')).status).toBe(200);
    now = 60_000;
    expect((await from('1.1.1.1')).status).toBe(200);
  });

  it('gives back requests refused as invalid (400), up to four limits of them a window', async () => {
    const app = new Hono()
      .use(clientAddressMiddleware({ kind: 'hops', hops: 1 }))
      .use(rateLimiter('test', { max: 2, windowMs: MINUTE }, memoryLimitStore(), (seconds) => `wait ${seconds} s`, () => 0))
      .post('/', async (c) => ((await c.req.text()) === 'valid' ? c.text('ok') : c.json({ error: 'name: must not be empty' }, 400)));
    const send = async (body: string) => (await app.request('/', { method: 'POST', body, headers: { 'x-forwarded-for': '1.1.1.1' } }, socket)).status;
    // Five typos, then the request that works: it goes through (it was a 429 for the window).
    for (let i = 0; i < 5; i++) expect(await send('')).toBe(400);
    expect(await send('valid')).toBe(200);
    // A flood of invalid requests: eight in all are given back (these three), the ninth counts
    // (the second of two), and the limit holds from the tenth.
    const flood = [];
    for (let i = 0; i < 6; i++) flood.push(await send(''));
    expect(flood).toEqual([400, 400, 400, 400, 429, 429]);
    expect(await send('valid')).toBe(429);
  });

  it('is not escaped by writing a new first X-Forwarded-For hop on every request', async () => {
    const app = limited(memoryLimitStore(), () => 0);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await app.request('/', { method: 'POST', headers: { 'x-forwarded-for': `9.9.9.${i}, 198.51.100.4` } }, socket)).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts an IPv6 client by its /64, not by each of its addresses', async () => {
    const app = limited(memoryLimitStore(), () => 0);
    const from = (address: string) => app.request('/', { method: 'POST', headers: { 'x-forwarded-for': address } }, socket);
    expect((await from('2001:db8:1:2::1')).status).toBe(200);
    expect((await from('2001:db8:1:2::2')).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::3')).status).toBe(429);
  });

  it('uses memory on the embedded database (one process)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingo-limits-'));
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await limitStoreFor(database).hit('in-memory', MINUTE);
    expect((await database.db.execute(sql`select count(*)::int as n from rate_limit`)).rows).toEqual([{ n: 0 }]);
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
