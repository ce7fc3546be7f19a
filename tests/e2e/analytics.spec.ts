import { expect, test } from '@playwright/test';
import { dataLayer, stayOnPage } from './data-layer.ts';
import { gotoHydrated } from './hydrated.ts';
import { businessLinkVariantOf } from '../split-visitors.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Get The App in the header sends landing_clicked_cta', async ({ page }) => {
  await gotoHydrated(page, '/es/faq');
  await stayOnPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Obtener la app' }).click();
  expect(await dataLayer(page)).toContainEqual({ event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' });
});

test('switching the language sends gen_website_language_changed', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await stayOnPage(page);
  await page.getByRole('menuitem', { name: 'Português' }).click();
  expect(await dataLayer(page)).toContainEqual({ event: 'gen_website_language_changed', from: 'en', to: 'pt' });
});

test('the language switch has a flag section of languages to learn, each leading to a page', async ({ page, request }) => {
  await gotoHydrated(page, '/uk/faq');
  await page.getByRole('button', { name: 'Мова: Українська' }).click();
  const menu = page.getByRole('menu').getByRole('group', { name: 'Вивчайте мову' });
  const names = ['Англійська', 'Німецька', 'Українська', 'Іспанська', 'Корейська', 'Більше...'];
  for (const name of names) {
    const href = await menu.getByRole('menuitem', { name, exact: true }).getAttribute('href');
    expect(href, name).toMatch(/^\/uk\//);
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});

test('the footer sends gen_deeplink_clicked with the store and gen_clicked_contact_us', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await stayOnPage(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: /Google Play/ }).click();
  await footer.getByRole('link', { name: 'Contact us' }).click();
  const events = await dataLayer(page);
  expect(events).toContainEqual({ event: 'gen_deeplink_clicked', store: 'google-play', place: 'footer' });
  expect(events).toContainEqual({ event: 'gen_clicked_contact_us', place: 'footer' });
});

test('joining the header split test is reported once per browser', async ({ page, context }) => {
  // A page that runs the header's experiment alone (the home page runs its hero's too: experiments.spec.ts).
  await gotoHydrated(page, '/english-tutors');
  const variant = businessLinkVariantOf((await context.cookies()).find((cookie) => cookie.name === 'lingo_vid')!.value);
  const joins = async () => (await dataLayer(page)).filter((event) => !Array.isArray(event) && event.event === 'gen_joined_ab_test');
  await expect.poll(joins).toEqual([{ event: 'gen_joined_ab_test', experiment: 'header_business_link', variant }]);
  await gotoHydrated(page, '/faq');
  expect(await joins()).toEqual([]);
});
