import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { TWO_ROUND_TRIPS_BYTES } from '../../scripts/site-sizes.mjs';
import { LOCALES } from '../../domain/constants.ts';
import { localizePath, splitLocale } from '../../domain/i18n/index.ts';
import { siteOrigin } from '../../site/routes/page-meta.ts';
import { ACCOUNT_PAGE_PATHS, levelResultPaths, pageUrls } from '../../site/routes/site-pages.ts';
import { axeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';

/** The level test's results are pages too, but not for search engines (level-test.spec.ts checks them). */
const isLevelResult = (path: string) => levelResultPaths().includes(splitLocale(path).path);
/** The password reset's pages: for learners with an account, not indexed, in no sitemap. */
const isAccountPage = (path: string) => (ACCOUNT_PAGE_PATHS as readonly string[]).includes(splitLocale(path).path);
/** Every page a search engine lists. */
const pages = async () => (await pageUrls()).filter((path) => !path.endsWith('/404') && !isLevelResult(path) && !isAccountPage(path));

/** Console errors and warnings of a page, hydration mismatches included. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The bytes of a response as they cross the wire: status line, headers and the compressed body. */
function wireBytes(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let index = 0; index < response.rawHeaders.length; index += 2) bytes += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/** Every page of a locale a search engine lists: the tests over all pages take one locale each (300+ pages in one test passed its 30 s on a busy machine). */
const pagesIn = async (locale: string) => (await pages()).filter((path) => splitLocale(path).locale === locale);

for (const locale of LOCALES) test(`every ${locale} page arrives whole in the first two round trips of a cold connection, for a first visit from the EU as from elsewhere`, async ({ baseURL }) => {
  // Its first screen comes in the first round trip (the budgets measure it: scripts/site-sizes.mjs), the rest in the next.
  const sizes: Array<[string, number]> = [];
  for (const path of await pagesIn(locale)) {
    for (const country of ['US', 'DE']) {
      sizes.push([`${path} (${country})`, await wireBytes(`${baseURL}${path}`, { 'accept-encoding': 'br, gzip', 'cf-ipcountry': country })]);
    }
  }
  const largest = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
  test.info().annotations.push({ type: 'largest response', description: `${largest[0]}: ${largest[1]} bytes` });
  expect(sizes.filter(([, bytes]) => bytes > TWO_ROUND_TRIPS_BYTES)).toEqual([]);
});

/**
 * The page as a visitor with no variant sees it: the wrappers of every experiment's other variants
 * (those the page's rule shows only when named, `:root:not(…)`) taken out, by a balanced <div> scan.
 */
function controlOnly(html: string): string {
  const others = [...html.matchAll(/:root:not\(\[data-visitor~="([\w-]+)"\]\)/g)].map((match) => match[1]!);
  let page = html;
  for (const token of others) {
    for (let wrapper = new RegExp(`<div[^>]*data-when="${token}"[^>]*>`).exec(page); wrapper; wrapper = new RegExp(`<div[^>]*data-when="${token}"[^>]*>`).exec(page)) {
      const tags = /<\/?div\b[^>]*>/g;
      tags.lastIndex = wrapper.index;
      let depth = 0;
      let end = page.length;
      for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
        depth += tag[0].startsWith('</') ? -1 : 1;
        if (depth === 0) {
          end = tag.index + tag[0].length;
          break;
        }
      }
      page = page.slice(0, wrapper.index) + page.slice(end);
    }
  }
  return page;
}

for (const locale of LOCALES) test(`every ${locale} page answers 200 with its language and one heading`, async ({ request }) => {
  const paths = await pagesIn(locale);
  expect(paths.length).toBeGreaterThan(75);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<html [^>]*lang="${splitLocale(path).locale}"`));
    // One for every visitor: an experiment's variant of the hero has its own, shown instead.
    expect(controlOnly(html).match(/<h1[ >]/g)?.length, path).toBe(1);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html.match(/rel="alternate" hrefLang=/g)?.length, path).toBe(5);
  }
});

test('every internal link of the header and the footer leads to a page, and to the section it names', async ({ page, request }) => {
  const checked = new Map<string, string>();
  for (const locale of LOCALES) {
    await page.goto(localizePath('/', locale));
    const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length, locale).toBeGreaterThan(80);
    for (const href of new Set(hrefs)) {
      const [path, fragment] = href.split('#') as [string, string | undefined];
      if (!checked.has(path)) {
        const response = await request.get(path);
        expect(response.status(), `${href} on ${locale} home`).toBe(200);
        checked.set(path, await response.text());
      }
      if (fragment) expect(checked.get(path), href).toContain(`id="${fragment}"`);
    }
  }
});

test('sitemap.xml lists every page with its alternates and the date it last changed, and robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.toSorted()).toEqual((await pages()).map((path) => `${siteOrigin()}${path}`).toSorted());
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="uk" href="${siteOrigin()}/uk/levels/elementary-english"/>`);
  // Each page dated by when what it says last changed (issue 66), as the store knows it.
  const dated = [...xml.matchAll(/<loc>[^<]+<\/loc>\n\s*<lastmod>(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)<\/lastmod>/g)];
  expect(dated).toHaveLength(locs.length);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`);
});

test('a path that is not a page gets the 404 page of its locale with status 404', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await gotoHydrated(page, '/uk/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByRole('link', { name: 'На головну сторінку' }).click();
  await expect(page).toHaveURL(/\/uk$/);
  expect(errors).toEqual([]);
});

// One page of each template: home, composed pages (a spec page, a footer page), blog, post, legal, sitemap.
for (const path of ['/', '/es', '/uk/conversation-club', '/pt/page/business-english-online-courses', '/uk/levels/elementary-english', '/blog', '/es/blog/first-lesson-with-a-tutor', '/pt/terms/privacy-policy', '/uk/sitemap']) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px hydrates with no console error and no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const problems = collectProblems(page);
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Hydrated, not just painted: the language switch is React's and opens its menu.
      await page.getByRole('button', { name: /^(Language|Idioma|Мова):/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page offers an anonymous visitor Start learning, not Back to Studying', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    // In the visitor's variant of the hero's experiment (experiments.spec.ts).
    await expect(main.getByRole('link', { name: /^Start (learning|speaking)$/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Studying' })).toBeHidden();
  });

  test('a composed page is complete in its HTML', async ({ page }) => {
    await page.goto('/uk/english-tutors');
    await expect(page.getByRole('heading', { level: 1, name: 'Репетитори англійської онлайн' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Знайти свого репетитора' }).first()).toHaveAttribute('href', '/uk/tutoring/short-onboarding');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  });
});
