// The CDN's copies of what changed, purged once per batch by the instance that committed it
// (publisher.ts; docs/deploy.md, "Publishing"). By cache tag (cache-tags.ts, issue 66): the tags of
// the content the batch changed, and the path tag of each changed URL none of them covers; a tag
// reaches the copies under every host the zone caches. Designed for the Free plan's limits, the
// smallest: 100 tags, prefixes or URLs a request, 5 requests a minute with a burst of 25
// (developers.cloudflare.com/cache/how-to/purge-cache; every purge kind is on every plan). A batch
// past the burst (2,500 tags: thousands of pages each changed by its own path) purges by prefix
// instead, one for each section of the site it touched, under each origin the CDN caches it at
// (CDN_PURGE_ORIGINS); the whole zone only if even those are past it. A purge that fails is
// logged; the CDN's copy then expires on its own. Each batch's purge is logged and counted.
import type { Purge } from './cache-tags.ts';
import { logMessage } from '../log.ts';
import { localizePath, splitLocale } from '../../domain/i18n/locale.ts';
export const PURGE_LIMITS = { perRequest: 100, burst: 25, perMinute: 5 } as const;

/** What one batch's purge sent: its requests and what they named (logged, and counted by tests and the contract run). */
export interface PurgeSent {
  by: 'tags' | 'prefixes' | 'everything';
  requests: number;
  items: number;
}

/**
 * What covers these URLs by prefix, under each origin: a prefix for each section of the site a URL
 * is in ("www.lingo.example/es/blog"), and a home page by its own URL (its prefix would be the whole host).
 */
export function purgePrefixes(urls: readonly string[], origins: readonly string[]): { prefixes: string[]; files: string[] } {
  const sections = new Set<string>();
  const homes = new Set<string>();
  for (const url of urls) {
    const { locale, path } = splitLocale(url);
    const [, first] = path.split('/');
    if (first) sections.add(localizePath(`/${first}`, locale));
    else homes.add(url);
  }
  return {
    prefixes: origins.flatMap((origin) => [...sections].map((section) => `${new URL(origin).host}${section}`)),
    files: origins.flatMap((origin) => [...homes].map((home) => `${origin}${home}`)),
  };
}

export interface CdnPurgeOptions {
  zoneId: string;
  apiToken: string;
  origins: readonly string[];
  /** Cloudflare's API (CLOUDFLARE_API_URL: the contract run points it at a stand-in that records each purge). */
  apiUrl?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Waits between requests once the burst is spent, and the clock the bucket refills by (tests pass their own pair). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function cloudflarePurge({ zoneId, apiToken, origins, apiUrl = 'https://api.cloudflare.com/client/v4', fetch: post = fetch, log = (line) => console.warn(line), sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: clock = Date.now }: CdnPurgeOptions) {
  // The account's bucket as this instance spends it: refilled at the plan's rate.
  let tokens: number = PURGE_LIMITS.burst;
  let refilledAt = clock();
  const refillMs = 60_000 / PURGE_LIMITS.perMinute;

  async function take() {
    const now = clock();
    tokens = Math.min(PURGE_LIMITS.burst, tokens + (now - refilledAt) / refillMs);
    refilledAt = now;
    if (tokens < 1) {
      await sleep((1 - tokens) * refillMs);
      tokens = 1;
      refilledAt = clock();
    }
    tokens -= 1;
  }

  async function request(body: object, what: string) {
    await take();
    try {
      const response = await post(`${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch (error) {
      log(`[live] the CDN's copies of ${what} were not purged (${logMessage(error)}): they expire on their own`);
    }
  }

  /** Each list in requests of at most PURGE_LIMITS.perRequest: how many were sent. */
  async function send(lists: Array<['tags' | 'prefixes' | 'files', readonly string[]]>) {
    let requests = 0;
    for (const [kind, items] of lists) {
      for (let start = 0; start < items.length; start += PURGE_LIMITS.perRequest) {
        const some = items.slice(start, start + PURGE_LIMITS.perRequest);
        await request({ [kind]: some }, `${some.length} ${kind}`);
        requests += 1;
      }
    }
    return requests;
  }

  const withinBurst = (count: number) => Math.ceil(count / PURGE_LIMITS.perRequest) <= PURGE_LIMITS.burst;

  return async ({ urls, tags }: Purge): Promise<PurgeSent> => {
    let sent: PurgeSent;
    const covering = withinBurst(tags.length) ? null : purgePrefixes(urls, origins);
    if (!covering) sent = { by: 'tags', requests: await send([['tags', tags]]), items: tags.length };
    else if (withinBurst(covering.prefixes.length + covering.files.length)) {
      sent = { by: 'prefixes', requests: await send([['prefixes', covering.prefixes], ['files', covering.files]]), items: covering.prefixes.length + covering.files.length };
    } else {
      await request({ purge_everything: true }, 'every URL');
      sent = { by: 'everything', requests: 1, items: 0 };
    }
    log(`[live] CDN purge for ${urls.length} changed URL(s): ${sent.by === 'everything' ? 'the whole zone' : `${sent.items} ${sent.by}`} in ${sent.requests} request(s)`);
    return sent;
  };
}

/** CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN (purge permission only) and CDN_PURGE_ORIGINS (space-separated), all or none. */
export function cdnPurgeFromEnv(env: NodeJS.ProcessEnv): ((purge: Purge) => Promise<PurgeSent>) | undefined {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const apiToken = env.CLOUDFLARE_API_TOKEN?.trim();
  const origins = (env.CDN_PURGE_ORIGINS ?? '').split(/\s+/).filter(Boolean).map((origin) => new URL(origin).origin);
  if (!zoneId && !apiToken && origins.length === 0) return undefined;
  if (!zoneId || !apiToken || origins.length === 0) throw new Error('The CDN purge needs CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN and CDN_PURGE_ORIGINS together.');
  return cloudflarePurge({ zoneId, apiToken, origins, ...(env.CLOUDFLARE_API_URL?.trim() ? { apiUrl: env.CLOUDFLARE_API_URL.trim().replace(/\/$/, '') } : {}) });
}
