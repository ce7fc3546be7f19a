// Help that helps, without JavaScript (issue 63): the contact form stores a message and sends a
// receipt, the 404 page searches the site and the words for what the URL says. (The help center's
// search is in sections.spec.ts, with and without JavaScript.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const catcherUrl = () => readFileSync(join('test-results', 'e2e-data', 'mail-catcher-url'), 'utf8').trim();

test('the contact form: the browser holds a mistake with what was typed, the server stores the message and e-mails a receipt', async ({ page }) => {
  const address = `contact-${Date.now()}@example.com`;
  await page.goto('/pt/contact-us');
  const form = page.getByRole('group', { name: 'Escreva para nós' });
  await form.getByLabel('Assunto').selectOption({ label: 'O app' });
  await form.getByLabel('Seu e-mail').fill(address);
  await form.getByLabel('Sua mensagem').fill('Oi');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  // Too short: the browser's own check, the page and the text where they were.
  await expect(page).toHaveURL('/pt/contact-us');
  await expect(form.getByLabel('Sua mensagem')).toHaveValue('Oi');
  await form.getByLabel('Sua mensagem').fill('O app não sincroniza meu progresso entre o celular e o tablet.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page).toHaveURL('/pt/contact-us?done=message-sent#contact-form');
  await expect(page.getByRole('status').filter({ hasText: 'recebemos sua mensagem' })).toBeVisible();
  await expect(form.getByLabel('Sua mensagem')).toBeHidden();
  await expect
    .poll(async () => ((await (await page.request.get(`${catcherUrl()}?to=${encodeURIComponent(address)}`)).json()) as Array<{ subject: string; text: string }>).map((mail) => mail.subject))
    .toEqual([expect.stringMatching(/^Recebemos sua mensagem \(LG-[2-9A-Z]{6}\)$/)]);
});

test('the 404 page searches the site and the words for the URL it was asked for, and lists the main pages', async ({ page }) => {
  const response = await page.goto('/blog/phrasal-verbs-guide');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const found = page.getByRole('region', { name: 'Were you looking for one of these?' });
  await expect(found.getByRole('link', { name: 'Phrasal verbs without tears: learn the little word first' })).toHaveAttribute('href', '/blog/phrasal-verbs-without-tears');
  await expect(found.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('blog phrasal verbs guide');
  await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'English tutors' })).toHaveAttribute('href', '/english-tutors');
  // A word the tools have pages for: its pages first.
  await page.goto('/uk/swim');
  await expect(page.getByRole('region', { name: 'Можливо, ви шукали одну з цих сторінок?' }).getByRole('link').first()).toHaveAttribute('href', /^\/uk\/[a-z-]+\/swim$/);
  // The search goes on to the help center with the words typed.
  await page.goto('/uk/skasuvaty-pidpysku');
  await page.getByRole('searchbox', { name: 'Пошук у довідці' }).first().fill('скасувати підписку');
  await page.getByRole('searchbox', { name: 'Пошук у довідці' }).first().press('Enter');
  await expect(page).toHaveURL(/\/uk\/faq\?q=.+#help-search$/);
  await expect(page.locator('main details[open] summary').first()).toHaveText('Як скасувати підписку?');
});
