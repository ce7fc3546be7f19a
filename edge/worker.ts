// The one edge rule (docs/deploy.md), as a Cloudflare Worker in front of the static build:
// writes the visitor's geo, sign-in state and split-test variant into each page with the Node
// server's own function (server/personalise.ts); answers unknown paths with the locale's 404 page;
// sets the same security headers, and each page's Content-Security-Policy with a style nonce of
// its own, sent in a Server-Timing entry as well (server/security.ts, which needs wrangler's
// `nodejs_compat` flag for node:crypto). Per request it only writes the visitor's marks in: the
// page comes from the edge's cache, and its facts and policy are read once per page body.
import { createHash } from 'node:crypto';
import { HSTS, isSubresource, matchesEtag, newNonce, RAW_PAGE_HEADER, RESOURCE_POLICY, SECURITY_HEADERS, SUBRESOURCE_HEADERS } from '../server/security.ts';
import { factsFromHeader, listAsked, PAGE_FACTS_HEADER, personalise, servedPage, storedFactsOf, type ServedPage } from '../server/personalise.ts';
import { sessionCookieIn } from '../server/session-cookie.ts';
import { localizePath, splitLocale } from '../domain/i18n/locale.ts';
import { isWordPath } from '../domain/words/paths.ts';
import { tagManagerFromEnv } from '../domain/analytics/tag-manager.ts';
import { CMS_WEBHOOK_BODY_LIMIT_BYTES, isInstanceRoute, LIVE_FILES, PAGE_DATA_PREFIX } from '../server/instance-routes.ts';
import { parseRedirectTable, redirectLookup, REDIRECTS_FILE, withQuery } from '../domain/content/redirects.ts';
import { canonicalPath } from '../domain/rules/canonical-path.ts';


/** The Workers static-assets binding (only what the rule uses). */
export interface Assets {
  fetch(request: Request | URL | string): Promise<Response>;
}

/**
 * The Worker's variables: CMS_ORIGINS, space-separated, when pages load media or content from a
 * CMS elsewhere; ORIGIN, the Node instances that keep pages current with the CMS (docs/deploy.md,
 * "Publishing"): pages then come from there, cached at the edge until the instances purge them.
 */
export interface Env {
  ASSETS: Assets;
  CMS_ORIGINS?: string;
  ORIGIN?: string;
  /** A Google Tag Manager container, as on the Node server (domain/analytics/tag-manager.ts). */
  GTM_ID?: string;
}

/** The edge's copies: a day for a page (the instances purge it when it changes), a minute for a 404, never an error. */
const EDGE_CACHE = { cacheEverything: true, cacheTtlByStatus: { '200-299': 86_400, '404': 60, '500-599': 0 } };
const forSeconds = (seconds: number) => ({ ...EDGE_CACHE, cacheTtlByStatus: { ...EDGE_CACHE.cacheTtlByStatus, '200-299': seconds } });
/** A page rendered for a query (a search, a filtered list): five minutes, as the instances purge a page's own address only. */
const QUERIED_EDGE_CACHE = forSeconds(300);
/** A word's page: made on request and not stored, no publish names it for a purge; an hour, so a change to the shell reaches it within one. */
const WORD_PAGE_EDGE_CACHE = forSeconds(3_600);

/**
 * A file of the build, or, with ORIGIN, a page as the instances have it now (unpersonalised: the
 * rule below personalises it for each visitor, from one cached copy), the files they make with
 * the pages (the sitemap), and the props files of pages they rendered after the build.
 */
/** Files the instances make after the build: pages' props files, word pages' cards, the word pages' sitemaps. */
const MADE_BY_INSTANCES = [PAGE_DATA_PREFIX, '/social/', '/sitemaps/', '/sitemap-index.xml'];

/** A page as the instances have it, raw; with a query, the page rendered for it. A redirect (a word's form to the word's URL, a search to its one spelling) is passed on as it is, not followed. */
function fromOrigin(origin: string, path: string, search = ''): Promise<Response> {
  const url = onOrigin(origin, path);
  url.search = search;
  const cache = search ? QUERIED_EDGE_CACHE : isWordPath(splitLocale(path).path) ? WORD_PAGE_EDGE_CACHE : EDGE_CACHE;
  return fetch(new Request(url, { headers: { [RAW_PAGE_HEADER]: 'raw' }, redirect: 'manual' }), { cf: cache } as RequestInit);
}

async function fromSite(path: string, request: Request, env: Env): Promise<Response> {
  if (env.ORIGIN && (!/\.[a-z0-9]+$/i.test(path) || (LIVE_FILES as readonly string[]).includes(path))) return fromOrigin(env.ORIGIN, path);
  const file = await env.ASSETS.fetch(request);
  if (env.ORIGIN && file.status === 404 && MADE_BY_INSTANCES.some((prefix) => path.startsWith(prefix))) return fromOrigin(env.ORIGIN, path);
  return file;
}

