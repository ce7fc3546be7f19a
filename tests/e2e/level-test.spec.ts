// The level test (issue 25): completed by keyboard alone on a phone and a desktop, kept across a
// reload, and without JavaScript posted to the server, which answers with the result page.
import { expect, test, type Page } from '@playwright/test';
import questions from '../../content/level-test-questions.json' with { type: 'json' };
import { axeViolations } from './axe.ts';
import { decideConsent } from './consent-decided.ts';
import { chooseByKeyboard, pressButton } from './keyboard-steps.ts';

const TEST_PATH = '/test-your-english-level';
/** Right up to B1, "I don't know" above: the result is B1. */
const choiceFor = (question: (typeof questions)[number]) =>
  ['A1', 'A2', 'B1'].includes(question.level) ? question.choices.findIndex((choice) => choice.text === question.answer) : 'skip';

async function openTest(page: Page, path = TEST_PATH) {
  await decideConsent(page.context());
  await page.goto(path);
  await expect(page.locator('[data-island="level-test"]')).toHaveAttribute('data-hydrated', 'true');
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`the test is completed by keyboard alone at ${viewport.width} px and shows the level`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openTest(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const [index, question] of questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${questions.length}`, { exact: false })).toBeVisible();
      // After "Next", the new question's heading has the focus (a screen reader reads it out).
      if (index > 0) await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`question-${question.slug}-counter`);
      // Up from the first answer wraps to "I don't know".
      const choice = choiceFor(question);
      await chooseByKeyboard(page, choice === 'skip' ? -1 : choice);
      await pressButton(page, index === questions.length - 1 ? 'See my level' : 'Next');
    }
    await expect(page).toHaveURL(/\/test-your-english-level\/result\/b1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your English level: B1 Intermediate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Build my plan from B1' })).toHaveAttribute('href', '/funnels/onboarding?level=b1');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('going on without an answer says so on the question; a reload keeps the answers and the place', async ({ page }) => {
  await openTest(page, `/uk${TEST_PATH}`);
  const next = page.getByRole('button', { name: 'Далі' });
  await next.click();
  await expect(page.getByRole('group', { name: /Питання 1 з 20/ })).toHaveAccessibleDescription('Оберіть відповідь або «Не знаю», щоб продовжити.');
  await page.getByRole('radio', { name: 'is' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'are' }).check();
  await next.click();
  await expect(page.getByText('Питання 3 з 20', { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-island="level-test"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText('Питання 3 з 20', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('radio', { name: 'are' })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every question is on the page, and the server scores the form and shows the result page', async ({ page }) => {
    await page.goto(`/es${TEST_PATH}`);
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeHidden();
    for (const question of questions) {
      const group = page.getByRole('group', { name: new RegExp(question.prompt.split('___')[0]!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      await expect(group).toBeVisible();
      const choice = choiceFor(question);
      await group.getByRole('radio', { name: choice === 'skip' ? 'No lo sé' : question.choices[choice]!.text, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Ver mi nivel' }).click();
    await expect(page).toHaveURL(/\/es\/test-your-english-level\/result\/b1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tu nivel de inglés: B1 /);
  });
});
