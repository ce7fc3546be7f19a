// Every kind of page the site has, one row each (issue 61): the paths it answers, the ones a locale
// lists (in the sitemaps and the prerender) or prerenders unlisted, whether a locale has one (read
// lightly, for a page's language alternates), what it shows, its name in lists and what search
// engines read of it besides its text. The router (site-pages.ts) and the
// sitemaps read only this table; how each template looks is page-views.tsx, apart so that the
// browser's bundles never take the rows' build-time reads (valibot, the pricing) with a view: a
// new kind of page is a row here and its view there (which does not compile without it).
import { LEVEL_CODES, ONBOARDING_PATH, type LevelCode, type Locale } from '../../domain/constants.ts';
import { PASSWORD_RESET_COPY, SIGN_IN_COPY } from '../../domain/account/copy.ts';
import { parseRichText, type RichBlock } from '../../domain/content/rich-text.ts';
import type { PricedPlan } from '../../domain/content/collections.ts';
import type { FaqData } from '../sections/parts/Faq.tsx';
import { parseSections, type SectionKind, type SectionOf } from '../../domain/content/sections.ts';
import { pageIndexing } from '../../domain/content/page-indexing.ts';
import { experimentMark } from '../../domain/experiments/marks.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { STORAGE_TABLE_SECTION, storageTable, type StorageTableView } from '../../domain/legal/storage-table.ts';
import { LEVEL_TEST_PATH, LEVEL_TEST_SKILLS, levelTestResultPath } from '../../domain/level-test/scoring.ts';
import { NO_PAGE_QUERY, type PageQuery } from '../sections/page-query.ts';
import { matchable } from '../../domain/tutoring/match.ts';
import { TUTORS_PATH, tutorProfilePath } from '../../domain/tutoring/profile-path.ts';
import { pageExperimentsOf } from '../experiments/page-experiments.ts';
import { pageTaskOf, type PageTask } from '../../domain/promotions/page-task.ts';
import { LEVEL_TEST_COPY } from '../level-test/copy.ts';
import type { LevelResultProps } from '../page/LevelResult/index.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';
import { blogIndex, loadSections, type LoadedSection } from '../sections/registry.tsx';
import { BLOG_COPY } from '../sections/copy.ts';
import { blogListing, blogListingOf, blogListingPaths } from '../../domain/content/blog.ts';
import type { TutorProfileView } from '../tutoring/PureTutorProfile/index.ts';
import { isListedWordPage, wordPage, type WordMissingView, type WordPageView } from '../words/word-pages.ts';
import { formatDate, TEMPLATE_COPY, withoutSiteName, withSiteName } from './content/templates.ts';
import type { LinkedPage } from './linked-pages.ts';
import type { PageHeadCopy } from './page-meta.ts';
import { postPage, warnAbout, type PostPage } from './post-page.ts';
import { article, breadcrumb, definedTerm, faqPage, homeThings, planOffers, type Crumb, type PageContext, type Thing } from './structured-data.ts';
import { tutorProfile, tutorProfileCopy } from './tutor-page.ts';

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

/** What the rows may ask of the whole site: the HTML sitemap lists every other page. */
export interface SiteReader {
  pagePaths(locale: Locale): Promise<string[]>;
  resolvePage(path: string, locale: Locale): Promise<PageData | null>;
  linkedPages(locale: Locale): Promise<LinkedPage[]>;
}

