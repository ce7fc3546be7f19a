#!/usr/bin/env node
// `npm run bench:events` (and a section of `npm run bench`): the first-party analytics endpoint
// (issue 46) under load. Batches of 10 events, as a page sends them, at 50 concurrent connections
// against the server started as `npm start` starts it (PGlite, its own DATA_DIR); SIGKILLed half-way
// and started again. Afterwards every event the server acknowledged (202, {stored: n}) must be in
// the database. The target is 1,000 events/s; the figure is acknowledged events per second while up.
// `BENCH_DATABASE=postgres` runs it against a throwaway PostgreSQL (the machine's, fsync on) instead
// of the embedded database: the server is killed, the database is not.
//
// The limiter runs but refuses nothing (EVENTS_RATE_LIMIT raised far above the run); a single 429
// fails the run. Every request comes from one address here, as no real visitor's would.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { killableServer } from './killable-server.mjs';
import { startPostgres } from './postgres-server.mjs';

const EVENTS_PER_BATCH = 10;

export async function benchEvents({
  batches = Number(process.env.BENCH_BATCHES ?? 6_000),
  concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50),
  port = Number(process.env.BENCH_PORT ?? 3398),
  engine = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite',
} = {}) {
  const postgres = engine === 'postgres' ? await startPostgres(undefined, { fsync: true }) : undefined;
  const server = killableServer({ name: 'events', port, env: { EVENTS_RATE_LIMIT: '100000000/60', ...(postgres && { DATABASE_URL: postgres.url }) } });
  const killAfter = Math.floor(batches / 2);
  const runId = Date.now().toString(36);
  const tagOf = (index) => `${runId}-${index}`;
  const body = (index) =>
    JSON.stringify({
      path: '/test-your-english-level',
      events: Array.from({ length: EVENTS_PER_BATCH }, (_, step) => ({ event: 'level_test_answered', step: step + 1, question: tagOf(index), skipped: false })),
    });
  const acknowledged = new Set();
  const latencies = [];
  const counts = { connectionErrors: 0, refused429: 0, cutOff: 0, other: new Map() };
  let next = 0;
  let restarting;
  let downMs = 0;

  async function worker() {
    while (next < batches) {
      const index = next++;
      if (index === killAfter) restarting = server.killAndRestart().then((ms) => (downMs = ms));
      // A batch that meets a dead server is sent again once it is back (the browser's next page would).
      for (let attempt = 0; attempt <= 50; attempt++) {
        try {
          const started = performance.now();
          const response = await fetch(`${server.base}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-ipcountry': 'US' }, body: body(index) });
          const answer = await response.json().catch(() => undefined);
          if (response.status === 202 && answer?.stored === EVENTS_PER_BATCH) {
            acknowledged.add(tagOf(index));
            latencies.push(performance.now() - started);
          } else if (response.status === 429) counts.refused429++;
          else if (answer === undefined) counts.cutOff++;
          else counts.other.set(response.status, (counts.other.get(response.status) ?? 0) + 1);
          break;
        } catch {
          counts.connectionErrors++;
          await (restarting ?? sleep(200));
          await sleep(50);
        }
      }
    }
  }

  console.log(`Starting the server on ${engine} (DATA_DIR ${server.dataDir}, port ${port})…`);
  await server.start();
  console.log(`Sending ${batches} batches of ${EVENTS_PER_BATCH} events, ${concurrency} at a time; SIGKILL after ${killAfter}…`);
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - began) / 1000;
  await restarting;
  await server.stop();

  const { openDatabase } = await import('../server/database/index.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: join(server.dataDir, 'pglite') });
  const rows = (await database.db.execute(sql`select props->>'question' as tag, count(*)::int as events from analytics_event group by 1`)).rows;
  await database.close();
  postgres?.stop();
  rmSync(server.dataDir, { recursive: true, force: true });

  const storedEvents = new Map(rows.map((row) => [row.tag, Number(row.events)]));
  const lost = [...acknowledged].filter((tag) => (storedEvents.get(tag) ?? 0) < EVENTS_PER_BATCH);
  // A batch whose answer the kill cut off, sent again: stored twice (at least once is the promise;
  // a browser never sends a beacon twice, this benchmark does).
  const twice = [...storedEvents.values()].filter((count) => count > EVENTS_PER_BATCH).length;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const upS = elapsedS - downMs / 1000;
  const figures = {
    engine,
    batches,
    concurrency,
    eventsAcknowledged: acknowledged.size * EVENTS_PER_BATCH,
    eventsStored: [...storedEvents.values()].reduce((sum, value) => sum + value, 0),
    eventsLost: lost.length * EVENTS_PER_BATCH,
    batchesStoredTwice: twice,
    eventsPerSecond: Math.round((acknowledged.size * EVENTS_PER_BATCH) / upS),
    downSeconds: Number((downMs / 1000).toFixed(1)),
    p50Ms: Number(percentile(50).toFixed(1)),
    p99Ms: Number(percentile(99).toFixed(1)),
    ...counts,
    other: Object.fromEntries(counts.other),
  };
  console.log(`
batches             ${batches} of ${EVENTS_PER_BATCH} events at concurrency ${concurrency}, SIGKILLed after ${killAfter} and restarted (down ${figures.downSeconds} s)
acknowledged        ${figures.eventsAcknowledged} events (202, stored)
stored              ${figures.eventsStored} events (a batch cut off by the kill may be stored unacknowledged; ${twice} batch${twice === 1 ? '' : 'es'} sent again after a cut-off answer stored twice)
lost                ${figures.eventsLost} acknowledged events not in the database
connection errors   ${counts.connectionErrors} (sent again after the restart); answers cut off ${counts.cutOff}; 429 ${counts.refused429}; other ${[...counts.other].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'}
throughput          ${figures.eventsPerSecond} acknowledged events/s while up (${elapsedS.toFixed(1)} s in all)
latency (202)       p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
  const failed = lost.length > 0 || counts.refused429 > 0 || acknowledged.size < batches * 0.99;
  if (failed) console.error(lost.length ? `\nLOST: ${lost.slice(0, 10).join(', ')}…` : '\nThe run did not complete: see the counts above.');
  return { ...figures, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = await benchEvents();
  if (failed) process.exitCode = 1;
}
