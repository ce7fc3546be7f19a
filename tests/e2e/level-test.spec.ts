// The level test (issues 25 and 42): the adaptive test completed by keyboard alone on a phone and a
// desktop, with the result by skill; kept across a reload with its attempt; and without JavaScript
// the form of four questions a level posted to the server, which answers with the result page.
import { expect, test, type Page } from '@playwright/test';
import questions from '../../content/level-test-questions.json' with { type: 'json' };
import { axeViolations } from './axe.ts';
import { decideConsent } from './consent-decided.ts';
import { chooseByKeyboard, pressButton } from './keyboard-steps.ts';

const TEST_PATH = '/test-your-english-level';
const bySlug = new Map(questions.map((question) => [question.slug, question]));
/** Knows English up to B1: right up to B1, "I don't know" above. The answer's text, or null for "I don't know". */
const answerFor = (slug: string) => {
  const question = bySlug.get(slug)!;
  return ['A1', 'A2', 'B1'].includes(question.level) ? question.answer : null;
};

async function openTest(page: Page, path = TEST_PATH) {
  await decideConsent(page.context());
  await page.goto(path);
  await expect(page.locator('[data-island="level-test"]')).toHaveAttribute('data-hydrated', 'true');
}

/** The question on screen: its slug (from its counter's id) and its choices as shown. */
async function onScreen(page: Page) {
  const current = page.locator('li[data-current]');
  const slug = (await current.locator('[id$="-counter"]').getAttribute('id'))!.replace(/^question-/, '').replace(/-counter$/, '');
  const labels = await current.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
  return { slug, labels };
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`the adaptive test is completed by keyboard alone at ${viewport.width} px and shows the level and each skill`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openTest(page);
    expect(await axeViolations(page)).toEqual([]);
    const asked: string[] = [];
    for (let index = 0; index < 24; index++) {
      await expect(page.locator('li[data-current]').getByText(`Question ${index + 1} ·`, { exact: false })).toBeVisible();
      const { slug, labels } = await onScreen(page);
      asked.push(slug);
      // After "Next", the new question's heading has the focus (a screen reader reads it out).
      if (index > 0) await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`question-${slug}-counter`);
      const answer = answerFor(slug);
      // Up from the first answer wraps to "I don't know".
      await chooseByKeyboard(page, answer === null ? -1 : labels.indexOf(answer));
      // The deciding answer's button says so.
      const finishing = await page.getByRole('button', { name: 'See my level' }).isVisible();
      await pressButton(page, finishing ? 'See my level' : 'Next');
      if (finishing) break;
    }
    await expect(page).toHaveURL(/\/test-your-english-level\/result\/b1\?skills=grammar-\d+-\d+\.vocabulary-\d+-\d+\.reading-\d+-\d+$/);
    // A1 to B1 reached with three right each, B2 missed with two "I don't know": 11 questions.
    expect(asked).toHaveLength(11);
    await expect(page.getByRole('heading', { level: 1, name: 'Your English level: B1 Intermediate' })).toBeVisible();
    // Each skill's tally is this attempt's: right up to B1, not at B2.
    const skills = page.getByRole('region', { name: 'Your answers by skill' });
    await expect(skills).toBeVisible();
    for (const [skill, label] of [['grammar', 'Grammar'], ['vocabulary', 'Vocabulary'], ['reading', 'Reading']] as const) {
      const mine = asked.map((slug) => bySlug.get(slug)!).filter((question) => question.skill === skill);
      const right = mine.filter((question) => answerFor(question.slug) !== null).length;
      if (mine.length > 0) await expect(skills.getByRole('listitem').filter({ hasText: label })).toHaveText(`${label}${right}/${mine.length}`);
    }
    await expect(page.getByRole('link', { name: 'Build my plan from B1' })).toHaveAttribute('href', '/funnels/onboarding?level=b1');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('going on without an answer says so on the question; a reload keeps the attempt, its answers and the place', async ({ page }) => {
  await openTest(page, `/uk${TEST_PATH}`);
  const next = page.getByRole('button', { name: 'Далі' });
  await next.click();
  await expect(page.getByRole('group', { name: /Питання 1 · Граматика/ })).toHaveAccessibleDescription('Оберіть відповідь або «Не знаю», щоб продовжити.');
  await page.getByRole('radio', { name: 'are' }).check();
  await next.click();
  const second = await onScreen(page);
  await page.locator('li[data-current]').getByRole('radio', { name: answerFor(second.slug)!, exact: true }).check();
  await next.click();
  await expect(page.getByText('Питання 3 ·', { exact: false })).toBeVisible();
  const third = await onScreen(page);

  await page.reload();
  await expect(page.locator('[data-island="level-test"]')).toHaveAttribute('data-hydrated', 'true');
  // The same attempt: the same third question, its choices in the same order.
  await expect(page.getByText('Питання 3 ·', { exact: false })).toBeVisible();
  expect(await onScreen(page)).toEqual(third);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.locator('li[data-current]').getByRole('radio', { name: answerFor(second.slug)!, exact: true })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form of four questions a level is on the page, and the server scores it and shows the result by skill', async ({ page }) => {
    await page.goto(`/es${TEST_PATH}`);
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeHidden();
    await expect(page.getByText('Responde las 24 preguntas', { exact: false })).toBeVisible();
    const groups = page.locator('form[action="/api/level-test"]').getByRole('group');
    await expect(groups).toHaveCount(24);
    for (let index = 0; index < 24; index++) {
      const group = groups.nth(index);
      const slug = (await group.locator('[id$="-counter"]').getAttribute('id'))!.replace(/^question-/, '').replace(/-counter$/, '');
      const answer = answerFor(slug);
      await group.getByRole('radio', { name: answer ?? 'No lo sé', exact: true }).check();
    }
    await page.getByRole('button', { name: 'Ver mi nivel' }).click();
    await expect(page).toHaveURL(/\/es\/test-your-english-level\/result\/b1\?skills=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tu nivel de inglés: B1 /);
    const skills = page.getByRole('region', { name: 'Tus respuestas por destreza' });
    await expect(skills).toBeVisible();
    // Four questions a level, right up to B1: 12 of 24, and what to work on first.
    await expect(skills).toContainText('/');
    const advice = page.locator('[data-skill-advice]:visible');
    await expect(advice).toHaveCount(1);
    await expect(advice).toHaveText(/es donde más puntos perdiste/);
  });
});
