// What search engines are told of a page an editor composes (issue 66): its SEO fields in the CMS
// (noindex, a canonical URL elsewhere, out of the sitemaps) decided once, for the head, the
// sitemaps and the other locales' language alternates alike.
import * as v from 'valibot';

/**
 * An https address (another site, or one of ours in full) or a path of this site, "/english-tutors";
 * empty is none. A pattern, so that the CMS's admin refuses anything else when it is saved.
 */
export const CanonicalUrlSchema = v.pipe(
  v.string(),
  v.maxLength(255),
  v.regex(/^(|https:\/\/[^\s/?#]+\.[^\s/?#]+(\/[^\s]*)?|\/([a-z0-9-]+(\/[a-z0-9-]+)*)?)$/, 'must be an https:// address or a path of this site such as /english-tutors'),
);

export interface PageSeoFields {
  /** The page's own locale-free path. */
  path: string;
  noindex?: boolean;
  canonicalUrl?: string | null;
  excludeFromSitemap?: boolean;
}

export interface PageIndexing {
  /** No `noindex` in its head. */
  indexable: boolean;
  /** Its canonical, when the editors name one elsewhere; null: the page's own address. */
  canonical: string | null;
  /** In its locale's sitemaps. */
  inSitemaps: boolean;
  /** Offered as this locale's version in the other locales' alternates (and its own). */
  alternate: boolean;
}

/**
 * A `noindex` page is in no sitemap and no locale's alternates; a page whose canonical is another
 * address is a copy of it: neither listed nor offered as a language version; "out of the sitemaps"
 * is only that. A canonical that is the page's own path is no copy.
 */
export function pageIndexing({ path, noindex = false, canonicalUrl = null, excludeFromSitemap = false }: PageSeoFields): PageIndexing {
  const copy = canonicalUrl !== null && canonicalUrl !== path;
  return { indexable: !noindex, canonical: noindex || !copy ? null : canonicalUrl, inSitemaps: !noindex && !copy && !excludeFromSitemap, alternate: !noindex && !copy };
}
