// First-party analytics (issue 46) in the browser: what the page sends to the site's own endpoint,
// by the visitor's country and choice, and what the server answers (202 only once stored).
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { businessLinkVariantOf } from '../split-visitors.ts';

interface Batch {
  path: string;
  events: Array<Record<string, unknown>>;
}

/**
 * Every batch the page sends to /api/events, with the server's answer. A beacon's body is not shown
 * to Playwright, so the page's sendBeacon is watched (the request still goes out as it would).
 */
async function batches(page: Page) {
  const sent: Array<{ body: Promise<Batch>; answer: Promise<{ status: number; json: unknown }> }> = [];
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const seen: Array<Promise<string>> = [];
    Object.assign(window, { beaconBodies: seen });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) seen.push(data.text());
      return send(url, data);
    };
  });
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/api/events') return;
    const index = sent.length;
    sent.push({
      body: page.evaluate(async (at) => JSON.parse(await (window as unknown as { beaconBodies: Array<Promise<string>> }).beaconBodies[at]!), index),
      answer: request.response().then(async (response) => ({ status: response?.status() ?? 0, json: await response?.json() })),
    });
  });
  return sent;
}
const visitorCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'lingo_vid');
/** Longer than the sender's two seconds: whatever was going to be sent by now has been. */
const AFTER_A_BATCH_MS = 3000;

test.describe('a visitor from the United States', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 1440, height: 900 } });

  test('the page view goes to the site, is stored, and the visitor gets an identifier scripts cannot read', async ({ page }) => {
    const sent = await batches(page);
    await gotoHydrated(page, '/es/faq');
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const { path, events } = await sent[0]!.body;
    expect(path).toBe('/es/faq');
    expect(events).toContainEqual({ event: 'page_viewed', device: 'desktop', entry: true });
    expect(await sent[0]!.answer).toEqual({ status: 202, json: { stored: events.length, ignored: 0 } });
    const cookie = await visitorCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.value).toMatch(/^[\w-]{22}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('lingo_vid');
  });

  test('a landing from a campaign says where from (the referrer’s host, the UTM tags, the device), a page reached from the site only its device (issue 65)', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sent = await batches(page);
    await gotoHydrated(page, '/es/faq?utm_source=Newsletter&utm_medium=email&utm_campaign=Weekly%20tips&gclid=abc123', { referer: 'https://www.google.com/search?q=aprender+ingles' });
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await sent[0]!.body).events).toContainEqual({
      event: 'page_viewed',
      device: 'phone',
      entry: true,
      referrer_host: 'www.google.com',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'Weekly tips',
    });
    expect((await sent[0]!.answer).status).toBe(202);
    // Another page of the site (its address as the referrer, as a link sends it): no landing.
    const next = await page.context().newPage();
    await next.setViewportSize({ width: 390, height: 844 });
    const sentNext = await batches(next);
    await gotoHydrated(next, '/es/contact-us', { referer: `${baseURL}/es/faq` });
    await expect.poll(() => sentNext.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await sentNext[0]!.body).events).toContainEqual({ event: 'page_viewed', device: 'phone' });
  });
});

test.describe('a visitor from Germany', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1440, height: 900 } });

  test('sends nothing and gets no identifier or variant before choosing; accepting sends what waited, and the next page has its variant', async ({ page }) => {
    const sent = await batches(page);
    await gotoHydrated(page, '/faq');
    const dialog = page.getByRole('dialog', { name: 'Cookies on Lingo' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(AFTER_A_BATCH_MS);
    expect(sent).toEqual([]);
    expect(await visitorCookie(page)).toBeUndefined();
    await expect(page.locator('html')).not.toHaveAttribute('data-visitor', /\bexp-/);

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const { events } = await sent[0]!.body;
    // The page's speed, if measured by then, waited too (issue 65): the same consent rules.
    expect(events.filter((event) => event.event !== 'web_vital')).toEqual([{ event: 'page_viewed', device: 'desktop', entry: true }]);
    expect(await sent[0]!.answer).toEqual({ status: 202, json: { stored: events.length, ignored: 0 } });
    const id = (await visitorCookie(page))!.value;

    // The next page puts the visitor, counted now, in the split test's variant of their identifier.
    await gotoHydrated(page, '/contact-us');
    const variant = businessLinkVariantOf(id);
    await expect(page.locator('html')).toHaveAttribute('data-visitor', new RegExp(`\\bexp-header_business_link-${variant}\\b`));
  });

  test('rejecting sends nothing, and asks the site to delete what an earlier choice let it keep', async ({ page }) => {
    const sent = await batches(page);
    const forget = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events/forget');
    await gotoHydrated(page, '/faq');
    await page.getByRole('dialog', { name: 'Cookies on Lingo' }).getByRole('button', { name: 'Reject all' }).click();
    expect((await (await forget).response())?.status()).toBe(200);
    await page.waitForTimeout(AFTER_A_BATCH_MS);
    expect(sent).toEqual([]);
    expect(await visitorCookie(page)).toBeUndefined();
  });
});
