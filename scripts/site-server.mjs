// The site's own server on a free loopback port, for a script that opens its pages in a browser:
// it serves the build (SITE_BUILD_DIR, build/ by default) with a data directory of its own, and is
// ready once it says where the site is. `stop()` ends it and removes its data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const ROOT = join(import.meta.dirname, '..');

/** `preload`: modules the server's Node imports first (the pseudo-locale run's catalogs). */
export async function startSiteServer(env = {}, { preload = [] } = {}) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'site-server-'));
  const server = spawn(process.execPath, [...preload.flatMap((module) => ['--import', module]), '--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: data, TRUST_PROXY: '0', ...env },
  });
  let output = '';
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => ((output += chunk), String(chunk).includes('Site at') && resolve()));
    server.on('exit', (code) => reject(new Error(`the site's server stopped (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: server.pid,
    dataDir: data,
    /** What the server has written to stdout so far. */
    output: () => output,
    stop() {
      server.kill('SIGTERM');
      rmSync(data, { recursive: true, force: true });
    },
  };
}
