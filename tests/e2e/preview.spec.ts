// The CMS's Preview as an editor meets it (issue 27): the link the CMS signs shows the page with
// the previewed popup at once, the promotions panel deciding for the visitor and moment picked, and
// nothing recorded. The links are signed here as cms/src/site.js signs them.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadContent } from '../../server/cms/store.ts';
import { signPreviewToken } from '../../server/live/preview-token.ts';
import { dataLayer } from './data-layer.ts';
import { E2E_PREVIEW_SECRET } from './preview-secret.ts';

const popups = loadContent(join(import.meta.dirname, '..', '..', 'content'), { today: Date.parse('2026-11-23') }).get('popups')!;
const timerPopup = popups.find((entry) => entry.slug === 'timer-en')!;
const link = () => `/preview?token=${signPreviewToken({ uid: 'api::popup.popup', documentId: timerPopup.documentId as string, locale: 'en', status: 'draft' }, E2E_PREVIEW_SECRET)}`;

test('the timer popup previewed: at once on a page it shows on, the panel decides for the moment picked, nothing is recorded', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const response = await page.goto(link());
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('The popup “timer-en” is shown whatever its rules say');
  const popup = page.getByRole('dialog', { name: 'Lingo Plus at half price: $14.99 for your first month' });
  await expect(popup).toBeVisible();
  // Under the modal popup (hidden from assistive technology while it is open): what a visitor would get.
  await expect(page.locator('[data-promotions-debug]')).toContainText('Promotions on /group-lessons');
  await expect(page.locator('[data-promotions-debug] tr[data-slug="timer-en"]')).toContainText('Waiting for 30 s on the page.');

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const panel = page.getByRole('complementary', { name: 'Promotions debug' });
  await panel.getByRole('combobox', { name: 'Clock' }).selectOption('after');
  await expect(panel.locator('tr[data-slug="timer-en"]')).toContainText('Schedule: the offer has ended.');
  await panel.getByRole('button', { name: 'Show the popup again' }).click();
  await expect(popup).toBeVisible();
  // An hour after the end, on the page's own countdown too.
  await expect(popup.getByText('0 days, 0 hours, 0 minutes, 0 seconds. Offer ended')).toBeAttached();

  // The islands took their props from the page: a draft never becomes a public file.
  expect(asked.filter((path) => path.startsWith('/assets/page-data-'))).toEqual([]);
  // Closed twice, and nothing kept or sent.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect((await dataLayer(page)).filter((entry) => !Array.isArray(entry))).toEqual([]);
});

test('a link without its token, or past its 30 minutes, is refused and says what to do', async ({ page }) => {
  const missing = await page.goto('/preview');
  expect(missing?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible();
  await expect(page.getByText('This preview link is not valid. Open the preview again from the CMS.')).toBeVisible();
  const old = signPreviewToken({ uid: 'api::popup.popup', documentId: timerPopup.documentId as string, locale: 'en', status: 'draft' }, E2E_PREVIEW_SECRET, Date.now() - 31 * 60_000);
  const expired = await page.goto(`/preview?token=${old}`);
  expect(expired?.status()).toBe(401);
  await expect(page.getByText('This preview link has expired (they last 30 minutes).')).toBeVisible();
});
