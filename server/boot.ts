// From the environment to a running app: the database, accounts (and the demo learner where it
// belongs), limits and the app, as `npm start` builds them; tests boot several at once on one
// PostgreSQL. Every setting is documented in docs/operating.md ("Running in production").
import { dataDirFromEnv, databaseOptionsFromEnv, openDatabase, type OpenDatabase } from './database/index.ts';
import { createApp, RENDER_RATE_LIMIT } from './app.ts';
import { limitFromEnv } from './rate-limit.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner } from './auth.ts';
import { geoSourceFromEnv, proxyTrustFromEnv } from './client-address.ts';
import { PUBLIC_CMS_APIS, type PublicCmsApi } from './cms/handler.ts';
import type { Store } from './cms/store.ts';
import { rateLimitFromEnv } from './subscriptions.ts';
import { bookingRateLimitFromEnv } from './trial-lessons.ts';
import { contactRateLimitFromEnv } from './contact.ts';
import { typedWordsOf } from '../domain/rules/typed-path.ts';
import { splitLocale } from '../domain/i18n/index.ts';

import { cdnPurgeFromEnv } from './live/cdn-purge.ts';
import { openLiveSite } from './live/live-site.ts';
import { openWordTools } from './words.ts';
import { loadSiteRenderer, type SiteRenderer } from './live/renderer.ts';
import { renderedPages } from './live/live-pages.ts';
import { SHARED_SECRET_MIN_LENGTH } from './live/webhook.ts';
import { dirname } from 'node:path';
import { ensureLocalContent } from './cms/local-service.ts';
import { smtpMailer } from './mail/mailer.ts';
import { reservationRateLimitFromEnv } from './class-reservations.ts';
import { siteOrigin } from '../domain/constants.ts';
import { resetMailLimitFromEnv } from './password-reset.ts';
import { tagManagerFromEnv } from '../domain/analytics/tag-manager.ts';
import { eventsRateLimitFromEnv, retentionDaysFromEnv } from './analytics/collect.ts';
import { maintainEvents } from './analytics/partitions.ts';

/** A page's URL (no file's) whose words the 404 page searches for. */
const hasTypedWords = (path: string) => !/\.[a-z0-9]+$/i.test(path) && typedWordsOf(splitLocale(path).path) !== '';

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

/**
 * The clock a campaign's offer is decided by: the real one, or, outside production, the instant
 * CAMPAIGN_NOW names (the browser tests run on a fixed day inside the seeded campaign, whatever
 * today is). In production CAMPAIGN_NOW is refused: every visitor is offered what runs now.
 */
export function campaignClock(env: NodeJS.ProcessEnv): () => number {
  if (!env.CAMPAIGN_NOW) return Date.now;
  if (env.NODE_ENV === 'production') throw new Error('CAMPAIGN_NOW is for tests: unset it in production');
  const fixed = Date.parse(env.CAMPAIGN_NOW);
  if (!Number.isFinite(fixed)) throw new Error(`CAMPAIGN_NOW is not an instant: ${env.CAMPAIGN_NOW}`);
  return () => fixed;
}

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

/** A secret shared with the CMS, when set; a short one is refused like a short AUTH_SECRET. */
function sharedSecretFromEnv(env: NodeJS.ProcessEnv, name: 'CMS_WEBHOOK_SECRET' | 'PREVIEW_SECRET'): string | undefined {
  const secret = env[name]?.trim();
  if (!secret) return undefined;
  if (secret.length < SHARED_SECRET_MIN_LENGTH) throw new Error(`${name} must be at least ${SHARED_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`).`);
  return secret;
}

/** The CMS admin's origin, which frames previews: CMS_ADMIN_URL, else CMS_PUBLIC_URL, else CMS_URL. */
const adminOriginFromEnv = (env: NodeJS.ProcessEnv) => {
  const url = [env.CMS_ADMIN_URL, env.CMS_PUBLIC_URL, env.CMS_URL].map((value) => value?.trim()).find(Boolean);
  return url ? new URL(url).origin : null;
};

/**
 * Where sign-in requests may come from: AUTH_URL (else this server's own address) and
 * AUTH_TRUSTED_ORIGINS. The loopback names of the port are the site's own only when no AUTH_URL
 * names it: a production instance never takes a sign-in posted from a page on localhost (issue #41).
 */
export function authOriginsFromEnv(env: NodeJS.ProcessEnv, { port, hostname }: { port: number; hostname: string }) {
  const extra = env.AUTH_TRUSTED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [];
  if (env.AUTH_URL) return { baseURL: env.AUTH_URL, trustedOrigins: extra };
  return { baseURL: `http://${hostname}:${port}`, trustedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra] };
}

