// npm run test:contract:strapi — the content contract against a real Strapi, as CI runs it:
// `npm run cms` (install from cms/package-lock.json, build, start on a fresh PostgreSQL database,
// the database docs/deploy.md gives production Strapi, in a throwaway cluster: scripts/postgres-server.mjs;
// CONTRACT_DATABASE=sqlite for SQLite; seed from content/), then `npm run test:contract` with CMS_URL at it, then the site's
// prerender against it into its own directory (build/from-strapi/: the pages must build
// unchanged, media from the CMS; build/client, the local service's, is left as it was), then the
// editors' loop on the site served from that build (publish-live.mjs: changes made through
// Strapi's API are live without a build). Stops Strapi and removes its database and that build
// at the end. Prints the time of each step. With --record (`npm run contract:record`), it records
// Strapi's answers instead (tests/contract/answers/) and stops there: after a change to the seed or
// the content types.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin, startPostgres } from './postgres-server.mjs';
import { provePublishToLive } from './publish-live.mjs';

const ROOT = join(import.meta.dirname, '..');
const PORT = process.env.CONTRACT_CMS_PORT ?? '1339';
const CMS_URL = `http://127.0.0.1:${PORT}`;
const SITE_PORT = process.env.CONTRACT_SITE_PORT ?? '4391';
const WEBHOOK_SECRET = randomBytes(32).toString('base64url');
const PREVIEW_SECRET = randomBytes(32).toString('base64url');
const DATABASE = `.tmp/contract-${process.pid}.db`;
const SITE_BUILD_DIR = join('build', 'from-strapi');
const LOG = join(ROOT, 'cms', '.tmp', `contract-${process.pid}.log`);
const started = Date.now();
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const sqlite = process.env.CONTRACT_DATABASE === 'sqlite' || !postgresBin();
if (!postgresBin()) console.warn('[contract:strapi] PostgreSQL is not installed (apt install postgresql): Strapi runs on SQLite this time');
const postgres = sqlite ? null : await startPostgres();
let database = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: DATABASE };
if (postgres) {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database strapi');
  await admin.end();
  database = { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url.replace(/\/postgres$/, '/strapi') };
}
console.log(`[contract:strapi] Strapi on ${postgres ? 'PostgreSQL' : 'SQLite'}`);

const cms = spawn('bash', ['-c', `mkdir -p cms/.tmp && exec node scripts/cms.mjs > ${JSON.stringify(LOG)} 2>&1`], {
  cwd: ROOT,
  // The seeds' own week, as the recording (tests/contract/contract.ts CONTRACT_SEED_TODAY).
  env: {
    ...process.env,
    PORT,
    HOST: '127.0.0.1',
    ...database,
    SEED_TODAY: '2026-11-23',
    SITE_WEBHOOK_URL: `http://127.0.0.1:${SITE_PORT}/webhooks/cms`,
    SITE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
    PREVIEW_SECRET,
  },
  detached: true,
  stdio: 'ignore',
});

const stopCms = () => {
  try {
    process.kill(-cms.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

function stop(code) {
  stopCms();
  rmSync(join(ROOT, 'cms', DATABASE), { force: true });
  postgres?.stop();
  rmSync(join(ROOT, SITE_BUILD_DIR), { recursive: true, force: true });
  console.log(`[contract:strapi] ${code === 0 ? 'passed' : 'FAILED'} in ${elapsed(started)}`);
  process.exit(code);
}

function showLog() {
  if (existsSync(LOG)) console.error(readFileSync(LOG, 'utf8').split('\n').slice(-40).join('\n'));
}

// Install (first time ~2 min: better-sqlite3 compiles), build (~35 s) and start (~10 s).
let up = false;
const deadline = Date.now() + 8 * 60_000;
while (!up && Date.now() < deadline) {
  if (cms.exitCode !== null) break;
  up = await fetch(`${CMS_URL}/_health`).then((response) => response.ok, () => false);
  if (!up) await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!up) {
  console.error(`[contract:strapi] Strapi did not answer at ${CMS_URL} (log below)`);
  showLog();
  stop(1);
}
const log = readFileSync(LOG, 'utf8');
console.log(log.split('\n').filter((line) => /\[cms\]|Seeded|Seed already/.test(line)).join('\n'));
console.log(`[contract:strapi] Strapi up at ${CMS_URL} after ${elapsed(started)}`);

const run = (label, command, args, env = {}) => {
  const since = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[contract:strapi] ${label}: ${elapsed(since)}`);
  if (result.status !== 0) {
    showLog();
    stop(result.status ?? 1);
  }
};

if (process.argv.includes('--record')) {
  run('contract recorded', 'npx', ['tsx', 'scripts/contract.ts', '--record'], { CMS_URL, ...database });
  stop(0);
}
run('contract', 'npx', ['tsx', 'scripts/contract.ts'], { CMS_URL });
run('site prerender against Strapi', 'npx', ['react-router', 'build'], { CMS_URL, SITE_BUILD_DIR });
const page = readFileSync(join(ROOT, SITE_BUILD_DIR, 'client', 'language-learning-app', 'index.html'), 'utf8');
const tutors = readFileSync(join(ROOT, SITE_BUILD_DIR, 'client', 'uk', 'english-tutors', 'index.html'), 'utf8');
const checks = [
  ['a page composed in Strapi (its sections: the app showcase)', page.includes('Screens of the app')],
  ['tutors from Strapi, with their portraits from its uploads', tutors.includes('Emma Clarke') && tutors.includes(`${CMS_URL}/uploads/`)],
  ['the app banner from Strapi', page.includes('Learn on the go with our app')],
  ['its picture from Strapi\'s uploads', page.includes(`${CMS_URL}/uploads/`)],
  ['the footer from Strapi', page.includes('Cookie settings')],
];
for (const [what, ok] of checks) console.log(`[contract:strapi] ${ok ? 'ok' : 'MISSING'}: ${what}`);
if (!checks.every(([, ok]) => ok)) stop(1);

const since = Date.now();
const proved = await provePublishToLive({ root: ROOT, siteBuildDir: SITE_BUILD_DIR, cmsUrl: CMS_URL, sitePort: SITE_PORT, webhookSecret: WEBHOOK_SECRET, previewSecret: PREVIEW_SECRET, stopCms }).catch((error) => {
  console.error(`[contract:strapi] publish → live: ${error.message}`);
  return false;
});
console.log(`[contract:strapi] publish → live: ${elapsed(since)}`);
if (!proved) {
  showLog();
  stop(1);
}
stop(0);
