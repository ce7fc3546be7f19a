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

  test('exposes a visitor to an element below the fold once it enters the viewport, and counts them on its page at once (issue 65)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lingo_vid', value: visitorAssigned('home_hero_promise', 'speaking'), url: baseURL! }]);
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
    // The home page with two screens of space before its hero: the hero's variant is below the fold.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/(<main\b[^>]*>)/, '$1<svg width="10" height="2000" aria-hidden="true"></svg>') });
      },
    );
    await gotoHydrated(page, '/');
    const reported = (event: string, experiment: string) =>
      page.evaluate(([event, experiment]) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === event && (entry as { experiment?: string }).experiment === experiment), [event, experiment]);
    await expect.poll(() => reported('ab_test_assigned', 'home_hero_promise')).toEqual([{ event: 'ab_test_assigned', experiment: 'home_hero_promise', variant: 'speaking' }]);
    // The header's link is in the first screen: seen at once, in the same round of observations as the hero's.
    await expect.poll(async () => (await reported('gen_joined_ab_test', 'header_business_link')).length).toBe(1);
    expect(await reported('gen_joined_ab_test', 'home_hero_promise')).toEqual([]);
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await expect.poll(() => reported('gen_joined_ab_test', 'home_hero_promise')).toEqual([{ event: 'gen_joined_ab_test', experiment: 'home_hero_promise', variant: 'speaking' }]);
  });
});
