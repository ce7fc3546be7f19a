import { expect, test } from '@playwright/test';
import { dataLayer, stayOnPage } from './data-layer.ts';
import { gotoHydrated } from './hydrated.ts';

test.describe('a visitor from Germany', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1440, height: 900 } });

  test('is asked once; nothing but the consent default is pushed before the choice; accepting sends what waited', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const dialog = page.getByRole('dialog', { name: 'Cookies on Lingo' });
    await expect(dialog).toBeVisible();
    // The page view was tracked on arrival, and waits.
    const before = await dataLayer(page);
    expect(before).toEqual([['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }]]);

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
    const after = await dataLayer(page);
    expect(after[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    // What waited goes out; no split test was joined: before the choice the visitor had no identifier, so no variant.
    expect(after.slice(2)).toEqual([{ event: 'page_viewed', device: 'desktop', entry: true }]);

    await gotoHydrated(page, '/contact-us');
    await expect(page.getByRole('dialog')).toBeHidden();
    const stored = await dataLayer(page);
    expect(stored[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    // Counted now: the next page gave an identifier and its variant, and the join is reported.
    expect(stored).toContainEqual(expect.objectContaining({ event: 'gen_joined_ab_test', experiment: 'header_business_link' }));
  });

  test('the footer’s Cookie settings link reopens the dialog with the switches; rejecting drops what waited', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const dialog = page.getByRole('dialog', { name: 'Cookies on Lingo' });
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog).toBeHidden();
    // The page view, held since arrival, is dropped: only the consent signals went out.
    expect((await dataLayer(page)).map((entry) => (Array.isArray(entry) ? `${entry[0]} ${entry[1]}` : entry))).toEqual(['consent default', 'consent update']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole('switch', { name: /Analytics/ });
    await expect(analytics).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled();
    await dialog.getByText('Analytics', { exact: true }).click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();
    const layer = await dataLayer(page);
    expect(layer.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });
});

test.describe('a visitor from the United States', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US', 'CF-Region-Code': 'NY' }, viewport: { width: 1440, height: 900 } });

  test('is not asked, and analytics goes out at once', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await stayOnPage(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get The App' }).click();
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', wait_for_update: 500 }]);
    expect(layer).toContainEqual({ event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' });
  });
});
