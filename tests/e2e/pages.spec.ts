import { expect, test, type Page } from '@playwright/test';
import { prerenderPaths } from '../../react-router.config.ts';
import { splitLocale } from '../../site/platform/i18n/index.ts';
import { axeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';

const paths = prerenderPaths().filter((path) => !path.endsWith('/404'));

/** Console errors and warnings of a page, hydration mismatches included. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every page in every locale answers 200 with its language and one heading', async ({ request }) => {
  expect(paths.length).toBeGreaterThan(80);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<html [^>]*lang="${splitLocale(path).locale}"`));
    expect(html.match(/<h1[ >]/g)?.length, path).toBe(1);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html.match(/rel="alternate" hrefLang=/g)?.length, path).toBe(5);
  }
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

for (const path of ['/', '/es', '/uk/conversation-club', '/pt/page/business-english-online-courses']) {
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

  test('a landing page is complete in its HTML', async ({ page }) => {
    await page.goto('/uk/english-tutors');
    await expect(page.getByRole('heading', { level: 1, name: 'Репетитори англійської' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Знайти репетитора' })).toHaveAttribute('href', '/uk/tutoring/short-onboarding');
  });
});
