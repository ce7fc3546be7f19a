// Security headers of every response. Pages get a Content-Security-Policy that cannot break
// them (no framing, no plugins, no foreign <base> or form targets); the script and style
// directives wait for the hashes and the per-request style nonce that issue #13 plans (Radix's
// scroll lock and react-aria inject <style> elements at run time). Everything that is not a
// page (JSON, assets, the content service) may run nothing and be framed nowhere.
import type { MiddlewareHandler } from 'hono';

export const PAGE_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Two years, subdomains included: sent only on HTTPS (directly or, with trustProxy, per X-Forwarded-Proto). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders({ trustProxy = false }: { trustProxy?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    const isPage = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    // Storybook (a designers' tool with its own inline scripts and frames) keeps the others only.
    if (c.req.path.startsWith('/storybook/')) c.res.headers.delete('x-frame-options');
    // A 304 has no content type, and the browser merges its headers into the cached page's: it
    // must not carry a policy at all, or a revalidated page would get the one of a resource.
    else if (c.res.status !== 304) c.res.headers.set('content-security-policy', isPage ? PAGE_POLICY : RESOURCE_POLICY);
    const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    if ((forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https') c.res.headers.set('strict-transport-security', HSTS);
  };
}
