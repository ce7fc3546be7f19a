// The one server: the prerendered site, the local content service under /cms and the built
// Storybook under /storybook/. `server/start.ts` only listens; tests call `app.request()`.
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { LOCALES } from '../domain/constants.ts';
import { splitLocale, localizePath } from '../domain/i18n/index.ts';
import { ACCOUNT_FORM_PATHS, LIVE_FILES, PAGE_DATA_PREFIX } from './instance-routes.ts';
import type { GeoSource } from '../domain/visitor/geo.ts';
import type { OpenDatabase } from './database/index.ts';
import { createApi, limitBodySize, sessionRequestsFromSiteOnly, API_BODY_LIMIT_BYTES } from './api.ts';
import { requestLog } from './log.ts';
import { chosenEncoding, compression } from './compression.ts';
import { completeDocument, isComplete, matchesEtag, newNonce, RAW_PAGE_HEADER, securityHeaders } from './security.ts';
import { factsHeader, listAsked, PAGE_FACTS_HEADER, personalise } from './personalise.ts';
import { builtPages, TooBusy, type Page, type PageSource, type Requester } from './live/live-pages.ts';
import { cmsWebhookRoutes } from './live/webhook.ts';
import { previewRoutes, type PreviewOptions } from './live/preview.ts';
import type { ContentKey } from '../domain/content/dependencies.ts';
import { pageVariants, type PageVariants } from './page-variants.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { levelTestRoutes } from './level-test.ts';
import { ratesFromStore, trialLessonRoutes, tutorsFromStore } from './trial-lessons.ts';
import { experimentsFromStore } from './analytics/experiments.ts';
import { analyticsRoutes, isHttps } from './analytics/collect.ts';
import { reportRoutes } from './analytics/report-page.ts';
import { isTrustedOrigin, sessionChecks, type Auth } from './auth.ts';
import { signInFormHandler, signOutFormHandler } from './account-forms.ts';
import { canonicalPath } from '../domain/rules/canonical-path.ts';
import { redirectsOf } from './redirects.ts';
import { CACHE_TAG_HEADER, cacheTags } from './live/cache-tags.ts';
import { withQuery } from '../domain/content/redirects.ts';
import { dependsOnTime, DIRECTORY_PARAMS, directoryQuery, directorySearch } from '../domain/tutoring/directory.ts';
import { FAQ_SEARCH_PARAM, faqQuery, faqSearch } from '../domain/content/faq-search.ts';
import { practiceSearch } from '../domain/words/practice.ts';
import { passwordResetHandlers } from './password-reset.ts';
import { CONTACT_BODY_LIMIT_BYTES, contactFormHandler } from './contact.ts';
import { CONTACT_PATH } from '../domain/support/contact.ts';
import { addressBucket, clientAddress, clientAddressMiddleware, NO_PROXY, type ProxyTrust } from './client-address.ts';
import { limitStoreFor, retryAfterSeconds, type LimitStore, type RateLimit } from './rate-limit.ts';
import { signInLimiter } from './sign-in.ts';
import { handleCmsRequest, publicCmsRefusal, type PublicCmsApi } from './cms/handler.ts';
import type { Store } from './cms/store.ts';
import { wordRoutes, type WordTools } from './words.ts';
import { siteOrigin } from '../domain/constants.ts';
import { classReservationRoutes, classSeats, type ClassSeats } from './class-reservations.ts';
import { seatsInto } from '../domain/classes/seats-into.ts';
import type { Mailer } from './mail/mailer.ts';

