// Every page of the site and what it shows, resolved from its locale-free path at build time:
// the pages the editors compose in the CMS (the page collection: home, landing pages, the blog's
// index…), the blog's posts, the legal documents, the sitemap and sign-in. One catch-all route
// renders them (routes/page.tsx); any other path is the 404.
import { LEVEL_CODES, LOCALES, ONBOARDING_PATH, type LevelCode, type Locale } from '../../domain/constants.ts';
import { LEVEL_TEST_PATH, LEVEL_TEST_SKILLS, levelTestResultPath } from '../../domain/level-test/scoring.ts';
import { LEVEL_TEST_COPY } from '../level-test/copy.ts';
import type { LevelResultProps } from '../page/LevelResult/index.ts';
import { parseSections } from '../../domain/content/sections.ts';
import { experimentMark } from '../../domain/experiments/marks.ts';
import { pageExperimentsOf } from '../experiments/page-experiments.ts';
import { parseRichText, type RichBlock } from '../../domain/content/rich-text.ts';
import { STORAGE_TABLE_SECTION, storageTable, type StorageTableView } from '../../domain/legal/storage-table.ts';
import { postPage, warnAbout, type PostPage } from './post-page.ts';
import type { PageHeadCopy } from './page-meta.ts';
import { tutorProfile, tutorProfileCopy } from './tutor-page.ts';
import { TUTORS_PATH, tutorProfilePath } from '../../domain/tutoring/profile-path.ts';
import type { TutorProfileView } from '../tutoring/PureTutorProfile/index.ts';
import { matchable, type MatchableTutor } from '../../domain/tutoring/match.ts';
import { PASSWORD_RESET_COPY, SIGN_IN_COPY } from '../../domain/account/copy.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';
import { loadSections, type LoadedSection } from '../sections/registry.tsx';
import { formatDate, TEMPLATE_COPY, withSiteName } from './content/templates.ts';
import { linkedPages, type LinkedPage } from './linked-pages.ts';
import { appQrCodes } from '../../domain/rules/app-download.ts';
import { isWordPage, wordPage, type WordMissingView, type WordPageView } from '../words/word-pages.ts';

export interface LinkItem {
  href: string;
  label: string;
}

export interface LegalSectionView {
  id: string;
  heading: string;
  blocks: RichBlock[];
  table?: StorageTableView;
}

export type PageData = PageHeadCopy &
  (
    | { template: 'sections'; sections: LoadedSection[] }
    | { template: 'legal'; heading: string; summary: string; updated: string; contentsLabel: string; sections: LegalSectionView[] }
    | PostPage
    | { template: 'sitemap'; heading: string; lead: string; groups: Array<{ title: string; links: LinkItem[] }> }
    | { template: 'sign-in' }
    | ({ template: 'tutor'; locale: Locale; tutor: TutorProfileView; matchable: MatchableTutor } & ReturnType<typeof tutorProfileCopy>)
    | { template: 'forgot-password' }
    | { template: 'reset-password' }
    | ({ template: 'level-result' } & LevelResultProps)
    | { template: 'word'; heading: string; view: WordPageView }
    | { template: 'word-missing'; heading: string; view: WordMissingView }
  );

const cms = buildTimeContent;


/** The pages the locale's CMS header and footer link to. */
const cmsLinkedPages = async (locale: Locale): Promise<LinkedPage[]> => linkedPages(await cms().header(locale), await cms().footer(locale));

const warned = new Set<string>();

/** Locale-free paths of every page of a locale, home first. */
export async function pagePaths(locale: Locale): Promise<string[]> {
  const [pages, posts, documents, tutors, linked] = await Promise.all([cms().pages(locale), cms().blogPosts(locale), cms().legalDocuments(locale), cms().tutors(locale), cmsLinkedPages(locale)]);
  const paths = new Set([
    '/',
    ...[...pages.keys()].sort(),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...tutors.map((tutor) => tutorProfilePath(tutor.slug)),
    ...documents.map((document) => `/terms/${document.slug}`),
    '/sitemap',
    '/sign-in',
  ]);
  for (const page of linked) {
    if (paths.has(page.path) || warned.has(`${locale}${page.path}`)) continue;
    warned.add(`${locale}${page.path}`);
    console.warn(`[pages] the ${locale} ${page.group === 'header' ? 'header' : 'footer'} links to ${page.path}, which has no page in the CMS: it answers 404`);
  }
  return [...paths];
}

