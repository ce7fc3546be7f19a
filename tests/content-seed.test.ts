// The seeded content (content/) as an editor would find it in the CMS: every entry valid, every
// page's sections shown (none hidden), the four locales telling the same site, and every link
// leading to a page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../domain/constants.ts';
import type { ClassSession, Level, Tutor } from '../domain/content/collections.ts';
import { stringsOf } from '../domain/pricing/offers.ts';
import type { Footer, Header } from '../domain/content/schemas.ts';
import { parseSections, type PageRecord, type Section } from '../domain/content/sections.ts';
import { splitLocale } from '../domain/i18n/index.ts';
import { loadContent } from '../server/cms/store.ts';
import { linkedPages } from '../site/routes/linked-pages.ts';

const ROOT = join(import.meta.dirname, '..');
const store = loadContent(join(ROOT, 'content'));
const inLocale = <T>(collection: string, locale: Locale) => (store.get(collection) ?? []).filter((entry) => entry.locale === locale) as unknown as T[];
const keysOf = (collection: string, locale: Locale) => inLocale<{ documentId: string }>(collection, locale).map((entry) => entry.documentId);

/** Paths served by something else than a CMS page (legal documents, blog posts, the sitemap, sign-in). */
const OTHER_ROUTES = [/^\/terms\/[a-z-]+$/, /^\/blog\/[a-z0-9-]+$/, /^\/sitemap$/, /^\/sign-in$/];

function sectionsOf(page: PageRecord, locale: Locale): { sections: Section[]; hidden: string[] } {
  const hidden: string[] = [];
  const sections = parseSections(page.sections ?? [], `${locale} ${page.path}`, (message) => hidden.push(message));
  return { sections, hidden };
}

/** Every href a section holds (calls to action, contact channels). */
function hrefsOf(section: Section): string[] {
  const ctas = Object.values(section).filter((value): value is { href: string } => typeof value === 'object' && value !== null && 'href' in value);
  const channels = section.kind === 'contact' ? section.channels : [];
  return [...ctas, ...channels].map((item) => item.href);
}

describe.each(LOCALES)('the %s seed', (locale) => {
  const pages = inLocale<PageRecord>('pages', locale);
  const paths = new Set(pages.map((page) => page.path));
  const isPage = (href: string) => {
    const { path, locale: linkLocale } = splitLocale(href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/');
    return linkLocale === locale && (paths.has(path) || OTHER_ROUTES.some((route) => route.test(path)));
  };

  it('has one page per path, every section of each shown', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(paths.size).toBe(pages.length);
    const hidden = pages.flatMap((page) => sectionsOf(page, locale).hidden);
    expect(hidden).toEqual([]);
    expect(pages.filter((page) => (page.sections ?? []).length === 0).map((page) => page.path)).toEqual([]);
  });

  it('has a page for every page the header and footer link to', () => {
    const [header] = inLocale<Header>('headers', locale);
    const [footer] = inLocale<Footer>('footers', locale);
    const missing = linkedPages(header ?? null, footer ?? null)
      .map((linked) => linked.path)
      .filter((path) => !paths.has(path) && !OTHER_ROUTES.some((route) => route.test(path)));
    expect(missing).toEqual([]);
  });

  it("links only to the locale's own pages, https or mailto", () => {
    const broken = pages.flatMap((page) =>
      sectionsOf(page, locale).sections.flatMap((section) =>
        hrefsOf(section)
          .filter((href) => (href.startsWith('/') ? !isPage(href) : !/^(https:\/\/(?!example\.com)|mailto:)/.test(href)))
          .map((href) => `${page.path} (${section.kind}): ${href}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('has the data every section asks for', () => {
    const tutors = inLocale<Tutor>('tutors', locale);
    const levels = inLocale<Level>('levels', locale);
    const sessions = inLocale<ClassSession>('class-sessions', locale);
    const empty = pages.flatMap((page) =>
      sectionsOf(page, locale).sections.flatMap((section) => {
        const where = `${page.path} (${section.kind})`;
        if (section.kind === 'tutors' && !tutors.some((tutor) => !section.specialty || tutor.specialties.includes(section.specialty))) return [`${where}: no tutor for ${section.specialty}`];
        if (section.kind === 'levels' && section.level && !levels.some((level) => level.code === section.level)) return [`${where}: no level ${section.level}`];
        if (section.kind === 'schedule' && !sessions.some((session) => session.kind === section.sessionKind && (!section.level || session.level === section.level))) return [`${where}: no ${section.sessionKind} session`];
        if (section.kind === 'hero' && section.image && !existsSync(join(ROOT, 'public', section.image.url))) return [`${where}: no file public${section.image.url}`];
        return [];
      }),
    );
    expect(empty).toEqual([]);
  });

  it('draws every tutor and every post (the files are there)', () => {
    const images = [...inLocale<Tutor>('tutors', locale).map((tutor) => tutor.portrait), ...inLocale<{ cover: { url: string } | null }>('blog-posts', locale).map((post) => post.cover)];
    expect(images.filter((image) => !image || !existsSync(join(ROOT, 'public', image.url))).map((image) => image?.url ?? 'none')).toEqual([]);
  });

  it('gives each tutor the same rate as on the English site (one rate, in dollars, priced per market by the site)', () => {
    const rateOf = (tutors: Tutor[]) => Object.fromEntries(tutors.map((tutor) => [tutor.slug, tutor.pricePerHour]));
    expect(rateOf(inLocale<Tutor>('tutors', locale))).toEqual(rateOf(inLocale<Tutor>('tutors', 'en')));
  });

  it.each(['pages', 'tutors', 'plans', 'faqs', 'levels', 'class-sessions', 'mentions', 'blog-posts', 'legal-documents'])(
    'lists the same %s documents as English, in the same order',
    (collection) => {
      expect(keysOf(collection, locale)).toEqual(keysOf(collection, 'en'));
    },
  );
});

it('names prices in copy only by token, never by amount (a price follows the visitor’s market, issue #42)', () => {
  // A sum of money written in copy is the price of one market, untrue for every other visitor.
  const amount = /(?:[$€£₴]|R\$|MX\$)\s?\d|\d\s?(?:[€£₴]|грн|USD|EUR|GBP|BRL|UAH|MXN)(?![A-Za-z])/;
  const written = [...store].flatMap(([collection, entries]) =>
    entries.flatMap((entry) => stringsOf(entry).filter((text) => amount.test(text)).map((text) => `${collection} ${String(entry.documentId)}: ${text.slice(0, 80)}`)),
  );
  expect(written).toEqual([]);
});

it('levels link to their own pages', () => {
  for (const locale of LOCALES) {
    const paths = new Set(inLocale<PageRecord>('pages', locale).map((page) => page.path));
    expect(inLocale<Level>('levels', locale).filter((level) => !paths.has(level.path)).map((level) => level.path)).toEqual([]);
  }
});
