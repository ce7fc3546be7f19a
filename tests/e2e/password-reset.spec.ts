// "Forgot password?" as a learner meets it, with JavaScript off (plain forms) and on: the e-mail
// read from the local SMTP catcher the server started (its address in the server's data directory).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RESET_LEARNER } from './reset-learner.ts';

// A client address of its own each run (one trusted proxy hop, playwright.config.ts): the requests
// count in the sign-in limiter, whose counts outlive a run in the e2e database.
const ownAddress = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress } });
// One learner, one inbox: the tests take turns, each reading the e-mail its own request sent.
test.describe.configure({ mode: 'serial' });

const catcherUrl = () => readFileSync(join('test-results', 'e2e-data', 'mail-catcher-url'), 'utf8').trim();

async function resetLink(page: Page, after: number): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${catcherUrl()}?to=${encodeURIComponent(RESET_LEARNER)}`)).json()) as Array<{ text: string; receivedAt: string }>;
      const mail = mails.find((candidate) => Date.parse(candidate.receivedAt) >= after);
      link = mail ? new URL(/https?:\/\/\S+/.exec(mail.text)![0]) : undefined;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

async function askForLink(page: Page, path: string, button: string) {
  await page.goto(path);
  await page.getByLabel(/email|correo|e-mail|пошта/i).fill(RESET_LEARNER);
  await page.getByRole('button', { name: button }).click();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a learner asks for a link, sets a new password with it once, and logs in with it', async ({ page }) => {
    const asked = Date.now() - 1000;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await askForLink(page, '/forgot-password', 'Send the link');
    await expect(page.getByRole('status')).toHaveText(/Check your inbox\. If an account uses that address/);
    await expect(page.getByRole('button', { name: 'Send the link' })).toBeHidden();

    const link = await resetLink(page, asked);
    expect(link.pathname).toBe('/reset-password');
    const password = `rosa-${Date.now()}`;
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/sign-in\?done=password-changed$/);
    await expect(page.getByRole('status')).toHaveText('Your password is changed. Log in with the new one.');

    await page.getByLabel('Email').fill(RESET_LEARNER);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Signed in, on the learner's page.
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick up where you left off' })).toBeVisible();

    // The same link a second time: refused, with a way to ask again instead of the form.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('another-password-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Ask for a new one below.');
    await expect(page.getByLabel('New password')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('an address without an account gets the same answer', async ({ page }) => {
    await page.goto('/uk/forgot-password');
    await page.getByLabel('Електронна пошта').fill('nobody.at.all@example.com');
    await page.getByRole('button', { name: 'Надіслати посилання' }).click();
    await expect(page.getByRole('status')).toHaveText(/Перевірте пошту/);
  });
});

test('with JavaScript on, the forms work the same, in the visitor’s language', async ({ page }) => {
  const asked = Date.now() - 1000;
  await askForLink(page, '/es/forgot-password', 'Enviar el enlace');
  await expect(page.getByRole('status')).toHaveText(/Revisa tu bandeja de entrada/);
  const link = await resetLink(page, asked);
  expect(link.pathname).toBe('/es/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Contraseña nueva').fill(`rosa-${Date.now()}-es`);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('status')).toHaveText('Tu contraseña se ha cambiado. Inicia sesión con la nueva.');
});