interface PageKindRow<Params, Data extends { template: string }> {
  /** What a locale-free path names of this kind, or null when the path is not of it. */
  match(path: string): Params | null;
  /** The paths of this kind a locale lists: in the sitemaps, prerendered. */
  listed?(locale: Locale): Promise<string[]>;
  /** Paths prerendered in every locale but never listed (a level test's results, the password reset). */
  unlisted?: readonly string[];
  /** Whether a locale has it, read lightly; a kind without it is in no page's language alternates. */
  exists?(params: Params, locale: Locale): Promise<boolean>;
  /** Of the paths it lists, those kept out of the sitemaps (a CMS page's SEO fields, issue 66): prerendered all the same. */
  offSitemaps?(locale: Locale): Promise<string[]>;
  /** What it shows, or null: no such page (the next kind is asked, then the 404); `query`, what its URL asks of a list on it. */
  data(params: Params, locale: Locale, site: SiteReader, query: PageQuery): Promise<Data | null>;
  /** Its name in lists and breadcrumbs; without it, its heading, else its title without the site's name. */
  name?(data: Data): string;
  /** The breadcrumb's steps between home and the page. */
  trail?(data: Data, locale: Locale): Crumb[];
  /** What search engines read of it besides the breadcrumb (structured-data.ts). */
  things?(data: Data, context: PageContext): Thing[];
  /** What it is for, as the interruption budget sees it (domain/promotions/page-task.ts); without it, read. */
  task?(data: Data): PageTask;
}

const kind = <Params, Data extends { template: string }>(row: PageKindRow<Params, Data>) => row;

const cms = buildTimeContent;
/** A kind with one page, at this locale-free path. */
const at = (one: string) => (path: string) => (path === one ? {} : null);
/** "/terms/privacy-policy" → "privacy-policy" under "/terms"; null for any other path. */
const slugUnder = (folder: string, path: string) => {
  const [, first, slug, ...rest] = path.split('/');
  return `/${first}` === folder && slug && rest.length === 0 ? { slug } : null;
};

const sections = kind({
  // A page the editors compose: any path the CMS has a page for.
  match: (path) => ({ path }),
  listed: async (locale) => ['/', ...[...(await cms().pages(locale)).keys()].sort()],
  // A language version only if search engines may have it (page-indexing.ts).
  exists: async ({ path }, locale) => {
    const page = await cms().page(locale, path);
    return Boolean(page && pageIndexing(page).alternate);
  },
  offSitemaps: async (locale) => [...(await cms().pages(locale))].filter(([, page]) => !pageIndexing(page).inSitemaps).map(([path]) => path),
  data: async ({ path }, locale, _, query) => {
    const page = await cms().page(locale, path);
    if (!page) return null;
    const where = `page ${localizePath(path, locale)}`;
    const experiments = await pageExperimentsOf(locale, path);
    // A section for a variant is on the page, shown by the visitor's token; a mistaken mark hides it.
    const shown = parseSections(page.sections ?? [], where, (message) => console.warn(`[cms] ${message}`)).flatMap((section) => {
      const mark = experimentMark(section.experiment, experiments);
      if (mark.why) console.warn(`[cms] ${where}: section ${Number.parseInt(section.key, 10) + 1} (sections.${section.kind}) hidden: ${mark.why}`);
      return mark.shown ? [{ section, when: mark.variant?.when }] : [];
    });
    const loaded = await loadSections(
      shown.map(({ section }) => section),
      { locale, content: cms(), query, path: localizePath(path, locale) },
    );
    const { indexable, canonical } = pageIndexing(page);
    return {
      template: 'sections' as const,
      title: page.title,
      description: page.description,
      socialImage: page.socialImage,
      indexable,
      canonical,
      sections: loaded.map((entry, index): LoadedSection => ({ ...entry, when: shown[index]!.when })),
    };
  },
  task: (data) => pageTaskOf(data.sections.map((loaded) => loaded.section)),
  name: (data) => data.sections.find((loaded): loaded is LoadedSection & { section: SectionOf<'hero'> } => loaded.section.kind === 'hero')?.section.heading ?? withoutSiteName(data.title),
  things: (data, context) => {
    const of = (kind: SectionKind) => data.sections.filter((loaded) => loaded.section.kind === kind).map((loaded) => loaded.data);
    const faqs = (of('faq') as FaqData[]).flatMap((data) => data.faqs);
    const plans = (of('plans')[0] as PricedPlan[] | undefined) ?? [];
    return [...(context.path === '/' ? homeThings(context) : []), ...(faqs.length ? [faqPage(faqs)] : []), ...(plans.length ? [planOffers(plans, context)] : [])];
  },
});

