import { expect, test, type Browser } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { visitorAssigned } from '../split-visitors.ts';

// The home page's hero experiment as the seed has it (content/experiments.json, content/pages.*.json).
const HABIT = 'Ten minutes a day in the app. Real conversations every week.';
const SPEAKING = 'Speak English with confidence, a little every day';

async function homeWithoutScripts(browser: Browser, baseURL: string, country: string, visitorId: string | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': country }, viewport: { width: 390, height: 844 } });
  if (visitorId) await context.addCookies([{ name: 'lingo_vid', value: visitorId, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  return { page, context };
}

test.describe('an experiment from the CMS', () => {
  for (const [variant, heading, cta] of [['habit', HABIT, 'Start learning'], ['speaking', SPEAKING, 'Start speaking']] as const) {
    test(`shows a visitor assigned ${variant} their hero in the first paint, without JavaScript`, async ({ browser, baseURL }) => {
      const { page, context } = await homeWithoutScripts(browser, baseURL!, 'US', visitorAssigned('home_hero_promise', variant));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: cta, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-visitor', new RegExp(`\\bexp-home_hero_promise-${variant}\\b`));
      await context.close();
    });
  }

  test('shows a visitor who may not be counted the control, and assigns them nothing', async ({ browser, baseURL }) => {
    const { page, context } = await homeWithoutScripts(browser, baseURL!, 'DE', visitorAssigned('home_hero_promise', 'speaking'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HABIT);
    await expect(page.locator('html')).not.toHaveAttribute('data-visitor', /\bexp-/);
    await context.close();
  });

  test('runs only on the pages it targets', async ({ browser, baseURL }) => {
    const { page, context } = await homeWithoutScripts(browser, baseURL!, 'US', visitorAssigned('home_hero_promise', 'speaking'));
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-visitor', /\bexp-header_business_link-/);
    await expect(page.locator('html')).not.toHaveAttribute('data-visitor', /\bexp-home_hero_promise-/);
    await context.close();
  });

  test('reports the exposure of each experiment the page runs, once', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lingo_vid', value: visitorAssigned('home_hero_promise', 'speaking'), url: baseURL! }]);
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
    await gotoHydrated(page, '/');
    const joins = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'gen_joined_ab_test'));
    await expect.poll(joins).toContainEqual({ event: 'gen_joined_ab_test', experiment: 'home_hero_promise', variant: 'speaking' });
    expect((await joins()).map((join) => (join as { experiment: string }).experiment).sort()).toEqual(['header_business_link', 'home_hero_promise']);
    await gotoHydrated(page, '/');
    expect(await joins()).toEqual([]);
  });
});
