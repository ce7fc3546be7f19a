import { expect, test, type Browser } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { dataLayer } from './data-layer.ts';
import { gotoHydrated } from './hydrated.ts';

// The word tools' pages as a visitor meets them, rendered by the server on first request from the
// shipped data (issue 47): known words in each tool, the 404 with suggestions, the search.

async function withoutScripts(browser: Browser, locale = 'en-US') {
  const context = await browser.newContext({ javaScriptEnabled: false, locale, extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 390, height: 844 } });
  return { page: await context.newPage(), context };
}

test.describe('word tools', () => {
  test('a known irregular verb, with its forms and the usual mistake', async ({ page }) => {
    const response = await page.goto('/past-tense-of/swim');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Past tense of “swim”' })).toBeVisible();
    await expect(page.getByText('The past simple of “swim” is “swam”, and the past participle is “swum”.')).toBeVisible();
    await expect(page.getByText(/“swimmed” is not a word/)).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.lingo.example/past-tense-of/swim');
    await expect(page.locator('link[rel=alternate][hreflang=uk]')).toHaveAttribute('href', 'https://www.lingo.example/uk/past-tense-of/swim');
    await expect(page.locator('meta[name=robots]')).toHaveCount(0);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'DefinedTerm', name: 'swim', inLanguage: 'en' })]));
  });

  test('a known pronunciation, in Ukrainian, with its card drawn for sharing', async ({ page, request }) => {
    await page.goto('/uk/how-to-pronounce/colonel');
    await expect(page.getByRole('heading', { level: 1, name: 'Як вимовляти «colonel»' })).toBeVisible();
    // The answer's respelling, before the practice's choices that spell it too.
    await expect(page.getByText('KUR-nuhl', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('/ˈkɝ.nəl/')).toBeVisible();
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toBe('https://www.lingo.example/social/uk/how-to-pronounce/colonel.png');
    const image = await request.get(new URL(card!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('a synonym and an antonym, by meaning, linked to their own pages', async ({ page }) => {
    await page.goto('/es/synonyms-of/brave');
    await expect(page.getByRole('heading', { level: 1, name: 'Sinónimos de «brave»' })).toBeVisible();
    await page.getByRole('link', { name: 'courageous' }).first().click();
    await expect(page).toHaveURL(/\/es\/synonyms-of\/courageous$/);
    // WordNet's English under a Spanish template: not offered to search engines, its links followed.
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await page.goto('/pt/antonyms-of/happy');
    await expect(page.getByRole('link', { name: 'unhappy' }).first()).toHaveAttribute('href', '/pt/antonyms-of/unhappy');
    // The English page is the one listed, with no alternate in another language.
    await page.goto('/synonyms-of/brave');
    await expect(page.locator('meta[name=robots]')).toHaveCount(0);
    expect(await page.locator('link[rel=alternate]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual(['en', 'x-default']);
  });

  test('a part of speech, and a pair of confusing words', async ({ page }) => {
    await page.goto('/what-part-of-speech/fast');
    await expect(page.getByText('“fast” can be an adjective, an adverb, a noun, or a verb.')).toBeVisible();
    await page.goto('/confusing-words/affect-vs-effect');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('affect');
    await expect(page.getByRole('region', { name: 'effect', exact: true })).toBeVisible();
  });

  test('an unknown word is a 404 with the nearest words; odd paths are a 404 at once; forms redirect', async ({ page, request }) => {
    const response = await page.goto('/past-tense-of/swimm');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We have no past tense page for “swimm”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'swim', exact: true })).toHaveAttribute('href', '/past-tense-of/swim');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    for (const path of ['/past-tense-of/sw%C3%AFm', `/past-tense-of/${'a'.repeat(300)}`, '/past-tense-of/swim.php']) expect((await request.get(path)).status(), path).toBe(404);
    const moved = await request.get('/past-tense-of/Swam', { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, '/past-tense-of/swim']);
  });

  test('the search works without JavaScript: to the word, or to its suggestions', async ({ browser }) => {
    const { page, context } = await withoutScripts(browser);
    await page.goto('/uk/past-tense-of');
    const search = page.getByRole('search', { name: 'Знайдіть слово' });
    await search.getByRole('combobox').fill('Went');
    await search.getByRole('button', { name: 'Шукати' }).click();
    await expect(page).toHaveURL(/\/uk\/past-tense-of\/go$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('go');
    const again = page.getByRole('search');
    await again.getByRole('combobox').fill('swimm');
    await again.getByRole('button').click();
    await expect(page).toHaveURL(/\/uk\/past-tense-of\/swimm$/);
    await expect(page.getByRole('link', { name: 'swim', exact: true })).toBeVisible();
    await context.close();
  });

  test('the practice works without JavaScript: scored by the server, with the right answers and the next step', async ({ browser }) => {
    const { page, context } = await withoutScripts(browser, 'uk-UA');
    await page.goto('/uk/past-tense-of/swim');
    const practice = page.getByRole('region', { name: 'Потренуйте «swim»' });
    await expect(practice.getByText('Три запитання: виберіть відповідь на кожне, а тоді перевірте.')).toBeVisible();
    const check = practice.getByRole('button', { name: 'Перевірити відповіді' });
    // Nothing chosen: the browser asks for a choice, nothing is sent.
    await check.click();
    await expect(page).toHaveURL(/\/uk\/past-tense-of\/swim$/);
    await practice.getByRole('group', { name: 'Яка форма минулого часу (past simple) дієслова «swim»?' }).getByRole('radio', { name: 'swam' }).check();
    await practice.getByRole('group', { name: 'Яка форма «swim» доповнює «I have ___»?' }).getByRole('radio', { name: 'swam' }).check();
    await practice.getByRole('group', { name: '«swim» — правильне чи неправильне дієслово?' }).getByRole('radio', { name: 'Неправильне' }).check();
    await check.click();
    await expect(page).toHaveURL(/\/uk\/past-tense-of\/swim\?a1=1&a2=1&a3=1#practice$/);
    const scored = page.getByRole('region', { name: 'Потренуйте «swim»' });
    await expect(scored.getByRole('status')).toHaveText('Правильно: 2 з 3. Правильні відповіді — під кожним запитанням. Прочитайте їх і спробуйте ще раз.');
    await expect(scored.getByText('Не зовсім: правильна відповідь — «swum».')).toBeVisible();
    await expect(scored.getByRole('group', { name: 'Яка форма «swim» доповнює «I have ___»?' }).getByRole('radio', { name: 'swam' })).toBeChecked();
    // The scored copy is the page itself to a search engine; the next step is the app's onboarding.
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('complementary', { name: 'Що робити далі' }).getByRole('link', { name: 'Отримати план' })).toHaveAttribute('href', '/uk/funnels/onboarding');
    await context.close();
  });

  test('a practice answer is spelled one way; with JavaScript, the scored practice is counted', async ({ page, request }) => {
    const stray = await request.get('/how-to-pronounce/colonel?utm_source=mail&a2=0&a1=1', { maxRedirects: 0 });
    expect([stray.status(), stray.headers().location]).toEqual([302, '/how-to-pronounce/colonel?a1=1&a2=0']);
    const none = await request.get('/how-to-pronounce/colonel?a1=x', { maxRedirects: 0 });
    expect([none.status(), none.headers().location]).toEqual([302, '/how-to-pronounce/colonel']);
    await gotoHydrated(page, '/how-to-pronounce/colonel?a1=1&a2=0');
    await expect(page.getByRole('status')).toContainText('2 of 3 right');
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(async () => (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'word_practice_checked')).toEqual([
      { event: 'word_practice_checked', tool: 'how-to-pronounce', correct: 2, total: 3 },
    ]);
  });

  test('no word page scrolls sideways on a phone, in any locale (the forms-by-meaning table did in Ukrainian)', async ({ browser }) => {
    const { page, context } = await withoutScripts(browser);
    const wider: string[] = [];
    for (const path of ['/uk/past-tense-of/lie', '/es/past-tense-of/hang', '/pt/past-tense-of/shine', '/past-tense-of/lie', '/uk/synonyms-of/happy', '/pt/antonyms-of/early', '/es/what-part-of-speech/fast', '/uk/how-to-pronounce/comfortable']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wider.push(`${path}: ${width} px`);
    }
    expect(wider).toEqual([]);
    await context.close();
  });

  test('suggests words as you type, chosen with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/synonyms-of');
    const field = page.getByRole('combobox', { name: 'Look up a word' });
    await field.click();
    await field.pressSequentially('happ');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: 'happy' })).toBeVisible();
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/synonyms-of\/happ[a-z]*$/);
    // A word's page is made on request with its islands' props inside it (issue 64): its search starts there too.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('script#page-props[type="application/json"]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Look up a word' }).pressSequentially('bra');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'brave' })).toBeVisible();
  });
});
