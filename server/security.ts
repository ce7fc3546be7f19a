// Security headers of every response, and each prerendered page's Content-Security-Policy: no
// 'unsafe-inline'. A page's inline scripts (React Router's context and stream, the storage
// stand-in, the analytics queue) and its server-rendered <style> (Stitches) are allowed by
// their hashes, computed once from the built HTML; Stitches' later rules go through insertRule,
// which CSP does not check, from a <style> it creates empty (the hash of ''). Style attributes
// in the markup (visually hidden text, a CMS banner's colour) are allowed by hash too
// ('unsafe-hashes' for attributes only). Everything else comes from the site itself, or from
// the CMS when CMS_URL points at one (its media, and the browser's refresh of header and footer).
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const EMPTY_STYLE = hash('');

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/** The hashes of a page's inline scripts, <style> elements and style attributes. */
export function inlineHashes(html: string) {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hash(match[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1]!));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => hash(decodeAttribute(match[1]!)));
  return { scripts: unique(scripts), styles: unique([...styles, EMPTY_STYLE]), attributes: unique(attributes) };
}

/** The attribute's value as the browser hashes it: after entity decoding. */
function decodeAttribute(value: string) {
  return value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[entity]!);
}

export interface PolicyOptions {
  /** Other origins the pages may load media from and fetch content of (a real CMS). */
  cmsOrigins?: readonly string[];
}

/** The Content-Security-Policy of one prerendered page. */
export function pagePolicy(html: string, { cmsOrigins = [] }: PolicyOptions = {}): string {
  const { scripts, styles, attributes } = inlineHashes(html);
  const cms = cmsOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`,
    `style-src 'self' ${styles.join(' ')}`,
    attributes.length ? `style-src-attr 'unsafe-hashes' ${attributes.join(' ')}` : "style-src-attr 'none'",
    `img-src 'self' data: ${cms}`,
    `media-src 'self' ${cms}`,
    `connect-src 'self' ${cms}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.map((directive) => directive.trim()).join('; ');
}

/** For everything that is not a page (JSON, assets): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const HSTS = 'max-age=63072000; includeSubDomains';

/** Sets the headers on every response; a page's own CSP, set by its route, is kept. */
export function securityHeaders({ trustProxy = false }: { trustProxy?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    // Storybook (a designers' tool with its own inline scripts) keeps the other headers only.
    if (!c.res.headers.has('content-security-policy') && !c.req.path.startsWith('/storybook/')) {
      c.res.headers.set('content-security-policy', RESOURCE_POLICY);
    }
    const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    if ((forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https') c.res.headers.set('strict-transport-security', HSTS);
  };
}
