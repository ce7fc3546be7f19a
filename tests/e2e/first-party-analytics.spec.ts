// First-party analytics (issue 46) in the browser: what the page sends to the site's own endpoint,
// by the visitor's country and choice, and what the server answers (202 only once stored).
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

/** Every batch the page sends to /api/events, with the server's answer. */
function batches(page: Page) {
  const sent: Array<{ body: { path: string; events: Array<Record<string, unknown>> }; status: Promise<number> }> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/api/events') return;
    sent.push({ body: request.postDataJSON(), status: request.response().then((response) => response?.status() ?? 0) });
  });
  return sent;
}
const visitorCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'lingo_vid');
/** Longer than the sender's two seconds: whatever was going to be sent by now has been. */
const AFTER_A_BATCH_MS = 3000;

test.describe('a visitor from the United States', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 1440, height: 900 } });

  test('the page view goes to the site, is stored, and the visitor gets an identifier scripts cannot read', async ({ page }) => {
    const sent = batches(page);
    await gotoHydrated(page, '/es/faq');
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sent[0]!.body.path).toBe('/es/faq');
    expect(sent[0]!.body.events).toContainEqual({ event: 'page_viewed' });
    expect(await sent[0]!.status).toBe(202);
    const cookie = await visitorCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.value).toMatch(/^[\w-]{22}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('lingo_vid');
  });
});

test.describe('a visitor from Germany', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1440, height: 900 } });

  test('sends nothing and gets no identifier before choosing; accepting sends what waited, and it is stored', async ({ page }) => {
    const sent = batches(page);
    await gotoHydrated(page, '/faq');
    const dialog = page.getByRole('dialog', { name: 'Cookies on Lingo' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(AFTER_A_BATCH_MS);
    expect(sent).toEqual([]);
    expect(await visitorCookie(page)).toBeUndefined();

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]!.body.events.map((event) => event.event)).toEqual(expect.arrayContaining(['page_viewed', 'gen_joined_ab_test']));
    expect(await sent[0]!.status).toBe(202);
    expect(await visitorCookie(page)).toBeDefined();
  });

  test('rejecting sends nothing, and asks the site to delete what an earlier choice let it keep', async ({ page }) => {
    const sent = batches(page);
    const forget = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events/forget');
    await gotoHydrated(page, '/faq');
    await page.getByRole('dialog', { name: 'Cookies on Lingo' }).getByRole('button', { name: 'Reject all' }).click();
    expect((await (await forget).response())?.status()).toBe(200);
    await page.waitForTimeout(AFTER_A_BATCH_MS);
    expect(sent).toEqual([]);
    expect(await visitorCookie(page)).toBeUndefined();
  });
});
