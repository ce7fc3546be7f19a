// The CDN's copies of what changed, purged once the server has the new page (docs/deploy.md,
// "Publishing"): Cloudflare's purge by URL, for each URL under every origin the CDN caches it at
// (CDN_PURGE_ORIGINS: the public site and, behind the Worker, the origin it fetches pages from).
// A purge that fails is logged; the CDN's copy then expires on its own.
import { logMessage } from '../log.ts';

/** Cloudflare takes at most 30 URLs per purge request on every plan. */
const URLS_PER_REQUEST = 30;

export interface CdnPurgeOptions {
  zoneId: string;
  apiToken: string;
  origins: readonly string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export function cloudflarePurge({ zoneId, apiToken, origins, fetch: send = fetch, log = (line) => console.warn(line) }: CdnPurgeOptions) {
  return async (paths: readonly string[]) => {
    const urls = origins.flatMap((origin) => paths.map((path) => `${origin}${path}`));
    for (let start = 0; start < urls.length; start += URLS_PER_REQUEST) {
      const files = urls.slice(start, start + URLS_PER_REQUEST);
      try {
        const response = await send(`https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ files }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
      } catch (error) {
        log(`[live] the CDN's copies of ${files.length} URL(s) were not purged (${logMessage(error)}): they expire on their own`);
      }
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
