// The email popup's subscription, end to end: the form's messages, the request, the stored row,
// the success screen, and the failure paths (issue #11).
import { expect, test, type Page } from '@playwright/test';
import { dataLayer } from './data-layer.ts';
import { gotoHydrated } from './hydrated.ts';

async function openEmailPopup(page: Page, path = '/blog') {
  await page.clock.install({ time: new Date('2026-12-04T10:20:30.000Z') });
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-promotions', 'ready');
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Subscribe|Suscribirme|Підписатися|Inscrever-me/ })).toBeVisible();
  return dialog;
}

test('validates with the spec messages, subscribes, shows success and is not asked again', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const dialog = await openEmailPopup(page);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('This field shouldn’t be empty')).toBeVisible();
  await expect(dialog.getByText('Please check this box if you want to proceed')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('learner@example');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please, enter valid email')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Your email' }).fill(email);
  await dialog.getByText('I agree to receive emails', { exact: false }).click();
  const sent = page.waitForRequest('**/api/subscriptions');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const body = (await sent).postDataJSON() as { contact: Record<string, unknown> };
  expect(body).toMatchObject({ formType: 'popup_organic_email', contact: { languageCode: 'en', channels: [{ type: 'email', value: email }], fields: [{ id: 249969, value: '/blog' }] } });
  expect(typeof body.contact.timeZone).toBe('string');

  await expect(page.getByRole('dialog', { name: 'You’re subscribed!' })).toBeVisible();
  expect(await dataLayer(page)).toContainEqual({ event: 'gen_newsletter_subscribed', form_type: 'popup_organic_email' });
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Stored: a repeat is the same neutral OK.
  const again = await request.post('/v1/subscribe', { data: { email, locale: 'en', agreeWithTerms: true } });
  expect(await again.json()).toEqual({ data: { message: 'OK' } });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-promotions', 'ready');
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await page.clock.runFor(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a refused request shows the toast for 5 s at the bottom right and sends the failure event', async ({ page }) => {
  await page.route('**/api/subscriptions', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The subscription could not be saved; please try again.' }) }));
  const dialog = await openEmailPopup(page);
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('learner@example.com');
  await dialog.getByRole('checkbox').check({ force: true });
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  // Exact: Radix also reads the toast out through a short-lived "Notifications …" live region.
  const toast = page.getByText('Oops! Something went wrong. Please refresh the page and try again.', { exact: true });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.7);
  expect(await dataLayer(page)).toContainEqual({ event: 'gen_newsletter_subscription_failed', form_type: 'popup_organic_email', reason: 'The subscription could not be saved; please try again.' });
  await expect(page.getByRole('dialog', { name: 'A 10-minute lesson plan in your inbox every week' })).toBeVisible();
  await page.clock.runFor(5_500);
  await expect(toast).toBeHidden();
});

test('a request that never reaches a server shows no toast, and still sends the failure event', async ({ page }) => {
  await page.route('**/api/subscriptions', (route) => route.abort('internetdisconnected'));
  const dialog = await openEmailPopup(page);
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('learner@example.com');
  await dialog.getByRole('checkbox').check({ force: true });
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(async () => dataLayer(page)).toContainEqual({ event: 'gen_newsletter_subscription_failed', form_type: 'popup_organic_email', reason: 'Network Error' });
  await page.clock.runFor(500);
  await expect(page.getByText('Oops! Something went wrong.', { exact: false })).toHaveCount(0);
});

// The countdown's pause while the form submits: use-email-offer.test.ts (the seeded newsletter has no countdown).

test('Ukrainian: the form in the page’s language, and the payload’s languageCode', async ({ page }) => {
  const dialog = await openEmailPopup(page, '/uk/blog');
  await dialog.getByRole('button', { name: 'Підписатися' }).click();
  await expect(dialog.getByText('Це поле не може бути порожнім')).toBeVisible();
});