const post = kind({
  match: (path) => slugUnder('/blog', path),
  listed: async (locale) => (await cms().list('blog-posts', locale)).map((candidate) => `/blog/${candidate.slug}`),
  exists: async ({ slug }, locale) => (await cms().list('blog-posts', locale)).some((candidate) => candidate.slug === slug),
  data: async ({ slug }, locale): Promise<(PageHeadCopy & PostPage) | null> => {
    const posts = await cms().list('blog-posts', locale);
    const found = posts.find((candidate) => candidate.slug === slug);
    return found ? postPage(found, posts, locale) : null;
  },
  trail: (data, locale) => [{ name: data.back.label, href: localizePath('/blog', locale) }],
  things: (data, context) => [article(data, context)],
});

const blogPages = kind({
  // The blog's index after its first page, and each topic's: the CMS's /blog is the first page of all.
  match: blogListingOf,
  listed: async (locale) => blogListingPaths(await cms().list('blog-posts', locale)),
  exists: async (listing, locale) => blogListing(await cms().list('blog-posts', locale), listing) !== null,
  data: async (listing, locale) => {
    const data = blogIndex(await cms().list('blog-posts', locale), listing, locale);
    if (!data) return null;
    const words = BLOG_COPY[locale].listing;
    const topic = listing.topic && BLOG_COPY[locale].categories[listing.topic];
    const { page } = listing;
    const heading = topic ? (page > 1 ? words.topicPage({ topic, page }) : topic) : words.pageTitle({ page });
    // One section, the index's cards: its heading is the page's h1 (a page without a hero).
    const section: SectionOf<'blog-cards'> = { kind: 'blog-cards', key: 'blog', heading, limit: null, experiment: null };
    return {
      template: 'sections' as const,
      title: withSiteName(topic && page === 1 ? words.topicTitle({ topic }) : heading, locale),
      description: listing.topic ? BLOG_COPY[locale].topicLeads[listing.topic] : words.pageDescription({ page }),
      socialImage: null,
      sections: [{ section, data }] as LoadedSection[],
    };
  },
  trail: (_, locale) => [{ name: TEMPLATE_COPY[locale].back, href: localizePath('/blog', locale) }],
});

const tutor = kind({
  match: (path) => slugUnder(TUTORS_PATH, path),
  listed: async (locale) => (await cms().tutors(locale)).map((candidate) => tutorProfilePath(candidate.slug)),
  exists: async ({ slug }, locale) => (await cms().tutors(locale)).some((candidate) => candidate.slug === slug),
  data: async ({ slug }, locale) => {
    const found = (await cms().tutors(locale)).find((candidate) => candidate.slug === slug);
    if (!found) return null;
    const view: TutorProfileView = tutorProfile(found, await cms().reviews(), locale);
    const copy = tutorProfileCopy(found, locale);
    return { template: 'tutor' as const, description: found.intro, locale, tutor: view, matchable: matchable(found), ...copy };
  },
});

const legal = kind({
  match: (path) => slugUnder('/terms', path),
  listed: async (locale) => (await cms().list('legal-documents', locale)).map((document) => `/terms/${document.slug}`),
  exists: async ({ slug }, locale) => (await cms().list('legal-documents', locale)).some((document) => document.slug === slug),
  data: async ({ slug }, locale) => {
    const document = (await cms().list('legal-documents', locale)).find((candidate) => candidate.slug === slug);
    if (!document) return null;
    const words = TEMPLATE_COPY[locale];
    return {
      template: 'legal' as const,
      title: withSiteName(document.title, locale),
      description: document.summary,
      heading: document.title,
      summary: document.summary,
      updated: words.updated({ date: formatDate(document.updated.slice(0, 10), locale) }),
      contentsLabel: words.contents,
      sections: document.sections.map(
        (section, index): LegalSectionView => ({
          id: section.anchor ?? `section-${index + 1}`,
          heading: section.heading,
          blocks: parseRichText(section.body, warnAbout(`legal document ${document.slug} (${locale})`)),
          ...(section.anchor === STORAGE_TABLE_SECTION ? { table: storageTable(locale) } : {}),
        }),
      ),
    };
  },
});