export interface AppOptions {
  /** The prerendered site (React Router's build/client). */
  siteDir: string;
  /** The time a campaign's offer is decided at (boot.ts campaignClock: the real one, a fixed one in the browser tests). */
  campaignNow?: () => number;
  /** The built Storybook (storybook-static); optional. */
  storybookDir?: string;
  /** The content service's seeded store. */
  store: Store;
  /** The site's database, for the API; the API answers without one (health says so). */
  database?: OpenDatabase;
  /** Accounts; without them every visitor is anonymous and /api/auth answers 404. */
  auth?: Auth;
  /** Subscriptions' per-address limit (null: none). */
  subscriptions?: { rateLimit?: RateLimit | null };
  /** Trial lesson requests' per-address limit (null: none). */
  /** Trial lessons (trial-lessons.ts): their limit, and where the confirmations go. */
  bookings?: { rateLimit?: RateLimit | null; mailer?: Mailer; origin?: string };
  /** Seats in classes and club sessions (class-reservations.ts): their limit, and where confirmations go. */
  classes?: { rateLimit?: RateLimit | null; mailer?: Mailer; origin?: string };
  /** The contact form (contact.ts): its per-address limit, and where the receipts go. */
  contact?: { rateLimit?: RateLimit | null; mailer?: Mailer };
  /** First-party analytics' per-address limit (null: none; analytics/collect.ts). */
  analytics?: { rateLimit?: RateLimit | null };
  /** Pages one address may have rendered on first request (word pages), across instances (RENDER_RATE_LIMIT; null: none). */
  renderRateLimit?: RateLimit | null;
  /** Which proxies say who the client is (TRUST_PROXY, CLIENT_ADDRESS_HEADER: client-address.ts). */
  proxyTrust?: ProxyTrust;
  /** What the public /cms/api serves (CMS_API, boot.ts): every collection, or the header and footer browsers refresh. */
  cmsApi?: PublicCmsApi;
  /** The one CDN whose geo headers are believed (GEO_SOURCE, boot.ts); Cloudflare's unless told. */
  geoSource?: GeoSource;
  /** Where the limits count (default: PostgreSQL when the database is one, else memory). */
  limitStore?: LimitStore;
  /** The built Storybook is served only when asked (STORYBOOK=1 in production; always in development). */
  serveStorybook?: boolean;
  /** One log line per request, without e-mail addresses (LOG_REQUESTS; on in production). */
  logRequests?: boolean;
  /** Origins of a real CMS the pages load media from and refresh content of (CMS_URL, CMS_PUBLIC_URL). */
  cmsOrigins?: readonly string[];
  /** The pages, from the store kept current with the CMS (live/live-site.ts); by default the build's, as they are. */
  pages?: PageSource;
  /** The CMS's webhook secret (CMS_WEBHOOK_SECRET): without it, no webhook is taken. */
  cmsWebhookSecret?: string;
  /** Where the webhook's changes go to be published (live/publisher.ts); needed with the secret. */
  publishChange?: (keys: readonly ContentKey[], why: string) => Promise<void>;
  /** Reset e-mails an account may be sent (password-reset.ts; RESET_MAIL_RATE_LIMIT); null: no limit. */
  resetMailLimit?: RateLimit | null;
  /** What the kept page variants may weigh (page-variants.ts; PAGE_CACHE_MAX_MB). */
  pageCacheMaxBytes?: number;
  /** The CMS's Preview (live/preview.ts): PREVIEW_SECRET, the site's renderer and the admin's origin. */
  preview?: Omit<PreviewOptions, 'cmsOrigins'>;
  /** A Google Tag Manager container the pages load (GTM_ID; domain/analytics/tag-manager.ts); none by default. */
  tagManager?: string;
  /** The word tools' data (words.ts): their search, suggestions, redirects and sitemaps; none: their word pages are 404s. */
  words?: WordTools | null;
  /** Draws a word page's sharing card (the site's renderer). */
  wordCards?: (cardPath: string) => Promise<Buffer | null>;
}


/** A props file's name as the build makes it (islands-pages.ts): anything else is not looked up. */
const PAGE_DATA_FILE = new RegExp(`^${PAGE_DATA_PREFIX}[\\w-]{12}\\.js$`);

/** A path naming a file (`/robots.txt`, `/media/a.svg`): never a page. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };


const rawEtags = new WeakMap<Page, string>();
/** The ETag of a page as built, for the edge (it keeps the page's policy by it, edge/worker.ts). */
function rawEtag(page: Page) {
  let etag = rawEtags.get(page);
  if (!etag) rawEtags.set(page, (etag = `"${createHash('sha1').update(page.html).digest('hex')}"`));
  return etag;
}

