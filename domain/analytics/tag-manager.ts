// Google Tag Manager, for teams that use it (issue 46): off unless GTM_ID names a container. The
// server (or the edge) then writes the container's id into every page it serves and widens the
// page's policy for Google's hosts and for the response's nonce; the client entry loads gtm.js
// with that nonce (site/platform/analytics/tag-manager.ts). Consent Mode v2's default and updates
// are in the data layer before it loads (consent.ts), and the site's events go on feeding it.

export const TAG_MANAGER_META = 'gtm-id';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

/** The hosts GTM and the Google Analytics 4 tag it usually carries load from and send to (Google's CSP guide). */
const TAG_MANAGER_SOURCES = {
  'script-src': [TAG_MANAGER_ORIGIN],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** GTM_ID, checked; undefined when unset. */
export function tagManagerFromEnv(env: { GTM_ID?: string }): string | undefined {
  const id = env.GTM_ID?.trim();
  if (!id) return undefined;
  if (!CONTAINER_ID.test(id)) throw new Error(`GTM_ID must be a container id such as GTM-AB12CD3, not "${id}".`);
  return id;
}

/** The page with the container's id in a <meta>, for the client entry. */
export const withTagManagerMeta = (html: string, id: string) => html.replace('</head>', `<meta name="${TAG_MANAGER_META}" content="${id}"></head>`);

/**
 * A page's policy with Google's hosts and the response's nonce added: the client entry gives
 * gtm.js the nonce, and GTM passes it on to the tags it injects. Fails loudly if the policy no
 * longer has the directives it extends (server/security.ts pagePolicy writes them).
 */
export function withTagManagerPolicy(policy: string, nonce: string): string {
  return Object.entries(TAG_MANAGER_SOURCES).reduce((current, [directive, sources]) => {
    const pattern = new RegExp(`(^|; )${directive} ([^;]*)`);
    if (!pattern.test(current)) throw new Error(`The page policy has no ${directive} to add Google Tag Manager to.`);
    const extra = directive === 'script-src' ? [`'nonce-${nonce}'`, ...sources] : sources;
    return current.replace(pattern, (_, start: string, values: string) => `${start}${directive} ${values} ${extra.join(' ')}`);
  }, policy);
}