const sitemap = kind({
  match: at('/sitemap'),
  listed: async () => ['/sitemap'],
  exists: async () => true,
  // The HTML sitemap: the footer's groups, then every other page under "More pages".
  data: async (_, locale, site) => {
    const words = TEMPLATE_COPY[locale].sitemap;
    const linked = await site.linkedPages(locale);
    const paths = new Set(await site.pagePaths(locale));
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
      const page = await site.resolvePage(path, locale);
      if (page) more.push({ href: localizePath(path, locale), label: pageName(page) });
    }
    const groups = [...[...footerGroups].map(([title, links]) => ({ title, links })), { title: words.more, links: more }];
    return { template: 'sitemap' as const, title: withSiteName(words.title, locale), description: words.lead, heading: words.title, lead: words.lead, groups };
  },
});

const signIn = kind({
  match: at('/sign-in'),
  listed: async () => ['/sign-in'],
  exists: async () => true,
  task: () => 'form',
  data: async (_, locale) => ({ template: 'sign-in' as const, title: withSiteName(SIGN_IN_COPY[locale].heading, locale), description: SIGN_IN_COPY[locale].lead }),
});

/** The level test's result pages: one per level, not listed in sitemaps. */
export const LEVEL_RESULT_PATHS = LEVEL_CODES.map(levelTestResultPath);

const levelResult = kind({
  match: (path) => {
    const code = LEVEL_CODES.find((candidate) => levelTestResultPath(candidate) === path);
    return code ? { code } : null;
  },
  // Not listed: server/level-test.ts and the test's script lead there.
  unlisted: LEVEL_RESULT_PATHS,
  // A level test's result: the level from the level collection, its can-do list and the next steps.
  data: async ({ code }: { code: LevelCode }, locale): Promise<(PageHeadCopy & { template: 'level-result' } & LevelResultProps) | null> => {
    const level = (await cms().list('levels', locale)).find((candidate) => candidate.code === code);
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
  },
});

/** The password reset's two pages: for learners with an account, not listed in sitemaps. */
export const ACCOUNT_PAGE_PATHS = ['/forgot-password', '/reset-password'] as const;

/** One of the password reset's pages: its form's heading and lead, never in search results. */
const passwordResetPage = <Template extends 'forgot-password' | 'reset-password'>(template: Template, path: string, step: 'forgot' | 'reset') =>
  kind({
    match: at(path),
    unlisted: [path],
    task: () => 'form',
    data: async (_, locale) => {
      const words = PASSWORD_RESET_COPY[locale][step];
      return { template, indexable: false, title: withSiteName(words.heading, locale), description: words.lead };
    },
  });

const forgotPassword = passwordResetPage('forgot-password', ACCOUNT_PAGE_PATHS[0], 'forgot');
const resetPassword = passwordResetPage('reset-password', ACCOUNT_PAGE_PATHS[1], 'reset');

type WordData = PageHeadCopy & ({ template: 'word'; heading: string; view: WordPageView } | { template: 'word-missing'; heading: string; view: WordMissingView });

const word = kind({
  // A word tool's page (rendered when first asked for, never prerendered), or its 404 with suggestions.
  match: (path) => ({ path }),
  // Only a word the tools have (a missing word's page is a 404), in the locales whose pages of that tool are in their own language.
  exists: async ({ path }, locale) => isListedWordPage(path, locale),
  data: async ({ path }, locale, _, query): Promise<WordData | null> => {
    const found = wordPage(path, locale, query.practice);
    if (found && 'page' in found) return { template: 'word', heading: found.page.view.heading, title: withSiteName(found.page.title, locale), description: found.page.description, indexable: found.page.indexable, view: found.page.view };
    if (found) return { template: 'word-missing', heading: found.missing.heading, indexable: false, title: withSiteName(found.missing.heading, locale), description: found.missing.lead, view: found.missing };
    return null;
  },
  trail: (data) => (data.template === 'word' ? data.view.breadcrumb.map((link) => ({ name: link.label, href: link.href })) : []),
  things: (data, context) => (data.template === 'word' ? [definedTerm(data.view, data.description, context)] : []),
});

