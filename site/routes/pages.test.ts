import type { TutorsData } from '../sections/parts/Tutors.tsx';
import { NO_QUERY } from '../../domain/tutoring/directory.ts';
import { NO_PAGE_QUERY } from '../sections/page-query.ts';
import { LEVEL_CODES, LOCALES } from '../../domain/constants.ts';
import { linkedPages, linkedPath } from './linked-pages.ts';
import { MAX_TITLE_LENGTH } from '../../domain/constants.ts';
import { pageLocales, pagePaths, pageUrls, resolvePage, ACCOUNT_PAGE_PATHS } from './site-pages.ts';
import { FOOTERS, HEADERS } from '../story-fixtures.ts';

describe('the pages the CMS links to', () => {
  it('are the internal links anyone can see, without locale, query or fragment', () => {
    const link = { isExternal: false, visible: '' as const };
    expect(linkedPath({ ...link, href: '/uk/levels/elementary-english' })).toBe('/levels/elementary-english');
    expect(linkedPath({ ...link, href: '/terms/privacy-policy#do-not-sell' })).toBe('/terms/privacy-policy');
    expect(linkedPath({ ...link, href: '/faq/?from=footer' })).toBe('/faq');
    expect(linkedPath({ ...link, href: '/sign-in', visible: 'no_auth' })).toBe('/sign-in');
    expect(linkedPath({ ...link, href: '/page/beta-features', visible: 'no' })).toBeNull();
    expect(linkedPath({ ...link, href: 'https://www.instagram.com/lingo.english.app', isExternal: true })).toBeNull();
    expect(linkedPath({ ...link, href: '//evil.example/x' })).toBeNull();
    expect(linkedPath({ ...link, href: 'mailto:hello@example.com' })).toBeNull();
  });

  it('leave out hidden groups and links hidden for everyone, and list each page once', () => {
    const pages = linkedPages(HEADERS.uk, FOOTERS.uk);
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/group-lessons', '/levels/elementary-english', '/practice/english-for-travel']));
    expect(paths).not.toContain('/careers');
    expect(paths).not.toContain('/page/beta-features');
    expect(pages.find((page) => page.path === '/group-lessons')?.group).toBe('header');
  });
});