/** The level test's result pages: one per level, not listed in sitemaps (server/level-test.ts and the test's script lead there). */
export const levelResultPaths = () => LEVEL_CODES.map(levelTestResultPath);

/** The password reset's two pages: for learners with an account, not listed in sitemaps. */
export const ACCOUNT_PAGE_PATHS = ['/forgot-password', '/reset-password'] as const;

/** Every page in every locale, the level test's results, the password reset's pages and each locale's 404 page. */
export async function pageUrls(): Promise<string[]> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => [...(await pagePaths(locale)), ...levelResultPaths(), ...ACCOUNT_PAGE_PATHS, '/404'].map((path) => localizePath(path, locale))),
  );
  return perLocale.flat();
}

/** Every URL to prerender: the pages, and the files made from them for crawlers. */
export const prerenderPaths = async () => [...(await pageUrls()), '/sitemap.xml', '/robots.txt', ...appQrCodes().map((code) => code.path)];

/**
 * Whether a locale has a page at this locale-free path, read lightly (the page's record, or the
 * list it is in): a page's language alternates name the locales that have it.
 */
export async function pageExists(path: string, locale: Locale): Promise<boolean> {
  if (await cms().page(locale, path)) return true;
  const [, folder, slug, ...rest] = path.split('/');
  if (folder === 'terms' && slug && rest.length === 0) return (await cms().legalDocuments(locale)).some((document) => document.slug === slug);
  if (folder === 'blog' && slug && rest.length === 0) return (await cms().blogPosts(locale)).some((post) => post.slug === slug);
  if (`/${folder}` === TUTORS_PATH && slug && rest.length === 0) return (await cms().tutors(locale)).some((tutor) => tutor.slug === slug);
  return path === '/sitemap' || path === '/sign-in' || isWordPage(path);
}

/** The locales that have the page at this path, for its hreflang alternates. */
export const pageLocales = async (path: string): Promise<Locale[]> => {
  const found = await Promise.all(LOCALES.map(async (locale) => ((await pageExists(path, locale)) ? [locale] : [])));
  return found.flat();
};

/** What the page at a locale-free path shows, or null when there is no such page (the 404). */
export async function resolvePage(path: string, locale: Locale): Promise<PageData | null> {
  const words = TEMPLATE_COPY[locale];
  const page = await cms().page(locale, path);
  if (page) {
    const where = `page ${localizePath(path, locale)}`;
    const experiments = await pageExperimentsOf(locale, path);
    // A section for a variant is on the page, shown by the visitor's token; a mistaken mark hides it.
    const sections = parseSections(page.sections ?? [], where, (message) => console.warn(`[cms] ${message}`)).flatMap((section) => {
      const mark = experimentMark(section.experiment, experiments);
      if (mark.why) console.warn(`[cms] ${where}: section ${Number.parseInt(section.key, 10) + 1} (sections.${section.kind}) hidden: ${mark.why}`);
      return mark.shown ? [{ section, when: mark.variant?.when }] : [];
    });
    const loaded = await loadSections(
      sections.map(({ section }) => section),
      { locale, content: cms() },
    );
    return {
      template: 'sections',
      title: page.title,
      description: page.description,
      socialImage: page.socialImage,
      sections: loaded.map((entry, index) => ({ ...entry, when: sections[index]!.when })),
    };
  }

  const [, folder, slug, ...rest] = path.split('/');
  if (folder === 'terms' && slug && rest.length === 0) {
    const document = (await cms().legalDocuments(locale)).find((candidate) => candidate.slug === slug);
    if (!document) return null;
    return {
      template: 'legal',
      title: withSiteName(document.title, locale),
      description: document.summary,
      heading: document.title,
      summary: document.summary,
      updated: words.updated({ date: formatDate(document.updated.slice(0, 10), locale) }),
      contentsLabel: words.contents,
      sections: document.sections.map((section, index) => ({
        id: section.anchor ?? `section-${index + 1}`,
        heading: section.heading,
        blocks: parseRichText(section.body, warnAbout(`legal document ${document.slug} (${locale})`)),
        ...(section.anchor === STORAGE_TABLE_SECTION ? { table: storageTable(locale) } : {}),
      })),
    };
  }
  if (`/${folder}` === TUTORS_PATH && slug && rest.length === 0) {
    const tutor = (await cms().tutors(locale)).find((candidate) => candidate.slug === slug);
    if (!tutor) return null;
    const view = tutorProfile(tutor, (await cms().reviewPages()).flat(), locale);
    return { template: 'tutor', description: tutor.intro, locale, tutor: view, matchable: matchable(tutor), ...tutorProfileCopy(tutor, locale) };
  }
  if (folder === 'blog' && slug && rest.length === 0) {
    const posts = await cms().blogPosts(locale);
    const post = posts.find((candidate) => candidate.slug === slug);
    return post ? postPage(post, posts, locale) : null;
  }
  if (path === '/sitemap') return sitemapPage(locale);
  const resultLevel = LEVEL_CODES.find((code) => levelTestResultPath(code) === path);
  if (resultLevel) return levelResultPage(resultLevel, locale);
  if (path === '/sign-in') return { template: 'sign-in', title: withSiteName(SIGN_IN_COPY[locale].heading, locale), description: SIGN_IN_COPY[locale].lead };
  if (path === '/forgot-password') {
    const words = PASSWORD_RESET_COPY[locale].forgot;
    return { template: 'forgot-password', indexable: false, title: withSiteName(words.heading, locale), description: words.lead };
  }
  if (path === '/reset-password') {
    const words = PASSWORD_RESET_COPY[locale].reset;
    return { template: 'reset-password', indexable: false, title: withSiteName(words.heading, locale), description: words.lead };
  }
  // A word tool's page (rendered when first asked for, never prerendered), or its 404 with suggestions.
  const word = wordPage(path, locale);
  if (word && 'page' in word) return { template: 'word', heading: word.page.view.heading, title: withSiteName(word.page.title, locale), description: word.page.description, indexable: word.page.indexable, view: word.page.view };
  if (word) return { template: 'word-missing', heading: word.missing.heading, indexable: false, title: withSiteName(word.missing.heading, locale), description: word.missing.lead, view: word.missing };
  return null;
}