/** In the order a path is tried and a locale's pages are listed: a CMS page first, whatever its path. */
export const PAGE_KINDS = { sections, post, blogPages, tutor, legal, sitemap, signIn, levelResult, forgotPassword, resetPassword, word };

type PageKind = keyof typeof PAGE_KINDS;
type DataOf<Row> = Row extends { data: (...args: never) => Promise<infer Data> } ? Exclude<Data, null> : never;
type RowData = { [Name in PageKind]: DataOf<(typeof PAGE_KINDS)[Name]> }[PageKind];
/** What any page shows: its head's words and its own, and the kind of page it is. */
export type PageData = PageHeadCopy & RowData & { kind: PageKind };

/** The rows as the router reads them, each taking any page's data (its own, by the kind it was made by). */
const rows = () => Object.entries(PAGE_KINDS) as [PageKind, PageKindRow<unknown, PageData>][];
const rowOf = (data: PageData) => PAGE_KINDS[data.kind] as PageKindRow<unknown, PageData>;


/** The name of a page in lists and breadcrumbs (its row's, else its heading, else its title without the site's name). */
export const pageName = (data: PageData): string => rowOf(data).name?.(data) ?? ('heading' in data ? data.heading : withoutSiteName(data.title));

/** What a page is for, as the interruption budget sees it. */
export const taskOf = (data: PageData): PageTask => rowOf(data).task?.(data) ?? 'read';

/** What search engines read of a page besides its text: home's company and site, or a breadcrumb, then its kind's own. */
export function thingsOf(data: PageData, context: PageContext): Thing[] {
  const row = rowOf(data);
  const trail = context.path === '/' ? [] : [breadcrumb(row.trail?.(data, context.locale) ?? [], pageName(data), context)];
  return [...trail, ...(row.things?.(data, context) ?? [])];
}

/** A row's answer for a path: undefined when the path is not of its kind, else its page or null. */
async function tried<Params, Data extends { template: string }>(row: PageKindRow<Params, Data>, path: string, ask: (params: Params) => Promise<Data | boolean | null>) {
  const params = row.match(path);
  return params === null ? undefined : ask(params);
}

/** The first kind's page at this path (each kind that names the path is asked in turn), or null. */
export async function pageAt(path: string, locale: Locale, site: SiteReader, query: PageQuery = NO_PAGE_QUERY): Promise<PageData | null> {
  for (const [kind, row] of rows()) {
    const data = await tried(row, path, (params) => row.data(params, locale, site, query));
    if (data) return { ...(data as PageData), kind };
  }
  return null;
}

/** Whether a locale has a page at this locale-free path, read lightly: a page's language alternates name the locales that have it. */
export async function pageExists(path: string, locale: Locale): Promise<boolean> {
  for (const [, row] of rows()) {
    if (row.exists && (await tried(row, path, (params) => row.exists!(params, locale)))) return true;
  }
  return false;
}

/** The paths a locale lists, kind by kind (home first), and those every locale prerenders unlisted. */
export const listedPaths = async (locale: Locale) => (await Promise.all(rows().map(([, row]) => row.listed?.(locale) ?? []))).flat();
export const unlistedPaths = () => rows().flatMap(([, row]) => row.unlisted ?? []);
/** The paths a locale lists that no sitemap names (issue 66). */
export const pathsOffSitemaps = async (locale: Locale) => new Set((await Promise.all(rows().map(([, row]) => row.offSitemaps?.(locale) ?? []))).flat());
