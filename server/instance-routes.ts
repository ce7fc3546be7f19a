// What only the Node instances can answer, listed once for both sides: server/app.ts mounts its
// routes at these paths (app.test.ts fails on a route missing here), and the edge Worker
// (edge/worker.ts) sends each request for them to ORIGIN as it came: method, query string,
// headers and body, never cached, the answer passed back untouched (a redirect with its session
// cookie, the preview's own frame policy). Without this, the documented deployment answered the
// no-JavaScript sign-in with the page, the webhook with the 404 page, and the preview with a 401
// (its token dropped) that could not be framed (issue #41).
import { LOCALES } from '../domain/constants.ts';
import { localizePath } from '../domain/i18n/locale.ts';
import { WORD_SEARCH_PATH } from '../domain/words/paths.ts';
import { CONTACT_PATH } from '../domain/support/contact.ts';

export const CMS_WEBHOOK_PATH = '/webhooks/cms';
/** A Strapi entry with its sections and relations populated stays far below this; the largest body any route takes. */
export const CMS_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
export const PREVIEW_PATH = '/preview';
/** The account forms post to their page's own URL when JavaScript is off (a GET is the page). */
export const ACCOUNT_FORM_PATHS = ['/sign-in', '/sign-out', '/forgot-password', '/reset-password'] as const;

export interface InstanceRoute {
  /** A path, or a prefix ending in `/*` (the prefix itself included). */
  path: string;
  /** Only these methods; any when absent. */
  methods?: readonly string[];
}

export const INSTANCE_ROUTES: readonly InstanceRoute[] = [
  { path: '/api/*' },
  { path: '/v1/*' },
  // The local content service, when the browser reads it (no CMS_PUBLIC_URL).
  { path: '/cms/*' },
  { path: CMS_WEBHOOK_PATH },
  { path: PREVIEW_PATH },
  // The operators' analytics report (server/analytics/report-page.ts) and its CSV files.
  { path: '/operator/*' },
  ...LOCALES.flatMap((locale) => [...ACCOUNT_FORM_PATHS, CONTACT_PATH].map((form) => ({ path: localizePath(form, locale), methods: ['POST'] }))),
  // The word tools' search without JavaScript: a redirect decided by the query (server/words.ts).
  ...LOCALES.map((locale) => ({ path: localizePath(WORD_SEARCH_PATH, locale), methods: ['GET'] })),
];

const matches = (route: InstanceRoute, path: string) =>
  route.path.endsWith('/*') ? path === route.path.slice(0, -2) || path.startsWith(route.path.slice(0, -1)) : path === route.path;

/** Whether a request is the instances' to answer (a URL's normalised pathname). */
export const isInstanceRoute = (method: string, path: string) =>
  INSTANCE_ROUTES.some((route) => matches(route, path) && (!route.methods || route.methods.includes(method.toUpperCase())));

/**
 * What the instances make beside the pages, kept current with the CMS (server/live/): the edge
 * takes them from ORIGIN and caches them like a page, until the instances purge them. A page's
 * props file the build did not make comes from there too.
 */
export const LIVE_FILES = ['/sitemap.xml', '/redirects.json'] as const;
export const PAGE_DATA_PREFIX = '/assets/page-data-';
