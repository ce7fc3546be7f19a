// Locales in URLs (spec §2): en has no prefix; es, pt and uk prefix every path ("/uk/faq").
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The locale an optional `:lang?` segment names, or null when the segment is not a locale prefix
 * (`/levels` matches `:lang?` too, and `/en/...` is not a URL of ours: English has no prefix).
 */
export function localeFromSegment(segment: string | undefined): Locale | null {
  if (segment === undefined) return DEFAULT_LOCALE;
  return isLocale(segment) && segment !== DEFAULT_LOCALE ? segment : null;
}

/** "/faq" in a locale: "/faq", "/uk/faq"; the home page is "/" or "/uk" (the server also answers "/uk/"). */
export function localizePath(path: string, locale: Locale): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The locale and the locale-free path of a URL path: "/uk/faq" → { uk, "/faq" }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = localeFromSegment(first || undefined);
  if (first && locale && locale !== DEFAULT_LOCALE) return { locale, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in every locale: "/uk/faq" → { en: "/faq", es: "/es/faq", … }. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const { path } = splitLocale(pathname);
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])) as Record<Locale, string>;
}
