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

  test('the demo learner signs in, sees Back to Studying and no offer for new customers, and signs out for good', async ({ page }) => {
    // The campaign's countdown offers new customers half price (issue 42): not to a learner.
    const offer = page.getByRole('region', { name: 'Lingo Plus at half price: $14.99 for your first month' });
    // A day inside the seeded campaign, as the server's (playwright.config.ts CAMPAIGN_NOW).
    await page.clock.install({ time: new Date('2026-12-04T10:20:30.000Z') });
    await gotoHydrated(page, '/');
    await expect(offer).toBeVisible();
    await gotoHydrated(page, '/sign-in');
    await signIn(page);
    // To the learner's page, which leads to the app: no offer for new customers there either.
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick up where you left off' })).toBeVisible();
    await expect(offer).toBeHidden();
    await gotoHydrated(page, '/');
    await expect(offer).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Studying' })).toBeVisible();
    // Neither variant of the home hero's experiment offers a learner a start (experiments.spec.ts).
    await expect(main.getByRole('link', { name: /^Start (learning|speaking)$/ })).toBeHidden();
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
    await expect(page).toHaveURL(/\/learn$/);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Studying' })).toHaveAttribute('href', '/learn');
  });

  test('the profile menu opens as a disclosure and signs out with a plain form', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page);
    await expect(page).toHaveURL(/\/learn$/);
    const header = page.getByRole('banner');
    await header.locator('summary[aria-label="Profile"]').click();
    await expect(header.getByRole('link', { name: 'Back to Studying' })).toHaveAttribute('href', '/learn');
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').locator('summary[aria-label="Profile"]')).toBeHidden();
  });
});

// The sign-in limiter (server/sign-in.ts) as a visitor meets it. Each test is its own client (the
// e2e server trusts one proxy hop, playwright.config.ts), so it locks nobody else out of anything.
test.describe('after too many wrong passwords', () => {
  const attacker = (address: string) => ({ extraHTTPHeaders: { 'x-forwarded-for': address } });

  test.describe('with JavaScript on', () => {
    test.use(attacker('198.51.100.71'));

    test('the page says to wait, and the right password waits too', async ({ page }) => {
      await gotoHydrated(page, '/sign-in');
      const attempt = async (password?: string) => {
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
        await signIn(page, password);
        const status = (await answered).status();
        await expect(page.locator('form[aria-busy]')).toHaveCount(0); // ready for the next try
        return status;
      };
      for (let i = 0; i < 5; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
      await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not right.' })).toBeVisible();
      expect(await attempt()).toBe(429);
      await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. To keep your account safe, please wait 15 minutes before you try again.' })).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ ...attacker('198.51.100.72'), javaScriptEnabled: false });

    test('the form comes back saying to wait, in the page’s language', async ({ page }) => {
      const signInUk = async (password: string) => {
        await page.getByLabel('Електронна пошта').fill(LEARNER.email);
        await page.getByLabel('Пароль').fill(password);
        await page.getByRole('button', { name: 'Увійти' }).click();
      };
      await page.goto('/uk/sign-in');
      for (let i = 0; i < 5; i++) {
        await signInUk(`wrong-${i}`);
        await expect(page).toHaveURL(/\/uk\/sign-in\?error=credentials$/);
      }
      await signInUk(LEARNER.password);
      await expect(page).toHaveURL(/\/uk\/sign-in\?error=too-many-attempts$/);
      await expect(page.getByText('Забагато спроб. Щоб захистити ваш акаунт, зачекайте 15 хвилин, перш ніж пробувати знову.')).toBeVisible();
      await expect(page.getByText('Неправильна електронна пошта або пароль.', { exact: false })).toBeHidden();
    });
  });
});
