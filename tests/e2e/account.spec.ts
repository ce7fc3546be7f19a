import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

const LEARNER = { email: 'learner@example.com', password: 'correct-horse-battery' };

async function signIn(page: Page, password = LEARNER.password) {
  await page.getByLabel('Email').fill(LEARNER.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the demo learner signs in, sees Back to Studying, and signs out for good', async ({ page }) => {
    await gotoHydrated(page, '/sign-in');
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Studying' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start learning' })).toBeHidden();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();

    // Right in the first paint: the HTML itself says signed in.
    const html = await (await page.request.get('/faq')).text();
    expect(html).toMatch(/<html data-visitor="[^"]*\bsigned-in\b/);

    await gotoHydrated(page, '/faq');
    await header.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Profile' })).toBeHidden();
    expect(await (await page.request.get('/faq')).text()).toMatch(/<html data-visitor="[^"]*\bsigned-out\b/);
  });

  test('a wrong password is refused with a message read out to screen readers', async ({ page }) => {
    await gotoHydrated(page, '/sign-in');
    await signIn(page, 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not right. Check both and try again.' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await gotoHydrated(page, '/uk/sign-in');
    await page.getByRole('button', { name: 'Увійти' }).last().click();
    await expect(page.getByText('Це поле не може бути порожнім')).toHaveCount(2);
    await expect(page.getByLabel('Електронна пошта')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still signs in, and a refusal shows its message', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByText('The email or password is not right.')).toBeHidden();
    await signIn(page, 'wrong-password');
    await expect(page).toHaveURL(/\/sign-in\?error=credentials$/);
    await expect(page.getByText('The email or password is not right. Check both and try again.')).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Studying' })).toBeVisible();
  });

  test('the profile menu opens as a disclosure and signs out with a plain form', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await header.locator('summary[aria-label="Profile"]').click();
    await expect(header.getByRole('link', { name: 'Back to Studying' })).toHaveAttribute('href', '/funnels/onboarding');
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').locator('summary[aria-label="Profile"]')).toBeHidden();
  });
});