/** The name of a page in lists and breadcrumbs: its hero's heading or its own, else its title without the site's name. */
export function pageName(data: PageData): string {
  if (data.template === 'sections') {
    const hero = data.sections.find((loaded) => loaded.section.kind === 'hero')?.section;
    if (hero?.kind === 'hero') return hero.heading;
  }
  if ('heading' in data) return data.heading;
  return data.title.replace(/\s+\|\s+[^|]+$/, '');
}

/** A level test's result: the level from the level collection, its can-do list and the next steps. */
async function levelResultPage(code: LevelCode, locale: Locale): Promise<PageData | null> {
  const level = (await cms().levels(locale)).find((candidate) => candidate.code === code);
  if (!level) return null;
  const words = LEVEL_TEST_COPY[locale].result;
  return {
    template: 'level-result',
    indexable: false,
    title: withSiteName(words.heading({ code, name: level.name }), locale),
    description: level.summary,
    code,
    heading: words.heading({ code, name: level.name }),
    lead: `${level.summary} ${words.lead}`,
    canDoHeading: words.canDo,
    canDo: level.canDo,
    plan: { href: `${localizePath(ONBOARDING_PATH, locale)}?level=${code.toLowerCase()}`, label: words.plan({ code }) },
    levelPage: { href: localizePath(level.path, locale), label: words.readMore({ code, name: level.name }) },
    again: { href: localizePath(LEVEL_TEST_PATH, locale), label: words.again },
    skills: { heading: words.bySkill, rows: LEVEL_TEST_SKILLS.map((skill) => ({ skill, label: LEVEL_TEST_COPY[locale].skills[skill], advice: words.advice[skill] })) },
  };
}

/** The HTML sitemap: the footer's groups, then every other page under "More pages". */
async function sitemapPage(locale: Locale): Promise<PageData> {
  const words = TEMPLATE_COPY[locale].sitemap;
  const linked = await cmsLinkedPages(locale);
  const paths = new Set(await pagePaths(locale));
  const footerGroups = new Map<string, LinkItem[]>();
  const listed = new Set<string>();
  for (const page of linked) {
    if (page.group === 'header' || !paths.has(page.path) || listed.has(page.path)) continue;
    footerGroups.set(page.group, [...(footerGroups.get(page.group) ?? []), { href: localizePath(page.path, locale), label: page.label }]);
    listed.add(page.path);
  }
  const more: LinkItem[] = [];
  for (const path of paths) {
    if (listed.has(path) || path === '/sitemap') continue;
    const page = await resolvePage(path, locale);
    if (page) more.push({ href: localizePath(path, locale), label: pageName(page) });
  }
  const groups = [...[...footerGroups].map(([title, links]) => ({ title, links })), { title: words.more, links: more }];
  return { template: 'sitemap', title: withSiteName(words.title, locale), description: words.lead, heading: words.title, lead: words.lead, groups };
}
