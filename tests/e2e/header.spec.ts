import { expect, test, type Page } from '@playwright/test';
import { businessLinkVariantOf, VISITOR_OF_VARIANT } from '../split-visitors.ts';
import { gotoHydrated, gotoInSiteFont } from './hydrated.ts';

test('the desktop layout starts at 1100 px; below it the links live in the Menu', async ({ page }) => {
  await page.setViewportSize({ width: 1099, height: 800 });
  await page.goto('/english-tutors');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Get The App' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test.describe('the longest locale where room is shortest', () => {
  for (const width of [320, 375, 1100, 1199]) {
    test(`Ukrainian at ${width} px: one line each, no word broken, nothing off the edge`, async ({ page, context, baseURL }) => {
      // The longer of the two split-test links.
      await context.addCookies([{ name: 'lingo_vid', value: VISITOR_OF_VARIANT['corporate-english'], url: baseURL! }]);
      await page.setViewportSize({ width, height: 800 });
      await gotoInSiteFont(page, '/uk/');
      const header = page.getByRole('banner');
      if (width >= 1100) await expect(header.getByRole('link', { name: 'Корпоративна англійська' })).toBeVisible();
      const lines = await header.locator('a, button').evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0 && element.textContent!.trim())
          .map((element) => {
            // The lines its text takes: the distinct tops of its text's boxes (icons apart).
            const tops = new Set<number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
            }
            return [element.textContent!.trim(), tops.size] as const;
          }),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.filter(([, count]) => count > 1)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Where room is short the switch shows its flag alone; its name still says the language.
      await expect(header.getByRole('button', { name: 'Мова: Українська' })).toBeVisible();
    });
  }
});

test('the side menu locks page scroll while open and releases it on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/english-tutors');
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  await expect.poll(overflow).not.toBe('hidden');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Group lessons' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(overflow).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(overflow).not.toBe('hidden');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('the header shows it is scrolled, and resets at the top', async ({ page }) => {
  await gotoHydrated(page, '/english-tutors');
  // Its shadow is what shows it, hydrated or not (the header hydrates when reached for).
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.mouse.wheel(0, 400);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('box-shadow', 'none');
});

test('the language switch links to the same page in each locale', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/english-tutors');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/uk\/english-tutors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Репетитори англійської онлайн' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Мова: Українська' })).toBeVisible();
});

test.describe('the split-test link', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 1440, height: 900 } });
  const shown = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^(For Business|Corporate English)$/ }).allInnerTexts();

  test("is one link, the variant of the visitor's identifier, kept across visits", async ({ page, context }) => {
    await page.goto('/');
    const first = await shown(page);
    expect(first).toHaveLength(1);
    const id = (await context.cookies()).find((entry) => entry.name === 'lingo_vid')!.value;
    expect(first[0]).toBe(businessLinkVariantOf(id) === 'for-business' ? 'For Business' : 'Corporate English');
    await page.reload();
    expect(await shown(page)).toEqual(first);
  });

  for (const [variant, name] of [['for-business', 'For Business'], ['corporate-english', 'Corporate English']] as const) {
    test(`is ${name} in the first paint for a visitor assigned ${variant}, without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: 'lingo_vid', value: VISITOR_OF_VARIANT[variant], url: baseURL! }]);
      const page = await context.newPage();
      await page.goto('/faq');
      expect(await shown(page)).toEqual([name]);
      await context.close();
    });
  }
});

test('a keyboard user can skip the header', async ({ page }) => {
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveAttribute('href', '#main');
});

test('the language menu loads when first opened, and works by keyboard from the first press', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await gotoHydrated(page, '/faq');
  expect(scripts.some((url) => /LanguageMenu/.test(url))).toBe(false);
  const trigger = page.getByRole('button', { name: 'Language: English' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(scripts.some((url) => /LanguageMenu/.test(url))).toBe(true);
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone the Menu opens as a disclosure with the main links and the call to action; no dead buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/english-tutors');
    const header = page.getByRole('banner');
    // The scripted triggers would do nothing: they give way.
    await expect(header.getByRole('button')).toHaveCount(0);
    const menu = header.locator('summary[aria-label="Menu"]');
    const links = header.getByRole('navigation', { name: 'Menu' }).filter({ visible: true });
    await expect(links).toHaveCount(0);
    await menu.click();
    await expect(links.getByRole('link', { name: 'Group lessons' })).toHaveAttribute('href', '/group-lessons');
    await expect(header.getByRole('link', { name: 'Get the app' }).filter({ visible: true })).toHaveAttribute('href', '/language-learning-app');
    await links.getByRole('link', { name: 'Group lessons' }).click();
    await expect(page).toHaveURL(/\/group-lessons$/);
  });

  test('the language switch lists this page in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/blog');
    const header = page.getByRole('banner');
    await header.locator('summary[aria-label="Language: English"]').click();
    await expect(header.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
    for (const [name, href] of [['Español', '/es/blog'], ['Português', '/pt/blog'], ['Українська', '/uk/blog']]) {
      await expect(header.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    await header.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/uk\/blog$/);
    await expect(page.getByRole('banner').locator('summary[aria-label="Мова: Українська"]')).toBeVisible();
  });
});
