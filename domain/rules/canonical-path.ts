// One URL per page (issue 59: /past-tense-of/sw%69m and /past-tense-of/swim/ served the page
// under a second address). A page path is canonical when it is what the site's own links write:
// each segment percent-encoded as encodeURI writes it (nothing encoded that needs no encoding,
// upper-case hex), no empty segment, no trailing slash.

/**
 * The canonical form of a raw URL path (as it came, still percent-encoded), or null for a path
 * no page can have: an escape that is no UTF-8, an encoded `/`, `\`, `?` or `#` in a segment.
 */
export function canonicalPath(rawPath: string): string | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (!raw) continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\?#]/.test(segment)) return null;
    segments.push(encodeURI(segment));
  }
  // Never a Location of `//host`: every empty segment is gone.
  return `/${segments.join('/')}`;
}