/** What a page request needs of the server: the visitor's session (remembered, auth.ts) and the kept variants. */
interface PageServing {
  sessions?: ReturnType<typeof sessionChecks>;
  variants: PageVariants;
  campaignNow: () => number;
  tagManager?: string;
  geoSource: GeoSource;
  /** Seats left in classes, written into a timetable's page before paint (the edge leaves them to the browser). */
  seats?: ClassSeats;
}

/**
 * A page as this visitor gets it (personalise.ts, as at the edge), made once per variant and kept
 * compressed (page-variants.ts), with this response's style nonce in its policy and in a
 * Server-Timing entry. A browser whose copy is current gets a 304 and keeps its copy, with the
 * nonce and policy that came with it (a 304 carries neither, server/security.ts).
 */
async function servePage(c: Context, path: string, page: Page, status: 200 | 404, { sessions, variants, campaignNow, tagManager, geoSource, seats }: PageServing) {
  // The edge's copy, with what the CDN purges it by when its content changes (live/cache-tags.ts): the address asked for, and what the page read.
  if (c.req.header(RAW_PAGE_HEADER) === 'raw') {
    return c.body(page.html, status, { ...HTML_HEADERS, etag: rawEtag(page), vary: RAW_PAGE_HEADER, [PAGE_FACTS_HEADER]: factsHeader(page.facts), [CACHE_TAG_HEADER]: cacheTags(c.req.path, page.reads).join(',') });
  }
  const isSignedIn = sessions ? await sessions.isSignedIn(c.req.raw.headers) : false;
  const visitNow = campaignNow();
  const visit = personalise(page, { headers: c.req.raw.headers, query: new URL(c.req.url).searchParams, geoSource, isSignedIn, now: visitNow, https: isHttps(c), tagManager });
  // Storage that throws must not break the page: without the count, the browser's starter asks for it.
  const seatsLeft = page.facts.timetable && seats ? await seats.left(splitLocale(path).locale, visitNow).catch(() => null) : null;
  const variant = seatsLeft
    ? variants.variant(`${status} ${path} ${visit.variant} ${JSON.stringify(seatsLeft)}`, page.version, () => seatsInto(visit.body(), seatsLeft))
    : variants.variant(`${status} ${path} ${visit.variant}`, page.version, visit.body);
  const headers = { ...visit.headers, etag: variant.etag, vary: `${visit.headers.vary}, Accept-Encoding`, ...(visit.setCookie ? { 'set-cookie': visit.setCookie } : {}) };
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), variant.etag)) return completeDocument(c, null, 304, headers);
  const sent = { ...headers, ...visit.policyHeaders(newNonce()) };
  const encoding = chosenEncoding(c.req.header('accept-encoding'));
  if (encoding === 'br') return completeDocument(c, variant.brotli(), status, { ...sent, 'content-encoding': 'br' });
  if (encoding === 'gzip') return completeDocument(c, variant.gzip(), status, { ...sent, 'content-encoding': 'gzip' });
  return completeDocument(c, variant.html(), status, sent);
}

/**
 * Decision (issue 59): an address may have 60 pages a minute rendered on first request, one a
 * second, far past what a reader opens and a tenth of what one instance renders; a crawler past it
 * is told when to come back, and every page already stored is still served to it.
 */
export const RENDER_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

