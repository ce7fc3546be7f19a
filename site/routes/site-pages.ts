// Every page of the site and what it shows, resolved from its locale-free path at build time:
// the spec's landing pages, the pages the CMS header and footer link to, the blog, the legal
// documents and the sitemap. One catch-all route renders them (routes/page.tsx), so any URL,
// an unknown one included, hydrates as the route that rendered it.
import { LOCALES, type Locale } from '../../domain/constants.ts';
import { buildTimeCms } from '../platform/content/build-time.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { BLOG_SLUGS, blogPost, blogPosts } from './content/blog.ts';
import { LEGAL_SLUGS, legalDocument, type LegalSection } from './content/legal.ts';
import { SIGN_IN_COPY } from '../../domain/account/copy.ts';
import { HOME } from './content/home.ts';
import { formatDate, TEMPLATE_COPY } from './content/templates.ts';
import { linkedPages, type LinkedPage } from './linked-pages.ts';
import { landingCopy, type LandingCopy } from './page-copy.ts';
import { LANDING_PAGES, landingPageAt } from './pages.ts';

/** Paths a link may name that another route serves. */
const NOT_A_TEMPLATE_PAGE = new Set(['/', '/404']);

export interface PageHeadCopy {
  title: string;
  description: string;
}

export interface LinkItem {
  href: string;
  label: string;
}

export type PageData = PageHeadCopy &
  (
    | { template: 'landing'; copy: LandingCopy }
    | { template: 'legal'; heading: string; summary: string; updated: string; sections: LegalSection[] }
    | { template: 'blog'; heading: string; lead: string; posts: Array<LinkItem & { excerpt: string; byline: string }> }
    | { template: 'post'; heading: string; byline: string; paragraphs: string[]; back: LinkItem }
    | { template: 'sitemap'; heading: string; lead: string; groups: Array<{ title: string; links: LinkItem[] }> }
    | { template: 'sign-in' }
  );

const linkedByLocale = new Map<Locale, Promise<LinkedPage[]>>();

/** The pages the locale's CMS header and footer link to (read once per build). */
function cmsLinkedPages(locale: Locale): Promise<LinkedPage[]> {
  let pages = linkedByLocale.get(locale);
  if (!pages) {
    const cms = buildTimeCms();
    pages = Promise.all([cms.header(locale), cms.footer(locale)]).then(([header, footer]) => linkedPages(header, footer));
    linkedByLocale.set(locale, pages);
  }
  return pages;
}

/** Locale-free paths of every page of a locale, home first. */
export async function pagePaths(locale: Locale): Promise<string[]> {
  const paths = [
    '/',
    ...LANDING_PAGES.map((landing) => landing.path),
    '/blog',
    ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
    ...LEGAL_SLUGS.map((slug) => `/terms/${slug}`),
    '/sitemap',
    '/sign-in',
    ...(await cmsLinkedPages(locale)).map((page) => page.path).filter((path) => !NOT_A_TEMPLATE_PAGE.has(path)),
  ];
  return [...new Set(paths)];
}

/** Every page in every locale and each locale's 404 page. */
export async function pageUrls(): Promise<string[]> {
  const perLocale = await Promise.all(LOCALES.map(async (locale) => [...(await pagePaths(locale)), '/404'].map((path) => localizePath(path, locale))));
  return perLocale.flat();
}

/** Every URL to prerender: the pages, and the files made from them for crawlers. */
export const prerenderPaths = async () => [...(await pageUrls()), '/sitemap.xml', '/robots.txt'];

/** What the page at a locale-free path shows, or null when there is no such page (the 404). */
export async function resolvePage(path: string, locale: Locale): Promise<PageData | null> {
  const words = TEMPLATE_COPY[locale];
  const landing = landingPageAt(path);
  if (landing) return landingPage(landingCopy({ topic: landing.topic[locale], kind: landing.kind }, locale));

  const [, section, slug, ...rest] = path.split('/');
  if (section === 'terms' && slug && rest.length === 0) {
    const document = legalDocument(slug, locale);
    if (!document) return null;
    const updated = words.updated(formatDate(document.updated, locale));
    return { template: 'legal', title: document.title, description: document.summary, heading: document.title, summary: document.summary, updated, sections: document.sections };
  }
  if (path === '/blog') {
    const posts = blogPosts(locale).map((post) => ({
      href: localizePath(`/blog/${post.slug}`, locale),
      label: post.title,
      excerpt: post.excerpt,
      byline: words.byline(post.author, formatDate(post.published, locale)),
    }));
    return { template: 'blog', title: words.blog.title, description: words.blog.lead, heading: words.blog.title, lead: words.blog.lead, posts };
  }
  if (section === 'blog' && slug && rest.length === 0) {
    const post = blogPost(slug, locale);
    if (!post) return null;
    const byline = words.byline(post.author, formatDate(post.published, locale));
    const back = { href: localizePath('/blog', locale), label: words.blog.back };
    return { template: 'post', title: post.title, description: post.excerpt, heading: post.title, byline, paragraphs: post.paragraphs, back };
  }
  if (path === '/sitemap') return sitemapPage(locale);
  if (path === '/sign-in') return { template: 'sign-in', title: SIGN_IN_COPY[locale].heading, description: SIGN_IN_COPY[locale].lead };

  const linked = (await cmsLinkedPages(locale)).find((page) => page.path === path);
  if (linked && !NOT_A_TEMPLATE_PAGE.has(path)) return landingPage(landingCopy({ topic: linked.label, kind: linked.kind }, locale));
  return null;
}

const landingPage = (copy: LandingCopy): PageData => ({ template: 'landing', title: copy.title, description: copy.description, copy });

/** The HTML sitemap: the footer's groups, then every other page under "More pages". */
async function sitemapPage(locale: Locale): Promise<PageData> {
  const words = TEMPLATE_COPY[locale].sitemap;
  const linked = await cmsLinkedPages(locale);
  const footerGroups = new Map<string, LinkItem[]>();
  const listed = new Set<string>(['/sitemap', ...NOT_A_TEMPLATE_PAGE]);
  for (const page of linked) {
    if (page.group === 'header' || NOT_A_TEMPLATE_PAGE.has(page.path)) continue;
    footerGroups.set(page.group, [...(footerGroups.get(page.group) ?? []), { href: localizePath(page.path, locale), label: page.label }]);
    listed.add(page.path);
  }
  const more: LinkItem[] = [{ href: localizePath('/', locale), label: HOME[locale].title }];
  for (const path of await pagePaths(locale)) {
    if (listed.has(path)) continue;
    const page = await resolvePage(path, locale);
    if (page) more.push({ href: localizePath(path, locale), label: page.title });
  }
  const groups = [...[...footerGroups].map(([title, links]) => ({ title, links })), { title: words.more, links: more }];
  return { template: 'sitemap', title: words.title, description: words.lead, heading: words.title, lead: words.lead, groups };
}
