// A server started as `npm start` starts it, in its own DATA_DIR and port, that a benchmark can
// SIGKILL and start again (bench-subscribe.mjs, bench-events.mjs): what an acknowledged write
// survives is what those benchmarks prove.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');

export function killableServer({ name, port, env: extra }) {
  const dataDir = mkdtempSync(join(tmpdir(), `lingo-bench-${name}-`));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV ?? '', ...extra };
  const base = `http://127.0.0.1:${port}`;
  let server;

  function start() {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    server.stderr.on('data', (chunk) => (stderr += chunk));
    server.on('exit', (code, signal) => {
      if (code && code !== 0 && !signal) server.failure = stderr;
    });
  }

  /** Waits until the server answers; a restart after SIGKILL waits for the stale database lock (≤ 10 s). */
  async function answering() {
    const started = Date.now();
    for (;;) {
      if (server.failure !== undefined) {
        // The previous process's lock is not stale yet: start again.
        if (/in use by another process/.test(server.failure)) {
          await sleep(1000);
          start();
        } else throw new Error(`The server did not start:\n${server.failure}`);
      }
      try {
        const response = await fetch(`${base}/api/health`);
        if (response.ok) return Date.now() - started;
      } catch {
        // Not listening yet.
      }
      if (Date.now() - started > 120_000) throw new Error('The server did not answer within 120 s');
      await sleep(100);
    }
  }

  return {
    base,
    dataDir,
    async start() {
      start();
      await answering();
    },
    /** SIGKILL, then a start again: resolves with the time it was down, in ms. */
    async killAndRestart() {
      const killedAt = performance.now();
      server.kill('SIGKILL');
      await new Promise((done) => server.once('exit', done));
      start();
      await answering();
      return performance.now() - killedAt;
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    },
  };
}