describe('the site', () => {
  it('prerenders every page in every locale and each 404 page, once, with no English prefix', async () => {
    const paths = await pageUrls();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path === '/en' || path.startsWith('/en/'))).toBe(false);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/uk', '/404', '/es/404', '/faq', '/pt/faq', '/uk/page/practice-with-ai', '/uk/levels/elementary-english', '/es/blog', '/pt/terms/cookie-policy']),
    );
    const perLocale = await pagePaths('en');
    // Each locale's pages, its level test results (one per level), the password reset's two pages and its 404.
    expect(paths).toHaveLength((perLocale.length + LEVEL_CODES.length + ACCOUNT_PAGE_PATHS.length + 1) * LOCALES.length);
    expect(paths).toEqual(expect.arrayContaining(['/test-your-english-level/result/a0', '/uk/test-your-english-level/result/c2']));
    // Home, the spec's landing pages, the ~70 pages the footer links to, the blog's posts, the legal documents.
    expect(perLocale.length).toBeGreaterThan(100);
  });

  it('resolves every page it lists, in every locale, and nothing else', async () => {
    for (const locale of LOCALES) {
      for (const path of await pagePaths(locale)) {
        if (path === '/') continue;
        const page = await resolvePage(path, locale);
        expect(page?.title.trim(), `${locale} ${path}`).toBeTruthy();
        expect(page!.title.length, `${locale} ${path}: ${page!.title}`).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      }
    }
    for (const path of ['/nope', '/terms/nope', '/blog/nope', '/blog/ten-minutes-a-day/extra', '/careers', '/page/beta-features']) {
      expect(await resolvePage(path, 'en'), path).toBeNull();
    }
  });

  it('gives a word the tools lack its page of suggestions, in no locale’s alternates; a word they have, in every locale’s', async () => {
    expect((await resolvePage('/past-tense-of/swimm', 'en'))?.template).toBe('word-missing');
    expect(await pageLocales('/past-tense-of/swimm')).toEqual([]);
    expect((await resolvePage('/past-tense-of/swim', 'uk'))?.template).toBe('word');
    expect(await pageLocales('/past-tense-of/swim')).toEqual([...LOCALES]);
  });

  it('composes a CMS page of its sections, each with what it reads', async () => {
    const page = await resolvePage('/english-tutors', 'uk');
    if (page?.template !== 'sections') throw new Error('no sections');
    const kinds = page.sections.map((loaded) => loaded.section.kind);
    // The directory first, its first page of cards in the first screen (issue 62).
    expect(kinds[0]).toBe('tutors');
    const tutors = page.sections[0]!.data as TutorsData;
    expect(tutors.tutors).toHaveLength(12);
    expect(tutors.directory).toMatchObject({ matching: 24, total: 24, more: `?page=2#${page.sections[0]!.section.key}-card-13` });
  });

  it('gives a list the query its URL asks for, and its copy the counts it states', async () => {
    const page = await resolvePage('/english-tutors', 'en', { ...NO_PAGE_QUERY, directory: { ...NO_QUERY, specialties: ['business'], sort: 'price-low' } });
    if (page?.template !== 'sections') throw new Error('no sections');
    const { tutors, directory } = page.sections[0]!.data as TutorsData;
    expect(tutors.map((tutor) => tutor.pricePerHour)).toEqual(tutors.map((tutor) => tutor.pricePerHour).toSorted((a, b) => a - b));
    expect(tutors.every((tutor) => tutor.specialties.includes('business'))).toBe(true);
    expect(directory?.matching).toBe(tutors.length);
    const home = await resolvePage('/', 'uk');
    if (home?.template !== 'sections') throw new Error('no sections');
    expect(JSON.stringify(home.sections)).not.toContain('{count:');
    expect(home.sections.find((loaded) => loaded.section.kind === 'stats')?.section).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ value: '24' })]) });
  });

  it('gives the sections the footer links point at', async () => {
    const privacy = await resolvePage('/terms/privacy-policy', 'es');
    const cookies = await resolvePage('/terms/cookie-policy', 'uk');
    expect(privacy?.template === 'legal' && privacy.sections.map((section) => section.id)).toContain('do-not-sell');
    expect(cookies?.template === 'legal' && cookies.sections.map((section) => section.id)).toContain('settings');
  });

  it('lists every page once in the HTML sitemap, the 404 aside', async () => {
    const sitemap = await resolvePage('/sitemap', 'pt');
    if (sitemap?.template !== 'sitemap') throw new Error('no sitemap');
    const listed = sitemap.groups.flatMap((group) => group.links.map((link) => link.href));
    expect(new Set(listed).size).toBe(listed.length);
    const expected = (await pagePaths('pt')).map((path) => (path === '/' ? '/pt' : `/pt${path}`));
    expect(listed.toSorted()).toEqual(expected.toSorted());
  });
});

describe('the level test’s result pages', () => {
  it('name the level, list what a learner can do at it and lead on, in the page’s locale; search engines skip them', async () => {
    const page = await resolvePage('/test-your-english-level/result/b2', 'pt');
    if (page?.template !== 'level-result') throw new Error('no result page');
    expect(page).toMatchObject({ indexable: false, code: 'B2', heading: 'Seu nível de inglês: B2 Intermediário superior' });
    expect(page.canDo.length).toBeGreaterThan(2);
    expect(page.plan.href).toBe('/pt/funnels/onboarding?level=b2');
    expect(page.levelPage.href).toBe('/pt/levels/upper-intermediate-english');
    expect(page.again.href).toBe('/pt/test-your-english-level');
    expect(await pagePaths('pt')).not.toContain('/test-your-english-level/result/b2');
    expect(await resolvePage('/test-your-english-level/result/d1', 'pt')).toBeNull();
  });
});
