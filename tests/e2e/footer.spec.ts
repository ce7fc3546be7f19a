import { expect, test } from '@playwright/test';
import { decideConsent } from './consent-decided.ts';

// The footer is decided before paint from the CDN's country headers: the same prerendered page,
// a different <html data-visitor> per visitor. Checked with JavaScript on and off.
interface Region {
  name: string;
  headers: Record<string, string>;
  shown: Array<string | RegExp>;
  hidden: Array<string | RegExp>;
  address: RegExp;
}

const regions: Region[] = [
  { name: 'Germany', headers: { 'CF-IPCountry': 'DE' }, shown: ['Cookie policy', 'Cookie settings'], hidden: [/Do not sell/], address: /Limassol/ },
  { name: 'California', headers: { 'CF-IPCountry': 'US', 'CF-Region-Code': 'CA' }, shown: ['Cookie policy', /Do not sell/], hidden: ['Cookie settings'], address: /Wilmington/ },
  { name: 'the UAE', headers: { 'CF-IPCountry': 'AE' }, shown: [], hidden: ['Cookie policy', 'Cookie settings', /Do not sell/], address: /Dubai/ },
  { name: 'Brazil', headers: { 'CF-IPCountry': 'BR' }, shown: [], hidden: ['Cookie policy', 'Cookie settings'], address: /Limassol/ },
  { name: 'an unknown country', headers: {}, shown: [], hidden: ['Cookie policy', 'Cookie settings'], address: /Limassol/ },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const region of regions) {
      test(`a visitor from ${region.name} gets their footer in the first paint`, async ({ browser }) => {
        const context = await browser.newContext({ extraHTTPHeaders: region.headers, javaScriptEnabled });
        // The footer is the subject: in Germany the consent dialog would open mid-check (and hide it).
        await decideConsent(context);
        const page = await context.newPage();
        await page.goto('/faq');
        const footer = page.getByRole('contentinfo');
        for (const name of region.shown) await expect(footer.getByRole('link', { name })).toBeVisible();
        for (const name of region.hidden) await expect(footer.getByRole('link', { name })).toHaveCount(0);
        await expect(footer.locator('address:visible')).toHaveText(region.address);
        await expect(footer.getByRole('link', { name: 'Log in' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Beta features' })).toHaveCount(0);
        // The QR code is a prerendered image (no script draws it), fetched once the footer is near.
        const qrCode = footer.getByRole('img', { name: 'QR code to download the app' });
        await qrCode.scrollIntoViewIfNeeded();
        await expect(qrCode).toHaveJSProperty('naturalWidth', 248);
        await context.close();
      });
    }

    test('a visitor from Ukraine reads the Ukrainian footer with no address', async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'UA' }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/uk/faq');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Карта сайту' })).toBeVisible();
      await expect(footer.locator('address:visible')).toHaveCount(0);
      await expect(footer.getByText('© 2026 Lingo. Усі права захищено.'.replace('2026', String(new Date().getFullYear())))).toBeVisible();
      await context.close();
    });
  });
}

test('AppGallery is offered on every page but the iOS app page', async ({ page }) => {
  await page.goto('/es/app/ios-language-learning-app');
  const stores = page.getByRole('contentinfo').getByRole('link', { name: /App Store|Google Play|AppGallery|Mac/ });
  await expect(stores).toHaveCount(3);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /AppGallery/ })).toHaveCount(0);
  await page.goto('/es/app/android-language-learning-app');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /AppGallery/ })).toHaveCount(1);
});

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone the footer's groups are disclosures, every link still in the page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/sign-in');
    const footer = page.getByRole('contentinfo');
    const group = footer.locator('summary', { hasText: 'English tutors' });
    const link = footer.locator('a[href="/online-english-tutors"]');
    // In the HTML for search engines, out of sight until opened.
    await expect(link).toBeAttached();
    await expect(link).toBeHidden();
    await group.click();
    await expect(footer.getByRole('link', { name: 'Online English tutors' })).toBeVisible();
    // A page that is mostly footer on a phone no more: the sign-in page's footer is a list of titles.
    const height = await footer.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(2000);
    await context.close();
  });
}

test('from 1025 px every group is open, its title a heading', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sign-in');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2, name: 'English tutors' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Online English tutors' })).toBeVisible();
});
