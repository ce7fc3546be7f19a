// Security headers of every response, and each page's Content-Security-Policy, without
// 'unsafe-inline'. A page's inline scripts (React Router's context and stream, the storage
// stand-in, the analytics queue) and its prerendered <style> (Stitches) are allowed by their
// hashes, computed once from the built HTML; Stitches' later rules go through insertRule, which
// CSP does not check, into a <style> it creates empty (the hash of ''). The <style> elements that
// Radix's scroll lock and react-aria insert at run time carry a nonce drawn for each response and
// sent beside the page, in a Server-Timing entry the client entry reads (site/entry.client.tsx):
// the page itself stays the same for every visitor of its variant, so it is compressed once and
// kept (server/page-variants.ts), and the nonce is never in the markup. Style attributes in
// the markup (visually hidden text, a CMS banner's colour) are allowed by hash ('unsafe-hashes'
// for attributes only). Everything else comes from the site, or from the CMS when CMS_URL points
// at one (its media, and the browser's refresh of header and footer).
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { CSP_NONCE_NAME } from '../domain/constants.ts';
import { randomBase64 } from '../domain/rules/random-token.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/** The attribute's value as the browser hashes it: after entity decoding. */
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[entity]!);

/**
 * The hashes of a page's inline scripts (not its data blocks, such as structured data, which never
 * run), <style> elements (and the empty one) and style attributes.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hash(match[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1]!));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => hash(decodeAttribute(match[1]!)));
  return { scripts: unique(scripts), styles: unique([...styles, hash('')]), attributes: unique(attributes) };
}

/** The hashes of a page's inline code, as its policy allows them (kept beside the page in the store). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  attributes: string[];
}

/** A page's policy, waiting for the response's nonce. */
export type PagePolicy = (nonce: string) => string;

/** `frameAncestors`: the one origin that may frame the page (a preview, in the CMS's admin); none by default. */
export function pagePolicy(html: string, cmsOrigins: readonly string[] = [], options: { frameAncestors?: string } = {}): PagePolicy {
  return policyOf(inlineHashes(html), cmsOrigins, options);
}

/** The policy of a page whose inline code has these hashes. */
export function policyOf({ scripts, styles, attributes }: InlineHashes, cmsOrigins: readonly string[] = [], { frameAncestors }: { frameAncestors?: string } = {}): PagePolicy {
  const cms = cmsOrigins.map((origin) => ` ${origin}`).join('');
  const fixed = {
    script: `script-src 'self' ${scripts.join(' ')}`.trim(),
    style: `style-src 'self' ${styles.join(' ')}`,
    rest: [
      attributes.length ? `style-src-attr 'unsafe-hashes' ${attributes.join(' ')}` : "style-src-attr 'none'",
      `img-src 'self' data:${cms}`,
      `media-src 'self'${cms}`,
      `connect-src 'self'${cms}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors ?? "'none'"}`,
    ].join('; '),
  };
  return (nonce) => `default-src 'self'; ${fixed.script}; ${fixed.style} 'nonce-${nonce}'; ${fixed.rest}`;
}

/**
 * Asked with this header set to "raw", the server answers a page as built, not personalised: what
 * the edge caches once and personalises for each visitor (edge/worker.ts with ORIGIN). A raw page
 * is the same public HTML as build/client's.
 */
export const RAW_PAGE_HEADER = 'x-page-variant';

/**
 * If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`. A proxy that
 * compresses a page may weaken its ETag, and the browser then sends the weak form back.
 */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

export const newNonce = randomBase64;

/** The Server-Timing entry that carries the response's nonce to the client entry. */
export const nonceTiming = (nonce: string) => `${CSP_NONCE_NAME};desc="${nonce}"`;

/** For everything that is not a page (JSON, assets): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

// A font, script, style sheet, raster image or video is never a document: the policy, framing,
// opener, permissions and referrer headers do nothing there, and their ~450 bytes on each response
// were enough to push the page's font past a round trip of a cold connection (docs/performance.md).
// An SVG, JSON or anything unknown could be opened as a document, and keeps them all.
const SUBRESOURCE = /^(font\/|text\/css|text\/javascript|application\/javascript|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon)|video\/|audio\/)/;

/** Whether a response of this type can only be used by a page, never opened as a document. */
export const isSubresource = (contentType: string | null | undefined) => SUBRESOURCE.test(contentType ?? '');

/** All a subresource needs of SECURITY_HEADERS. */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/** Two years, subdomains included: sent only on HTTPS (directly or, with trustProxy, per X-Forwarded-Proto). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether this request gets Strict-Transport-Security: over HTTPS, directly or (trusting the proxy) per X-Forwarded-Proto. */
const WANTS_HSTS = 'wantsHsts';

/**
 * Responses made whole where they are made (a page, app.ts): they carry every header the
 * middlewares would add (document headers, policy, encoding, caching), so each middleware leaves
 * them as they are and the server adapter writes their plain headers as given. Reading `headers`
 * of such a light response builds a Headers object and checks each value again; those passes were
 * a fifth of a page's time under load (issue 61).
 */
const completeResponses = new WeakSet<Response>();

export const isComplete = (response: Response) => completeResponses.has(response);

/** A document response with all its headers, the security ones among them (a 304's too: it has no policy, and the browser keeps the page's). */
export function completeDocument(c: Context, body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  const response = new Response(body, {
    status,
    headers: { ...headers, ...SECURITY_HEADERS, ...(c.get(WANTS_HSTS) ? { 'strict-transport-security': HSTS } : {}) },
  });
  completeResponses.add(response);
  return response;
}

/** The headers of every response; a page's own policy, set by its route, is kept. */
export function securityHeaders({ trustProxy = false }: { trustProxy?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const wantsHsts = forwarded === 'https' || (forwarded === undefined && c.req.url.startsWith('https:'));
    c.set(WANTS_HSTS, wantsHsts);
    await next();
    if (isComplete(c.res)) return;
    const subresource = isSubresource(c.res.headers.get('content-type'));
    for (const [name, value] of Object.entries(subresource ? SUBRESOURCE_HEADERS : SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!subresource) {
      // Storybook (a designers' tool with its own inline scripts and frames) keeps the others only;
      // a page whose policy names who may frame it (a preview, in the CMS's admin) is framed by that alone.
      const policy = c.res.headers.get('content-security-policy') ?? '';
      if (c.req.path.startsWith('/storybook/') || (/frame-ancestors (?!'none')/.test(policy))) c.res.headers.delete('x-frame-options');
      // A 304 has no content type, and the browser merges its headers into the cached page's: it
      // must not carry a policy at all, or a revalidated page would get the one of a resource.
      else if (c.res.status !== 304 && !c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', RESOURCE_POLICY);
    }
    if (wantsHsts) c.res.headers.set('strict-transport-security', HSTS);
  };
}