/**
 * A request only the instances answer (server/instance-routes.ts: the account forms, the APIs, the
 * CMS's webhook, the preview), sent to ORIGIN as it came (method, query, headers, body) and never
 * cached; their answer goes back untouched: a redirect as a redirect, with its cookies, and the
 * preview's own frame policy.
 */
async function toInstances(request: Request, origin: string): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const url = onOrigin(origin, pathname);
  url.search = search;
  // The instances take a body only with its length (no chunked bodies): it is read here, up to
  // the largest any of their routes takes, and sent whole.
  let body: ArrayBuffer | null = null;
  if (request.body) {
    const tooLarge = () => Response.json({ error: `The body is too large: at most ${CMS_WEBHOOK_BODY_LIMIT_BYTES} bytes.` }, { status: 413 });
    if (Number(request.headers.get('content-length') ?? 0) > CMS_WEBHOOK_BODY_LIMIT_BYTES) return tooLarge();
    body = await request.arrayBuffer();
    if (body.byteLength > CMS_WEBHOOK_BODY_LIMIT_BYTES) return tooLarge();
  }
  // No `cf` cache options: by default Cloudflare caches no POST and no path without a file
  // extension, which these are.
  return fetch(new Request(url, { method: request.method, headers: endToEnd(request.headers), body, redirect: 'manual' }));
}

/** Headers about this connection, not the request (RFC 9110 §7.6.1): what the Worker would pass on of them is false for its own hop. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'content-length'];

/**
 * A request's headers without its hop-by-hop ones, and those its Connection header names (issue
 * 59: a chunked POST or an `Upgrade: websocket` GET passed on got a 500); the body is sent whole,
 * its length worked out again.
 */
export function endToEnd(original: Headers): Headers {
  const headers = new Headers(original);
  const named = original.get('connection')?.split(',').map((name) => name.trim().toLowerCase()) ?? [];
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  return headers;
}

/**
 * A path on ORIGIN, and only there (issue #41): resolved as a reference, a path starting `//host/`
 * or `/\\host/` names another host, whose page would then be served and cached as ours. Setting
 * the pathname never changes the host, whatever the path holds (slashes, backslashes, encoded or
 * dot segments).
 */
export function onOrigin(origin: string, path: string): URL {
  const url = new URL(origin);
  url.pathname = path;
  url.search = '';
  return url;
}

/**
 * Each page body's facts and policy, by the body's ETag (the build's assets and the instances' raw
 * pages both send one): an instance's page brings the facts its store keeps (PAGE_FACTS_HEADER);
 * a page of the static build is read once (its campaign, its experiments, the hashes of every
 * inline script and style), the costly part of a response and the same for every visitor. An
 * isolate keeps the last 256.
 */
const PAGES_KEPT = 256;
const pagesRead = new Map<string, Omit<ServedPage, 'html'>>();
function servedPageOf(html: string, headers: Headers, cmsOrigins: readonly string[]): ServedPage {
  const etag = headers.get('etag');
  const key = etag && `${etag} ${cmsOrigins.join(' ')}`;
  let read = key ? pagesRead.get(key) : undefined;
  if (!read) {
    read = servedPage(html, factsFromHeader(headers.get(PAGE_FACTS_HEADER)) ?? storedFactsOf(html), cmsOrigins);
    if (key) {
      if (pagesRead.size >= PAGES_KEPT) pagesRead.delete(pagesRead.keys().next().value!);
      pagesRead.set(key, read);
    }
  }
  return { html, ...read };
}

/**
 * The editors' redirects (issue 66), as published with the pages (from ORIGIN, else the build):
 * an isolate reads the table again after this long, so a published redirect reaches every edge
 * within it (the instances purge the file itself when a publish changes it).
 */
export const REDIRECTS_KEPT_MS = 30_000;
const redirectTables = new Map<string, { lookup: Promise<ReturnType<typeof redirectLookup>>; until: number }>();
/** A new deploy is a new isolate; tests run several Workers in one, and start each afresh. */
export const forgetRedirectTables = () => redirectTables.clear();

function redirectOf(path: string, url: string, env: Env) {
  // By where the table comes from: the instances (each ORIGIN), or the build.
  const source = env.ORIGIN ?? 'assets';
  let kept = redirectTables.get(source);
  if (!kept || Date.now() >= kept.until) {
    const lookup = fromSite(REDIRECTS_FILE, new Request(new URL(REDIRECTS_FILE, url)), env)
      .then(async (response) => (response.ok ? parseRedirectTable(await response.text()) : null))
      .catch(() => null)
      .then((table) => redirectLookup(table ?? { rules: [] }));
    kept = { lookup, until: Date.now() + REDIRECTS_KEPT_MS };
    redirectTables.set(source, kept);
  }
  return kept.lookup.then((lookup) => lookup(canonicalPath(path) ?? path));
}