/** `CMS_API`: what the public /cms/api serves (cms/handler.ts); `shell` in production, `all` otherwise, unless told. */
export function publicCmsApiFromEnv(env: NodeJS.ProcessEnv): PublicCmsApi {
  const value = env.CMS_API?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === 'production' ? 'shell' : 'all';
  if (!(PUBLIC_CMS_APIS as readonly string[]).includes(value)) throw new Error(`CMS_API must be one of ${PUBLIC_CMS_APIS.join(', ')}; got "${value}".`);
  return value as PublicCmsApi;
}

/** PAGE_CACHE_MAX_MB (the kept page variants, server/page-variants.ts) or PAGE_STORE_CACHE_MB (the hot pages, live/live-pages.ts), in MiB. */
function mebibytesFromEnv(env: NodeJS.ProcessEnv, name: 'PAGE_CACHE_MAX_MB' | 'PAGE_STORE_CACHE_MB'): number | undefined {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const mib = Number(value);
  if (!Number.isInteger(mib) || mib < 1 || mib > 65_536) throw new Error(`${name} must be a whole number of MiB from 1 to 65536, not "${value}".`);
  return mib * 1024 * 1024;
}

/**
 * `fromSource`: the site rendered from its sources on every request (`npm run dev`, server/dev.ts),
 * in place of the build's pages and the page store (nothing is published or kept).
 */
