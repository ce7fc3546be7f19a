// The head of every page: title, description, canonical URL, hreflang alternates for the four
// locales plus x-default, and Open Graph.
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/constants.ts';
import { localizePath, MESSAGES, splitLocale } from '../../domain/i18n/index.ts';

/** The public origin of canonical and alternate URLs; SITE_URL at build time overrides it. */
export const siteOrigin = () => (process.env.SITE_URL ?? 'https://www.lingo.example').replace(/\/+$/, '');

/** What every page's loader starts from: the locale and locale-free path of the URL, and the origin. */
export function pageContext(request: Request) {
  return { ...splitLocale(new URL(request.url).pathname), origin: siteOrigin() };
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_ES', pt: 'pt_BR', uk: 'uk_UA' };

export interface PageHead {
  title: string;
  description: string;
  /** Locale-free path of the page: "/faq". */
  path: string;
  locale: Locale;
  origin: string;
  /** A page that exists in one form only (the 404) has no alternates and is not indexed. */
  indexable?: boolean;
}

export function pageMeta({ title, description, path, locale, origin, indexable = true }: PageHead): MetaDescriptor[] {
  const url = (inLocale: Locale) => `${origin}${localizePath(path, inLocale)}`;
  const fullTitle = `${title} | ${MESSAGES[locale].siteName}`;
  const head: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: OG_LOCALE[locale] },
  ];
  if (!indexable) return [...head, { name: 'robots', content: 'noindex' }];
  return [
    ...head,
    { property: 'og:url', content: url(locale) },
    { tagName: 'link', rel: 'canonical', href: url(locale) },
    ...LOCALES.map((inLocale) => ({ tagName: 'link', rel: 'alternate', hrefLang: inLocale, href: url(inLocale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(DEFAULT_LOCALE) },
  ];
}