/** A variant's own validator: the page body's and the visitor's marks together. */
const variantEtag = (bodyEtag: string, variant: string) => `"${createHash('sha1').update(`${bodyEtag} ${variant}`).digest('base64url')}"`;


export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname, search, searchParams } = new URL(request.url);
    if (env.ORIGIN && isInstanceRoute(request.method, pathname)) return toInstances(request, env.ORIGIN);
    // A page's body is asked for whole: whether the browser's copy is current is decided below, per variant.
    const isPage = !/\.[a-z0-9]+$/i.test(pathname);
    // The editors' redirects, before any page is looked up, as on the instances.
    const redirect = isPage ? await redirectOf(pathname, request.url, env) : null;
    if (redirect) return new Response(null, { status: redirect.status, headers: secured(new Headers({ location: withQuery(redirect.location, search) })) });
    let response = await fromSite(pathname, isPage ? new Request(request, { headers: withoutValidators(request.headers) }) : request, env);
    // A list the query asks for (the help center searched, the directory filtered): the instances render the page for it.
    const facts = env.ORIGIN && isPage && response.ok && search ? factsFromHeader(response.headers.get(PAGE_FACTS_HEADER)) : null;
    if (facts && listAsked(facts, searchParams)) {
      await response.body?.cancel();
      response = await fromOrigin(env.ORIGIN!, pathname, search);
    }
    // The instances' own 404 page for a page path is kept (a word's, with its suggestions).
    if (response.status === 404 && !(env.ORIGIN && isPage && response.headers.get('content-type')?.startsWith('text/html'))) {
      // The 404 page of the locale the path is in (/es/…, /pt/…, /uk/…, else English), status 404.
      const notFound = localizePath('/404', splitLocale(pathname).locale);
      const page = await fromSite(notFound, new Request(new URL(notFound, request.url)), env);
      response = new Response(page.body, { status: 404, headers: page.headers });
    }
    const type = response.headers.get('content-type');
    if (!type?.startsWith('text/html')) {
      const subresource = isSubresource(type);
      const headers = secured(response.headers, subresource ? SUBRESOURCE_HEADERS : SECURITY_HEADERS);
      if (!subresource) headers.set('content-security-policy', RESOURCE_POLICY);
      return new Response(response.body, { status: response.status, headers });
    }

    // The edge cannot check a session against the database: the cookie's presence decides the
    // signed-in variant of a few links; the page checks the session itself once loaded.
    const isSignedIn = sessionCookieIn(request.headers.get('cookie') ?? '') !== undefined;
    const bodyEtag = response.headers.get('etag');
    const page = servedPageOf(await response.text(), response.headers, env.CMS_ORIGINS?.split(/\s+/).filter(Boolean) ?? []);
    // The Worker is Cloudflare's: its geo headers are the only ones believed.
    const visit = personalise(page, { headers: request.headers, query: new URL(request.url).searchParams, geoSource: 'cloudflare', isSignedIn, now: Date.now(), https: true, tagManager: tagManagerFromEnv(env) });
    const headers = secured(response.headers);
    headers.delete('content-length');
    headers.delete(PAGE_FACTS_HEADER);
    for (const [name, value] of Object.entries(visit.headers)) headers.set(name, value);
    if (visit.setCookie) headers.append('set-cookie', visit.setCookie);
    if (bodyEtag) {
      headers.set('etag', variantEtag(bodyEtag, visit.variant));
      // The browser keeps its copy with the policy and nonce that came with it: a 304 carries neither.
      if (response.status === 200 && matchesEtag(request.headers.get('if-none-match') ?? undefined, headers.get('etag')!)) {
        headers.delete('content-security-policy');
        return new Response(null, { status: 304, headers });
      }
    } else headers.delete('etag');
    for (const [name, value] of Object.entries(visit.policyHeaders(newNonce()))) headers.set(name, value);
    return new Response(visit.body(), { status: response.status, headers });
  },
};

function withoutValidators(original: Headers) {
  const headers = new Headers(original);
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  return headers;
}

/** The headers a response gets, as on the Node server (the edge is always HTTPS). */
function secured(original: Headers, security = SECURITY_HEADERS) {
  const headers = new Headers(original);
  for (const [name, value] of Object.entries(security)) headers.set(name, value);
  headers.set('strict-transport-security', HSTS);
  return headers;
}