export function createApp({
  siteDir,
  campaignNow = Date.now,
  storybookDir,
  store,
  database,
  auth,
  subscriptions = {},
  bookings = {},
  classes = {},
  contact = {},
  analytics = {},
  renderRateLimit = RENDER_RATE_LIMIT,
  proxyTrust = NO_PROXY,
  geoSource = 'cloudflare',
  cmsApi = 'all',
  limitStore = limitStoreFor(database),
  serveStorybook = true,
  logRequests = false,
  cmsOrigins = [],
  pages = builtPages(siteDir, cmsOrigins),
  cmsWebhookSecret,
  publishChange,
  preview,
  pageCacheMaxBytes,
  resetMailLimit,
  tagManager,
  words,
  wordCards,
}: AppOptions) {
  const experiments = experimentsFromStore(store);
  const redirects = redirectsOf(pages);
  // One count of the seats for the timetables' pages and the seats' endpoint.
  const seats = database && classSeats({ database, store });
  const serving: PageServing = {
    sessions: auth && sessionChecks(auth),
    variants: pageVariants({ maxBytes: pageCacheMaxBytes }),
    campaignNow,
    tagManager,
    geoSource,
    seats,
  };
  const app = new Hono();
  app.use(clientAddressMiddleware(proxyTrust));
  if (logRequests) app.use(requestLog());
  app.use(securityHeaders({ trustProxy: proxyTrust.kind !== 'none' }));
  app.use(compression());
  if (auth) app.use(sessionRequestsFromSiteOnly(auth));
  // A sign-out here (the API's or the form's) is seen by this instance's next page at once.
  app.post('*', async (c, next) => {
    if (c.req.path.endsWith('/sign-out')) serving.sessions?.forget(c.req.raw.headers);
    return next();
  });

  // Before /api, whose own routes end in a JSON 404.
  if (database) app.route('/', subscriptionRoutes({ database, ...subscriptions, limitStore }));
  if (database) app.route('/', trialLessonRoutes({ database, tutorsOf: tutorsFromStore(store), ...bookings, limitStore, origin: bookings.origin ?? siteOrigin(), rateFor: ratesFromStore(store), geoSource }));
  if (database) {
    const isOwnOrigin = auth ? (origin: string | undefined) => isTrustedOrigin(auth, origin) : undefined;
    app.route('/', classReservationRoutes({ database, store, ...classes, origin: classes.origin ?? siteOrigin(), geoSource, isOwnOrigin, limitStore, seats }));
    // The contact form posts to its page, in each locale, with JavaScript or without.
    const contactForm = contactFormHandler({ database, limitStore, isOwnOrigin, ...contact, ...(auth?.options.secret ? { secret: auth.options.secret } : {}) });
    for (const locale of LOCALES) app.post(localizePath(CONTACT_PATH, locale), limitBodySize(CONTACT_BODY_LIMIT_BYTES), contactForm(locale));
  }
  if (database) app.route('/', analyticsRoutes({ database, ...analytics, limitStore, geoSource, experiments }));
  if (database && auth) app.route('/', reportRoutes({ auth, database, experiments }));
  app.route('/', levelTestRoutes());
  if (words) app.route('/', wordRoutes(words, { origin: siteOrigin(), drawCard: wordCards }));
  const accounts = auth && { auth, limitSignIn: signInLimiter(limitStore) };
  app.route('/api', createApi({ database, accounts }));
  // The sign-in and sign-out forms post here when JavaScript is off (with it, the page calls /api/auth).
  if (accounts) {
    const [signIn, signOut, forgotPassword, resetPassword] = ACCOUNT_FORM_PATHS;
    const passwordReset = passwordResetHandlers({ ...accounts, limitStore, mailLimit: resetMailLimit });
    for (const locale of LOCALES) {
      app.post(localizePath(signIn, locale), limitBodySize(API_BODY_LIMIT_BYTES), signInFormHandler(accounts.auth, accounts.limitSignIn, locale));
      app.post(localizePath(signOut, locale), limitBodySize(API_BODY_LIMIT_BYTES), signOutFormHandler(accounts.auth, locale));
      app.post(localizePath(forgotPassword, locale), limitBodySize(API_BODY_LIMIT_BYTES), passwordReset.forgot(locale));
      app.post(localizePath(resetPassword, locale), limitBodySize(API_BODY_LIMIT_BYTES), passwordReset.reset(locale));
    }
  }

  if (preview) app.route('/', previewRoutes({ ...preview, cmsOrigins, geoSource }));
  if (cmsWebhookSecret && publishChange) app.route('/', cmsWebhookRoutes({ secret: cmsWebhookSecret, changed: publishChange }));

  app.all('/cms/*', (c) => {
    const url = new URL(c.req.url);
    const { status, body } = publicCmsRefusal(url, cmsApi) ?? handleCmsRequest(store, c.req.method, url);
    return c.json(body as object, status as 200, { 'cache-control': 'no-store' });
  });

  if (serveStorybook && storybookDir && existsSync(storybookDir)) {
    // The design system's workshop, not a page of the site: never in a search engine.
    app.use('/storybook/*', async (c, next) => (await next(), c.res.headers.set('x-robots-tag', 'noindex, nofollow')));
    app.get('/storybook', (c) => c.redirect('/storybook/', 301));
    app.use(
      '/storybook/*',
      serveStatic({ root: relative(process.cwd(), storybookDir), rewriteRequestPath: (path) => path.replace(/^\/storybook/, '') }),
    );
  }

  // Hashed build assets never change under their name; anything else of the build revalidates.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || isComplete(c.res) || c.res.headers.has('cache-control')) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.res.headers.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  const site = serveStatic({ root: relative(process.cwd(), siteDir) });
  // The props files of the pages the server rendered after the build.
  app.get(`${PAGE_DATA_PREFIX}*`, async (c, next) => {
    if (!PAGE_DATA_FILE.test(c.req.path)) return next();
    const code = await pages.dataFile(c.req.path);
    if (code === undefined) return next();
    return c.body(code, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
  });
  app.use('/assets/*', site);
  // What the server made with them since: the sitemap.
  for (const path of LIVE_FILES) {
    app.get(path, async (c, next) => {
      const file = await pages.file(c.req.path);
      if (!file) return next();
      const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': 'no-cache' };
      if (c.req.header(RAW_PAGE_HEADER) === 'raw') headers[CACHE_TAG_HEADER] = cacheTags(c.req.path, []).join(',');
      return c.body(file.body, 200, headers);
    });
  }

  // Pages carry the visitor's country and region from the CDN headers, so the page knows them
  // before first paint; HTML is revalidated on every visit (no-cache + ETag).
  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (isFilePath(url.pathname)) return next();
    // One address per page: any other spelling of it is sent there, the query kept (domain/rules/canonical-path.ts).
    const path = canonicalPath(url.pathname);
    if (path === null) return notFound(c);
    // The editors' redirects (issue 66), before any page: one hop, however the path was spelled.
    const redirect = await redirects(path);
    if (redirect) return c.redirect(withQuery(redirect.location, url.search), redirect.status);
    if (path !== url.pathname) return c.redirect(path + url.search, 301);
    // A word tool's path: a form of a word goes to the word's own URL; a name that is no word is
    // the 404 at once, nothing looked up or rendered (issue 47).
    const word = words?.route(path);
    if (word?.kind === 'redirect') return c.redirect(localizePath(word.to, word.locale), 301);
    if (word?.kind === 'invalid') return notFound(c);
    let page: Page | undefined;
    try {
      page = await pages.page(path, requester(c));
    } catch (error) {
      if (!(error instanceof TooBusy)) throw error;
      return c.text('This page is being prepared: try again in a few seconds.', 503, { 'retry-after': String(error.retryAfterS), 'cache-control': 'no-store' });
    }
    if (page === undefined) return next();
    // A list on the page asked for by the URL: the tutors' directory filtered, sorted or longer, the
    // help center searched. The page rendered for that query, one address per spelling of it.
    let asked: { search: string; readAt: string } | null = null;
    const list = listAsked(page.facts, url.searchParams);
    if (list === 'directory') {
      const query = directoryQuery(url.searchParams);
      // The form always carries the visitor's zone; a list that does not depend on it is one address for everyone.
      if (url.searchParams.has(DIRECTORY_PARAMS.zone) && !dependsOnTime(query)) {
        const kept = new URLSearchParams(url.search);
        kept.delete(DIRECTORY_PARAMS.zone);
        return c.redirect(`${path}${kept.size ? `?${kept}` : ''}`, 302);
      }
      // Free lessons and the soonest of them move on with the clock: such a list is read again each hour.
      asked = { search: directorySearch(query), readAt: dependsOnTime(query) ? new Date().toISOString().slice(0, 13) : '' };
    } else if (list === 'faq') {
      const query = faqQuery(url.searchParams);
      // Typed with stray spaces, or longer than any question: sent to the search's one spelling.
      if (url.searchParams.get(FAQ_SEARCH_PARAM) !== query) {
        const kept = new URLSearchParams(url.search);
        kept.set(FAQ_SEARCH_PARAM, query);
        return c.redirect(`${path}?${kept}`, 302);
      }
      asked = { search: faqSearch(query), readAt: '' };
    } else if (list === 'practice') {
      // A word's practice answered: its one spelling (the answers only, in order), or the page itself when it answers nothing.
      const search = practiceSearch(url.searchParams);
      const spelled = search ? `?${search}` : '';
      if (url.search !== spelled) return c.redirect(`${path}${spelled}`, 302);
      asked = { search, readAt: '' };
    }
    if (asked?.search && pages.queried) {
      let queried: Page | undefined;
      try {
        queried = await pages.queried(path, asked.search, requester(c), asked.readAt);
      } catch (error) {
        if (!(error instanceof TooBusy)) throw error;
        return c.text('This list is being prepared: try again in a few seconds.', 503, { 'retry-after': String(error.retryAfterS), 'cache-control': 'no-store' });
      }
      if (queried) return servePage(c, `${path}?${asked.search}`, queried, 200, serving);
    }
    return servePage(c, path, page, 200, serving);
  });

  // The build's HTML files are pages, served above with their visitor context and policy: asked
  // for by file name (/index.html, /faq/index.html, React Router's /__spa-fallback.html) they
  // would go out raw, so a page's file redirects to the page and any other HTML file is unknown.
  app.get('*', async (c, next) => {
    if (!c.req.path.endsWith('.html')) return next();
    const page = c.req.path.replace(/\/index\.html$/, '') || '/';
    if (page !== c.req.path && (await pages.page(page))) return c.redirect(page + (new URL(c.req.url).search || ''), 301);
    return notFound(c);
  });

  // The static files of the build: files only. A page's directory is not served from disk: its
  // index.html is the page as built, which the CMS may have changed or removed since (live/).
  app.use('*', (c, next) => (isFilePath(c.req.path) ? site(c, next) : next()));

  /** Who asks, for the renders a page request may start: an address renders its own share, at its own rate. */
  function requester(c: Context): Requester {
    const address = addressBucket(clientAddress(c));
    return {
      address,
      mayRender: async () => {
        if (!renderRateLimit) return null;
        const now = Date.now();
        const counter = await limitStore.hit(`render:${address}`, renderRateLimit.windowMs, now);
        return counter.count > renderRateLimit.max ? retryAfterSeconds(counter.resetAt, now) : null;
      },
    };
  }

  // Anything else: the 404 page of the locale the path is in, with status 404.
  async function notFound(c: Context) {
    let missing: Page | undefined;
    try {
      // Rendered for what a visitor asked to see; a POST or a probe with another method gets the plain 404.
      missing = ['GET', 'HEAD'].includes(c.req.method) ? await pages.missing?.(c.req.path, requester(c)) : undefined;
    } catch (error) {
      if (!(error instanceof TooBusy)) throw error;
    }
    // A word the tools have no page for: its own 404, with the nearest words they have.
    if (missing) return servePage(c, c.req.path, missing, 404, serving);
    const path = localizePath('/404', splitLocale(c.req.path).locale);
    const page = await pages.page(path);
    return page ? servePage(c, path, page, 404, serving) : c.text('Not found', 404);
  }
  app.all('*', notFound);

  return app;
}
