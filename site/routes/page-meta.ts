// The head of every page: title, description, canonical URL, hreflang alternates for the locales
// that have the page plus x-default (when English has it), and Open Graph.
import { useLocation, type MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/constants.ts';
import { LOCALE_FACTS } from '../../domain/i18n/locale-facts.ts';
import { localizePath, splitLocale } from '../../domain/i18n/index.ts';
import type { ImageView } from '../../domain/content/schemas.ts';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './social-image.ts';

export { siteOrigin } from '../../domain/constants.ts';
import { siteOrigin } from '../../domain/constants.ts';

/** What every page's data says of its head (site-pages.ts). */
export interface PageHeadCopy {
  /** False for a page search engines should not list (a level test's result). */
  indexable?: boolean;
  /** The title as search results show it (a CMS page's own, else the page's name and the site's). */
  title: string;
  description: string;
  socialImage?: ImageView | null;
  /** Another address the editors name as this page's original (a CMS page's SEO field): its canonical, and no alternates. */
  canonical?: string | null;
}

/**
 * A page's own path: the prerender asks for "/faq/" (React Router keeps a trailing slash since its
 * v8 behaviour), while every page of ours is "/faq" (the server redirects the other).
 */
export const pagePathOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The page's path while it renders (see pagePathOf). */
export const usePagePath = () => pagePathOf(useLocation().pathname);

/** What every page's loader starts from: the page's path, its locale and locale-free path, and the origin. */
export function pageContext(url: URL) {
  const pathname = pagePathOf(url.pathname);
  return { pathname, ...splitLocale(pathname), origin: siteOrigin() };
}



export interface PageHead {
  /** The whole title, as search results show it. */
  title: string;
  description: string;
  /** Locale-free path of the page: "/faq". */
  path: string;
  locale: Locale;
  origin: string;
  /** A page that exists in one form only (the 404) has no alternates and is not indexed. */
  indexable?: boolean;
  /** The locales that have this page (its hreflang alternates); every locale when not said. */
  alternates?: readonly Locale[];
  /** The image a share shows: the CMS's social image when it is one networks show well (isShareable), else the one drawn for the page at build time. */
  image?: { url: string; width: number | null; height: number | null } | null;
  /** Its canonical when it is another address (an https URL, or a locale-free path of this site); none: its own. */
  canonical?: string | null;
}

/**
 * A CMS image social networks show well: PNG or JPEG (an SVG is ignored, issue #42) about 1.91:1
 * and 600 px wide or more. Anything else shares the card drawn for the page.
 */
export function isShareable({ url, width, height }: NonNullable<PageHead['image']>, origin: string): boolean {
  if (!/\.(png|jpe?g)$/i.test(new URL(url, origin).pathname) || !width || !height) return false;
  const ratio = width / height;
  return width >= 600 && ratio >= 1.85 && ratio <= 1.95;
}

export function pageMeta({ title, description, path, locale, origin, indexable = true, image, alternates: locales = LOCALES, canonical: original = null }: PageHead): MetaDescriptor[] {
  const url = (inLocale: Locale) => `${origin}${localizePath(path, inLocale)}`;
  // A copy of another address names that one, and is offered as no language version (issue 66).
  const canonical = original === null ? url(locale) : original.startsWith('/') ? `${origin}${localizePath(original, locale)}` : original;
  const alternates = canonical === url(locale) ? locales : [];
  const head: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: LOCALE_FACTS[locale].openGraph },
  ];
  if (!indexable) return [...head, { name: 'robots', content: 'noindex' }];
  const shared = image && isShareable(image, origin) ? image : { url: socialImagePath(localizePath(path, locale)), ...SOCIAL_IMAGE_SIZE };
  return [
    ...head,
    { property: 'og:image', content: new URL(shared.url, origin).href },
    ...(shared.width && shared.height
      ? [
          { property: 'og:image:width', content: String(shared.width) },
          { property: 'og:image:height', content: String(shared.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:url', content: canonical },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates.map((inLocale) => ({ tagName: 'link', rel: 'alternate', hrefLang: inLocale, href: url(inLocale) })),
    ...(alternates.includes(DEFAULT_LOCALE) ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(DEFAULT_LOCALE) }] : []),
  ];
}
