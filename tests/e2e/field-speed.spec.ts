// Field speed from real visits (issue 65): a page measured by web-vitals in the browser, sent to the
// site's own endpoint, and read back in the operators' report at the 75th percentile.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { E2E_OPERATOR } from './operator.ts';

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

test('a visit’s LCP and TTFB reach the report, by page kind, device and country', async ({ browser }) => {
  // The visit: a word page on a phone. Its LCP is final at the first input; TTFB as soon as known.
  const visit = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
  const page = await visit.newPage();
  // A beacon's body is not shown to Playwright: the page's sendBeacon is watched (the request still goes out).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const bodies: string[] = [];
    Object.assign(window, { beaconBodies: bodies });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push(text));
      return send(url, data);
    };
  });
  const events = async () =>
    (await page.evaluate(() => (window as unknown as { beaconBodies: string[] }).beaconBodies)).flatMap((body) => (JSON.parse(body) as { events: Array<Record<string, unknown>> }).events);
  await gotoHydrated(page, '/past-tense-of/swim');
  // Loaded after the page, when idle: the module is fetched, then its metrics come.
  await expect.poll(async () => (await events()).some((event) => event.metric === 'TTFB'), { timeout: 15_000 }).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await events()).some((event) => event.metric === 'LCP'), { timeout: 15_000 }).toBe(true);
  const lcp = (await events()).find((event) => event.metric === 'LCP')!;
  expect(lcp).toMatchObject({ event: 'web_vital', device: 'phone' });
  expect(lcp.value).toBeGreaterThan(0);
  await visit.close();

  // The report, read by an operator.
  const operator = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const reader = await operator.newPage();
  await reader.goto('/sign-in');
  await reader.getByLabel('Email').fill(E2E_OPERATOR);
  await reader.getByLabel('Password').fill('rosa-first-password');
  await reader.getByRole('button', { name: 'Log in' }).click();
  await expect(reader).toHaveURL(/\/learn$/);
  await reader.goto('/operator/analytics');
  const byKind = reader.getByRole('table', { name: 'Field speed by page kind' });
  await expect(byKind.getByRole('row', { name: /^word page/ })).toContainText(/LCP|s|ms/);
  const wordRow = byKind.getByRole('row', { name: /^word page/ });
  // A value with its rating and how many samples, under LCP and TTFB.
  await expect(wordRow.getByRole('cell').nth(0)).toHaveText(/^\d.*(good|needs improvement|poor) · \d+$/);
  await expect(wordRow.getByRole('cell').nth(3)).toHaveText(/^\d.*(good|needs improvement|poor) · \d+$/);
  await expect(reader.getByRole('table', { name: 'Field speed by device' }).getByRole('row', { name: /^phone/ })).toBeVisible();
  await expect(reader.getByRole('table', { name: 'Field speed by country' }).getByRole('row', { name: /^US/ })).toBeVisible();
  await expect(reader.getByRole('img', { name: 'Largest Contentful Paint at the 75th percentile, by page kind' })).toBeVisible();
  await operator.close();
});
