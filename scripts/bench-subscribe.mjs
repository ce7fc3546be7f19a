#!/usr/bin/env node
// `npm run bench:subscribe`: 10,000 subscriptions at 50 concurrent requests against the server
// started as `npm start` starts it (its own DATA_DIR and port), SIGKILLed half-way and started
// again; afterwards every subscription the server acknowledged with "OK" must be in the database.
//
// The limiter is not what gets measured: the server runs with SUBSCRIBE_RATE_LIMIT raised far
// above the run (1000000 per 60 s), so every request goes through the limiter's code but none is
// refused, and the run fails if a single 429 comes back.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { killableServer } from './killable-server.mjs';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const KILL_AFTER = Math.floor(TOTAL / 2);
const port = Number(process.env.BENCH_PORT ?? 3399);
const server = killableServer({ name: 'subscribe', port, env: { SUBSCRIBE_RATE_LIMIT: '1000000/60' } });
const { base, dataDir } = server;

const runId = Date.now().toString(36);
const emailOf = (index) => `load-${runId}-${index}@example.com`;
const acknowledged = new Set();
const latencies = [];
let next = 0;
let killed = false;
let connectionErrors = 0;
let refused429 = 0;
let cutOff = 0;
const otherAnswers = new Map();
let restartMs = 0;
let restarting;

async function subscribeOnce(index) {
  const body = JSON.stringify({
    formType: 'popup_organic_email',
    groups: ['popup_organic_email'],
    contact: { languageCode: 'en', timeZone: 'UTC', channels: [{ type: 'email', value: emailOf(index) }], fields: [{ id: 249969, value: '/blog' }] },
  });
  const started = performance.now();
  const response = await fetch(`${base}/api/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = await response.json().catch(() => undefined);
  return { status: response.status, ok: answer?.data?.message === 'OK', cut: answer === undefined, ms: performance.now() - started };
}

async function worker() {
  while (next < TOTAL) {
    const index = next++;
    if (index === KILL_AFTER && !killed) {
      killed = true;
      restarting = server.killAndRestart().then((ms) => (restartMs = ms));
    }
    // A request that meets a dead server is tried again once it is back (the visitor retries).
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await subscribeOnce(index);
        if (result.ok) {
          acknowledged.add(emailOf(index));
          latencies.push(result.ms);
        } else if (result.status === 429) refused429++;
        else if (result.cut) cutOff++;
        else otherAnswers.set(result.status, (otherAnswers.get(result.status) ?? 0) + 1);
        break;
      } catch {
        connectionErrors++;
        if (attempt > 50) break;
        await (restarting ?? sleep(200));
        await sleep(50);
      }
    }
  }
}

console.log(`Starting the server (DATA_DIR ${dataDir}, port ${port})…`);
await server.start();
console.log(`Sending ${TOTAL} subscriptions, ${CONCURRENCY} at a time; SIGKILL after ${KILL_AFTER}…`);
const began = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const elapsedS = (performance.now() - began) / 1000;
await restarting;

// Stop the server cleanly, then read the database it wrote.
await server.stop();
const { openDatabase } = await import('../server/database/index.ts');
const { subscription } = await import('../server/database/schema.ts');
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
const stored = new Set((await database.db.select({ email: subscription.email }).from(subscription)).map((row) => row.email));
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const lost = [...acknowledged].filter((email) => !stored.has(email));
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(`
requests            ${TOTAL} at concurrency ${CONCURRENCY}, server SIGKILLed after ${KILL_AFTER} and restarted (down ${(restartMs / 1000).toFixed(1)} s: the killed process's database lock is stale after 10 s)
acknowledged "OK"   ${acknowledged.size}
connection errors   ${connectionErrors} (retried after the restart)
answers cut off     ${cutOff} (the answer began but the kill ended it: not acknowledged, so not counted)
429 answers         ${refused429}
other answers       ${[...otherAnswers].map(([status, count]) => `${count} × HTTP ${status}`).join(', ') || 'none'}
rows in database    ${stored.size}
lost                ${lost.length}
throughput          ${(acknowledged.size / (elapsedS - restartMs / 1000)).toFixed(0)} acknowledged/s while up (${elapsedS.toFixed(1)} s in all, ${(restartMs / 1000).toFixed(1)} s of it down)
latency (OK)        p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms`);

if (lost.length > 0 || refused429 > 0 || acknowledged.size < TOTAL * 0.99) {
  console.error(lost.length > 0 ? `\nLOST: ${lost.slice(0, 10).join(', ')}…` : '\nThe run did not complete: see the counts above.');
  process.exitCode = 1;
}
