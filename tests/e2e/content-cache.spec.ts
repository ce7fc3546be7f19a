import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

const DAY_MS = 86_400_000;

test('a page built within 24 hours keeps its header and footer without asking the CMS', async ({ page }) => {
  const cmsRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/cms/') && cmsRequests.push(request.url()));
  await gotoHydrated(page, '/faq');
  await page.waitForLoadState('networkidle');
  expect(cmsRequests).toEqual([]);
});

test('past 24 hours the client fetches the header and footer once, then keeps them for 24 hours', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.setSystemTime(Date.now() + DAY_MS + 60_000);
  const cmsRequests: string[] = [];
  await page.route('**/cms/api/headers?**', async (route) => {
    cmsRequests.push(route.request().url());
    const response = await route.fetch();
    const body = await response.json();
    body.data[0].links = body.data[0].links.map((link: { label: string }) => (link.label === 'Group lessons' ? { ...link, label: 'Lessons in small groups' } : link));
    await route.fulfill({ response, json: body });
  });
  await page.route('**/cms/api/footers?**', async (route) => {
    cmsRequests.push(route.request().url());
    const response = await route.fetch();
    const body = await response.json();
    body.data[0].termsLinkTitle = 'Terms of service';
    await route.fulfill({ response, json: body });
  });

  await gotoHydrated(page, '/faq');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Lessons in small groups' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Group lessons', exact: true })).toHaveCount(0);
  expect(cmsRequests.filter((url) => url.includes('/headers?'))).toHaveLength(1);
  expect(cmsRequests.filter((url) => url.includes('/footers?'))).toHaveLength(1);
  // The fresh footer takes the place of the page's own: one footer, the CMS's current words.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(1);

  // The next page comes from the browser's cache: no request, the fresh header at once.
  await gotoHydrated(page, '/contact-us');
  await expect(nav.getByRole('link', { name: 'Lessons in small groups' })).toBeVisible();
  expect(cmsRequests).toHaveLength(2);
});
