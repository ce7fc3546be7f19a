// `npm start`: builds what is missing (the prerendered site, the Storybook), boots the app
// (boot.ts: PGlite in DATA_DIR or Postgres at DATABASE_URL, accounts, limits), then serves it all
// on one port (PORT, default 3000).
import { serve } from '@hono/node-server';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseInUseError } from './database/index.ts';
import { boot, servesStorybook } from './boot.ts';
import { loadContent, SeedError } from './cms/store.ts';
import { logMessage, redactProcessOutput } from './log.ts';

// Before anything can write: no e-mail address leaves this process in a log line, whoever writes it.
redactProcessOutput();

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
// SITE_BUILD_DIR: the build to serve, as react-router.config.ts writes it (default build/).
const siteDir = join(resolve(root, process.env.SITE_BUILD_DIR ?? 'build'), 'client');
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

const store = loadStore();
buildIfMissing('the site', join(siteDir, 'index.html'), ['react-router', 'build']);
if (servesStorybook(process.env)) buildIfMissing('the Storybook', join(storybookDir, 'index.html'), ['storybook', 'build', '--quiet', '-o', 'storybook-static']);

let booted: Awaited<ReturnType<typeof boot>>;
try {
  booted = await boot(process.env, { siteDir, storybookDir, store }, { port, hostname });
} catch (error) {
  const reason = error instanceof DatabaseInUseError ? `The database cannot open: ${error.message}` : error instanceof Error ? error.message : String(error);
  console.error(`The server cannot start. ${logMessage(reason)}`);
  process.exit(1);
}
const { app, database, demoLearner, storybook, mailCatcherUrl } = booted;

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  const base = `http://${hostname}:${port}`;
  const counts = [...store].map(([name, entries]) => `${name} ${entries.length}`).join(', ');
  console.log(`Site at ${base}/ (es, pt, uk under ${base}/es/, /pt/, /uk/)`);
  if (storybook) console.log(`Storybook (design system) at ${base}/storybook/`);
  if (mailCatcherUrl) console.log(`E-mail the site sends (a password reset, a booking's confirmation) is caught, not delivered: read it at ${mailCatcherUrl}`);
  console.log(`Content service at ${base}/cms/api/<collection> (${counts})`);
  console.log(`API at ${base}/api/ (database: ${database.kind})`);
  // The demo learner's published credentials are printed for developers only: no e-mail address
  // goes into a production log, not even this one.
  if (demoLearner && production) console.warn('SEED_DEMO_LEARNER=1: the demo learner of the README, with its published password, can sign in here.');
  else if (demoLearner) console.log(`Sign in at ${base}/sign-in as the demo learner: ${demoLearner.email} / ${demoLearner.password}`);
});

// Stop cleanly: finish the open requests, close the database and free its directory.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
