/** Schemes a CMS link may use (issue #3); anything else renders as text. */
export const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export interface SafeHref {
  href: string;
  /** An absolute http(s) URL (or protocol-relative), which opens in a new tab. */
  isAbsolute: boolean;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers strip tabs and newlines inside URLs ("java\tscript:" runs), and controls are never
// meaningful: any of them makes the value unsafe.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * The href to render, or null when the value is not a safe link: only http(s), mailto, tel and
 * relative URLs pass; `javascript:`, `data:`, unknown schemes and malformed URLs do not.
 */
export function toSafeHref(value: unknown): SafeHref | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (href === '' || href.length > 2048 || CONTROL_OR_SPACE.test(href) || href.includes('\\')) return null;

  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (href.startsWith('//')) return isValidUrl(`https:${href}`) ? { href, isAbsolute: true } : null;
    return isValidUrl(href, 'https://relative.invalid/') ? { href, isAbsolute: false } : null;
  }
  if (!(SAFE_SCHEMES as readonly string[]).includes(`${scheme}:`)) return null;
  if (scheme === 'mailto' || scheme === 'tel') return href.length > scheme.length + 1 ? { href, isAbsolute: false } : null;
  const url = parseUrl(href);
  return url && url.hostname !== '' ? { href, isAbsolute: true } : null;
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function isValidUrl(value: string, base?: string): boolean {
  return parseUrl(value, base) !== null;
}
