// `npm start`: builds what is missing (the prerendered site, the Storybook), opens the database
// (PGlite in DATA_DIR, or Postgres at DATABASE_URL), then serves it all on one port (PORT,
// default 3000).
import { serve } from '@hono/node-server';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseInUseError, dataDirFromEnv, databaseOptionsFromEnv, openDatabase } from '../site/platform/database/index.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner } from './auth.ts';
import { createApp } from './app.ts';
import { rateLimitFromEnv } from './subscriptions.ts';
import { loadContent, SeedError } from './cms/store.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const siteDir = join(root, 'build', 'client');
const storybookDir = join(root, 'storybook-static');

function loadStore() {
  try {
    return loadContent(join(root, 'content'));
  } catch (error) {
    if (error instanceof SeedError) {
      console.error(`The content service cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const production = process.env.NODE_ENV === 'production';

function buildIfMissing(what: string, output: string, command: string[]) {
  if (existsSync(output)) return;
  if (production) {
    // A production install has no build tools (npm ci --omit=dev): build before installing it.
    console.error(`${what} is not built (${output} is missing): run \`npm run build\` before \`npm ci --omit=dev\`.`);
    process.exit(1);
  }
  console.log(`Building ${what}…`);
  const build = spawnSync('npx', command, { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function openDatabaseOrExit() {
  try {
    return await openDatabase(databaseOptionsFromEnv());
  } catch (error) {
    console.error(`The database cannot open: ${error instanceof DatabaseInUseError ? error.message : String(error)}`);
    process.exit(1);
  }
}

const store = loadStore();
buildIfMissing('the site', join(siteDir, 'index.html'), ['react-router', 'build']);
buildIfMissing('the Storybook', join(storybookDir, 'index.html'), ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
const database = await openDatabaseOrExit();
const auth = createAuth({
  database,
  secret: authSecret(process.env, dataDirFromEnv()),
  baseURL: process.env.AUTH_URL ?? `http://${hostname}:${port}`,
  trustedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(process.env.AUTH_TRUSTED_ORIGINS?.split(',').filter(Boolean) ?? [])],
});
await seedDemoLearner(auth);

const logRequests = process.env.LOG_REQUESTS ? process.env.LOG_REQUESTS === '1' : production;
// A real CMS (CMS_URL, CMS_PUBLIC_URL) is where pages load media from and refresh content.
const cmsOrigins = [process.env.CMS_URL, process.env.CMS_PUBLIC_URL].flatMap((url) => (url?.trim() ? [new URL(url.trim()).origin] : []));
const app = createApp({
  siteDir,
  storybookDir,
  store,
  database,
  auth,
  subscriptions: { rateLimit: rateLimitFromEnv(), trustProxy: process.env.TRUST_PROXY === '1' },
  logRequests,
  cmsOrigins: [...new Set(cmsOrigins)],
});
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  const base = `http://${hostname}:${port}`;
  const counts = [...store].map(([name, entries]) => `${name} ${entries.length}`).join(', ');
  console.log(`Site at ${base}/ (es, pt, uk under ${base}/es/, /pt/, /uk/)`);
  console.log(`Storybook (design system) at ${base}/storybook/`);
  console.log(`Content service at ${base}/cms/api/<collection> (${counts})`);
  console.log(`API at ${base}/api/ (database: ${database.kind})`);
  console.log(`Sign in at ${base}/sign-in as the demo learner: ${DEMO_LEARNER.email} / ${DEMO_LEARNER.password}`);
});

// Stop cleanly: finish the open requests, close the database and free its directory.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
