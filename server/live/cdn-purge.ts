// The CDN's copies of what changed, purged once per batch by the instance that committed it
// (publisher.ts; docs/deploy.md, "Publishing"): Cloudflare's purge by URL, for each URL under
// every origin the CDN caches it at (CDN_PURGE_ORIGINS: the public site and, behind the Worker,
// the origin it fetches pages from). Designed for the Free plan's limits, the smallest: 100 URLs a
// request, 5 requests a minute with a burst of 25 (developers.cloudflare.com/cache/how-to/purge-cache).
// A batch that would take more than the burst (about 1,200 pages on two origins) purges the
// zone's whole cache in one request instead: every page is fetched again once, which the origin
// serves from its store. A purge that fails is logged; the CDN's copy then expires on its own.
import { logMessage } from '../log.ts';

export const PURGE_LIMITS = { urlsPerRequest: 100, burst: 25, perMinute: 5 } as const;

export interface CdnPurgeOptions {
  zoneId: string;
  apiToken: string;
  origins: readonly string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Waits between requests once the burst is spent, and the clock the bucket refills by (tests pass their own pair). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function cloudflarePurge({ zoneId, apiToken, origins, fetch: send = fetch, log = (line) => console.warn(line), sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: clock = Date.now }: CdnPurgeOptions) {
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
      const response = await send(`https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
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

  return async (paths: readonly string[]) => {
    const urls = origins.flatMap((origin) => paths.map((path) => `${origin}${path}`));
    const requests = Math.ceil(urls.length / PURGE_LIMITS.urlsPerRequest);
    if (requests > PURGE_LIMITS.burst) {
      log(`[live] ${urls.length} URLs changed, more than the purge limits take at once: the CDN's whole cache is purged`);
      return request({ purge_everything: true }, 'every URL');
    }
    for (let start = 0; start < urls.length; start += PURGE_LIMITS.urlsPerRequest) {
      const files = urls.slice(start, start + PURGE_LIMITS.urlsPerRequest);
      await request({ files }, `${files.length} URL(s)`);
    }
  };
}

/** CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN (purge permission only) and CDN_PURGE_ORIGINS (space-separated), all or none. */
export function cdnPurgeFromEnv(env: NodeJS.ProcessEnv): ((paths: readonly string[]) => Promise<void>) | undefined {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const apiToken = env.CLOUDFLARE_API_TOKEN?.trim();
  const origins = (env.CDN_PURGE_ORIGINS ?? '').split(/\s+/).filter(Boolean).map((origin) => new URL(origin).origin);
  if (!zoneId && !apiToken && origins.length === 0) return undefined;
  if (!zoneId || !apiToken || origins.length === 0) throw new Error('The CDN purge needs CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN and CDN_PURGE_ORIGINS together.');
  return cloudflarePurge({ zoneId, apiToken, origins });
}
