// Every page of the site and what it shows, resolved from its locale-free path at build time, by
// the kinds of page in page-kinds.ts: the pages the editors compose in the CMS (home, landing
// pages, the blog's index…), the blog's posts, tutors' profiles, the legal documents, the sitemap,
// sign-in, the level test's results, the password reset, the word tools' pages. One catch-all
// route renders them (routes/page.tsx); any other path is the 404.
import { LOCALES, type Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { appQrCodes } from '../../domain/rules/app-download.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';
import { linkedPages, type LinkedPage } from './linked-pages.ts';
import { LEVEL_RESULT_PATHS, listedPaths, pageAt, pageExists, pathsOffSitemaps, unlistedPaths, type PageData, type SiteReader } from './page-kinds.ts';
import type { PageQuery } from '../sections/page-query.ts';

export { ACCOUNT_PAGE_PATHS, pageName, taskOf, thingsOf, type LegalSectionView, type LinkItem, type PageData } from './page-kinds.ts';

const cms = buildTimeContent;

/** The pages the locale's CMS header and footer link to. */
const cmsLinkedPages = async (locale: Locale): Promise<LinkedPage[]> => linkedPages(await cms().header(locale), await cms().footer(locale));

const warned = new Set<string>();

/** Locale-free paths of every page a locale lists, home first. */
export async function pagePaths(locale: Locale): Promise<string[]> {
  const [paths, linked] = await Promise.all([listedPaths(locale).then((listed) => new Set(listed)), cmsLinkedPages(locale)]);
  for (const page of linked) {
    if (paths.has(page.path) || warned.has(`${locale}${page.path}`)) continue;
    warned.add(`${locale}${page.path}`);
    console.warn(`[pages] the ${locale} ${page.group === 'header' ? 'header' : 'footer'} links to ${page.path}, which has no page in the CMS: it answers 404`);
  }
  return [...paths];
}

/** Locale-free paths of the pages a locale's sitemaps name: its pages but those kept out of them (issue 66). */
export async function sitemapPaths(locale: Locale): Promise<string[]> {
  const [paths, off] = await Promise.all([pagePaths(locale), pathsOffSitemaps(locale)]);
  return paths.filter((path) => !off.has(path));
}

/** The level test's result pages: one per level, not listed in sitemaps. */
export const levelResultPaths = () => LEVEL_RESULT_PATHS;

/** Every page in every locale, the pages prerendered unlisted (the level test's results, the password reset) and each locale's 404 page. */
export async function pageUrls(): Promise<string[]> {
  const perLocale = await Promise.all(LOCALES.map(async (locale) => [...(await pagePaths(locale)), ...unlistedPaths(), '/404'].map((path) => localizePath(path, locale))));
  return perLocale.flat();
}

/** Every URL to prerender: the pages, and the files made from them for crawlers. */
export const prerenderPaths = async () => [...(await pageUrls()), '/sitemap.xml', '/robots.txt', '/redirects.json', ...appQrCodes().map((code) => code.path)];

/** The locales that have the page at this path, for its hreflang alternates. */
export const pageLocales = async (path: string): Promise<Locale[]> => {
  const found = await Promise.all(LOCALES.map(async (locale) => ((await pageExists(path, locale)) ? [locale] : [])));
  return found.flat();
};

// The HTML sitemap lists what the XML sitemaps do.
const site: SiteReader = { pagePaths: sitemapPaths, resolvePage, linkedPages: cmsLinkedPages };

/** What the page at a locale-free path shows, or null when there is no such page (the 404). */
export function resolvePage(path: string, locale: Locale, query?: PageQuery): Promise<PageData | null> {
  return pageAt(path, locale, site, query);
}

