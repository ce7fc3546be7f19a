// From the environment to a running app: the database, accounts (and the demo learner where it
// belongs), limits and the app, as `npm start` builds them; tests boot several at once on one
// PostgreSQL. Every setting is documented in docs/operating.md ("Running in production").
import { dataDirFromEnv, databaseOptionsFromEnv, openDatabase, type OpenDatabase } from './database/index.ts';
import { createApp } from './app.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner } from './auth.ts';
import { proxyTrustFromEnv } from './client-address.ts';
import type { Store } from './cms/store.ts';
import { rateLimitFromEnv } from './subscriptions.ts';
import { bookingRateLimitFromEnv } from './trial-lessons.ts';
import { livePages } from './live/live-pages.ts';
import { cdnPurgeFromEnv } from './live/cdn-purge.ts';
import { localChangeFeed, postgresChangeFeed } from './live/change-feed.ts';
import { loadSiteRenderer } from './live/renderer.ts';
import { CMS_WEBHOOK_SECRET_MIN_LENGTH } from './live/webhook.ts';
import { dirname } from 'node:path';

export interface BootPaths {
  siteDir: string;
  storybookDir: string;
  store: Store;
}

/** 32 bytes in base64 is 44 characters; anything shorter is guessable or a placeholder. */
const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * The demo learner (a published password) is for development: seeded unless
 * SEED_DEMO_LEARNER=0; in production only when an operator sets SEED_DEMO_LEARNER=1.
 */
export const seedsDemoLearner = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === 'production' ? env.SEED_DEMO_LEARNER === '1' : env.SEED_DEMO_LEARNER !== '0';

/** Storybook is the design team's: in production only with STORYBOOK=1. */
export const servesStorybook = (env: NodeJS.ProcessEnv) => (env.NODE_ENV === 'production' ? env.STORYBOOK === '1' : env.STORYBOOK !== '0');

function secretFromEnv(env: NodeJS.ProcessEnv, database: OpenDatabase): string {
  if (env.AUTH_SECRET !== undefined && env.AUTH_SECRET.length < AUTH_SECRET_MIN_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`).`);
  }
  // Instances on one PostgreSQL must sign sessions alike: a secret generated in each one's own
  // directory would sign each instance's cookies differently.
  if (!env.AUTH_SECRET && env.NODE_ENV === 'production' && database.kind === 'postgres') {
    throw new Error('AUTH_SECRET must be set in production on PostgreSQL: every instance signs sessions with it.');
  }
  return authSecret(env, dataDirFromEnv(env));
}

/** The CMS's webhook secret, when set; a short one is refused like a short AUTH_SECRET. */
export function cmsWebhookSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.CMS_WEBHOOK_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < CMS_WEBHOOK_SECRET_MIN_LENGTH) {
    throw new Error(`CMS_WEBHOOK_SECRET must be at least ${CMS_WEBHOOK_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`).`);
  }
  return secret;
}

export async function boot(env: NodeJS.ProcessEnv, { siteDir, storybookDir, store }: BootPaths, { port = 3000, hostname = '127.0.0.1' } = {}) {
  const production = env.NODE_ENV === 'production';
  const storybook = servesStorybook(env);
  const proxyTrust = proxyTrustFromEnv(env);
  const rateLimit = rateLimitFromEnv(env);
  const bookingRateLimit = bookingRateLimitFromEnv(env);
  const cmsWebhookSecret = cmsWebhookSecretFromEnv(env);
  const purgeCdn = cdnPurgeFromEnv(env);
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    const auth = createAuth({
      database,
      secret: secretFromEnv(env, database),
      baseURL: env.AUTH_URL ?? `http://${hostname}:${port}`,
      trustedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(env.AUTH_TRUSTED_ORIGINS?.split(',').filter(Boolean) ?? [])],
    });
    const demoLearner = seedsDemoLearner(env) ? (await seedDemoLearner(auth, database), DEMO_LEARNER) : null;
    // A real CMS (CMS_URL, CMS_PUBLIC_URL) is where pages load media from and refresh content.
    const cmsOrigins = [...new Set([env.CMS_URL, env.CMS_PUBLIC_URL].flatMap((url) => (url?.trim() ? [new URL(url.trim()).origin] : [])))];
    // With a webhook secret, what the CMS publishes is rendered here: the build's renderer is loaded on the first change.
    const pages = livePages({
      siteDir,
      cmsOrigins,
      renderer: cmsWebhookSecret ? () => loadSiteRenderer(dirname(siteDir)) : undefined,
      onChanged: purgeCdn && ((paths) => void purgeCdn(paths)),
    });
    // Instances on one PostgreSQL tell one another of every change; the embedded database has one instance.
    const changeFeed = cmsWebhookSecret && env.DATABASE_URL ? await postgresChangeFeed(env.DATABASE_URL, pages.changed) : localChangeFeed(pages.changed);
    const app = createApp({
      siteDir,
      storybookDir,
      serveStorybook: storybook,
      store,
      database,
      auth,
      subscriptions: { rateLimit },
      bookings: { rateLimit: bookingRateLimit },
      proxyTrust,
      logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === '1' : production,
      cmsOrigins,
      pages,
      cmsWebhookSecret,
      changeFeed,
    });
    // Closing the database closes the feed first: start.ts and the tests close one thing.
    const close = async () => (await changeFeed.close(), await database.close());
    return { app, database: { ...database, close }, demoLearner, storybook };
  } catch (error) {
    await database.close();
    throw error;
  }
}