export async function boot(
  env: NodeJS.ProcessEnv,
  { siteDir, storybookDir, store }: BootPaths,
  { port = 3000, hostname = '127.0.0.1' } = {},
  { fromSource }: { fromSource?: SiteRenderer } = {},
) {
  const production = env.NODE_ENV === 'production';
  const storybook = servesStorybook(env);
  const proxyTrust = proxyTrustFromEnv(env);
  const geoSource = geoSourceFromEnv(env, proxyTrust);
  const cmsApi = publicCmsApiFromEnv(env);
  if (geoSource === 'none') console.warn('[geo] no CDN in front (GEO_SOURCE, TRUST_PROXY): every visitor\'s country is unknown.');
  const rateLimit = rateLimitFromEnv(env);
  const bookingRateLimit = bookingRateLimitFromEnv(env);
  const eventsRateLimit = eventsRateLimitFromEnv(env);
  const renderRateLimit = limitFromEnv(env, 'RENDER_RATE_LIMIT', RENDER_RATE_LIMIT);
  const retentionDays = retentionDaysFromEnv(env);
  const tagManager = tagManagerFromEnv(env);
  const cmsWebhookSecret = sharedSecretFromEnv(env, 'CMS_WEBHOOK_SECRET');
  const previewSecret = sharedSecretFromEnv(env, 'PREVIEW_SECRET');
  const purgeCdn = cdnPurgeFromEnv(env);
  const pageCacheMaxBytes = mebibytesFromEnv(env, 'PAGE_CACHE_MAX_MB');
  const hotPagesMaxBytes = mebibytesFromEnv(env, 'PAGE_STORE_CACHE_MB');
  // Without CMS_URL, what the server renders again reads the seeded content it serves under /cms,
  // over HTTP on a loopback port, as it would read Strapi (server/cms/local-service.ts).
  const localContent = await ensureLocalContent(store);
  // Without SMTP_URL outside production, e-mail goes to a local catcher (mail/catcher.ts); in production "Forgot password?" needs SMTP_URL.
  // Imported only then: the catcher's packages are development dependencies, absent in production.
  const mailCatcher = env.SMTP_URL?.trim() || production ? null : await (await import('./mail/catcher.ts')).ensureMailCatcher(env, dataDirFromEnv(env));
  const mailer = env.SMTP_URL?.trim() ? smtpMailer(env.SMTP_URL.trim(), env.MAIL_FROM?.trim() || undefined) : undefined;
  if (!mailer) console.warn('[mail] SMTP_URL is not set: "Forgot password?" and class reservations cannot send their e-mails.');
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    const authOrigins = authOriginsFromEnv(env, { port, hostname });
    const auth = createAuth({ database, secret: secretFromEnv(env, database), ...authOrigins, mailer });
    // A booking's links (its calendar file, its cancellation) lead to the public site, or, before it
    // has an address (SITE_URL), where the reset links lead: this server.
    const bookingOrigin = env.SITE_URL?.trim() ? siteOrigin() : authOrigins.baseURL;
    const demoLearner = seedsDemoLearner(env) ? (await seedDemoLearner(auth, database), DEMO_LEARNER) : null;
    // A real CMS (CMS_URL, CMS_PUBLIC_URL) is where pages load media from and refresh content.
    const cmsOrigins = [...new Set([env.CMS_URL, env.CMS_PUBLIC_URL].flatMap((url) => (url?.trim() ? [new URL(url.trim()).origin] : [])))];
    // With a webhook secret, what the CMS publishes is rendered here: the build's renderer is loaded on the first change.
    // The site's renderer, loaded on the first change or preview: one, so renders never overlap.
    let loaded: Promise<SiteRenderer> | undefined = fromSource && Promise.resolve(fromSource);
    const renderer = () => (loaded ??= loadSiteRenderer(dirname(siteDir)));
    // The pages, from the store every instance shares (live/): with a webhook secret, this instance takes publishing jobs.
    // The word tools' pages (issue 47) are rendered when first asked for, by the same renderer.
    const words = openWordTools();
    const live = fromSource ? null : await openLiveSite({
      database,
      siteDir,
      cmsOrigins,
      renderer: cmsWebhookSecret ? renderer : undefined,
      onChanged: purgeCdn,
      hotPagesMaxBytes,
      canRenderOnDemand: words ? (path) => words.route(path)?.kind === 'page' : undefined,
      // A word the tools lack (its nearest words), and any other URL with words in it (what they match on the site).
      rendersMissing: words ? (path) => words.route(path)?.kind === 'missing' || hasTypedWords(path) : undefined,
      onDemandRenderer: renderer,
    });
    const app = createApp({
      siteDir,
      campaignNow: campaignClock(env),
      storybookDir,
      serveStorybook: storybook,
      store,
      database,
      auth,
      subscriptions: { rateLimit },
      bookings: { rateLimit: bookingRateLimit, mailer, origin: bookingOrigin },
      classes: { rateLimit: reservationRateLimitFromEnv(env), mailer, origin: bookingOrigin },
      contact: { rateLimit: contactRateLimitFromEnv(env), mailer },
      analytics: { rateLimit: eventsRateLimit },
      renderRateLimit,
      resetMailLimit: resetMailLimitFromEnv(env),
      proxyTrust,
      geoSource,
      cmsApi,
      logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === '1' : production,
      cmsOrigins,
      pages: live?.pages ?? renderedPages(fromSource!, cmsOrigins),
      cmsWebhookSecret,
      publishChange: live?.publisher.changed,
      pageCacheMaxBytes,
      preview: previewSecret ? { secret: previewSecret, renderer, adminOrigin: adminOriginFromEnv(env) } : undefined,
      tagManager,
      words,
      wordCards: async (cardPath) => (await renderer()).wordCard(cardPath),
    });
    const stopSweeping = maintainEvents(database, retentionDays);
    // Closing the database stops the publishing and the feed first: start.ts and the tests close one thing.
    const close = async () => (await stopSweeping(), await live?.close(), await database.close(), await localContent?.close(), await mailCatcher?.close());
    return { app, database: { ...database, close }, demoLearner, storybook, live, mailCatcherUrl: mailCatcher?.listUrl };
  } catch (error) {
    await database.close();
    await localContent?.close();
    await mailCatcher?.close();
    throw error;
  }
}
