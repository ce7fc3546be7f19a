// The onboarding funnel (issue 25): completed by keyboard alone on a phone and a desktop, kept
// across a reload, the level test's link answering the level, the plan sent by e-mail with the
// answers, and without JavaScript a page that says what it cannot do.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { decideConsent } from './consent-decided.ts';
import { chooseByKeyboard, pressButton } from './keyboard-steps.ts';

const FUNNEL = '/funnels/onboarding';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** English, travel, A2, 20 minutes, the club: by the answers' places in the seeded questions. */
const CLUB_AT_A2 = [0, 1, 2, 1, 3];

async function openFunnel(page: Page, path = FUNNEL) {
  await decideConsent(page.context());
  await page.goto(path);
  await expect(page.locator('[data-island="onboarding"]')).toHaveAttribute('data-hydrated', 'true');
}

async function answerByKeyboard(page: Page, choices: readonly number[]) {
  for (const [index, choice] of choices.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${choices.length}`)).toBeVisible();
    if (index > 0) await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Question ${index + 1} of ${choices.length}`);
    await chooseByKeyboard(page, choice);
    await pressButton(page, index === choices.length - 1 ? 'See my plan' : 'Next');
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });

  test('the funnel is completed by keyboard alone and offers the phone’s store', async ({ page }) => {
    await openFunnel(page);
    expect(await axeViolations(page)).toEqual([]);
    await answerByKeyboard(page, CLUB_AT_A2);
    const heading = page.getByRole('heading', { level: 3, name: 'Lingo Plus fits you best' });
    await expect(heading).toBeFocused();
    const funnel = page.locator('[data-island="onboarding"]');
    await expect(funnel.getByText('$29.99', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(funnel.getByText(/Plus includes the conversation club without limits/)).toBeVisible();
    await expect(funnel.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(funnel.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const [path, heading] of [
  [FUNNEL, 'Build your learning plan'],
  ['/tutoring/short-onboarding', 'A tutor who fits your goal, your level and your week'],
] as const) {
  test(`on a 390 × 844 phone, ${path} shows its first question and first choice in the first screen (issue 42)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await decideConsent(page.context());
    await page.goto(path);
    // The funnel leads the page: its heading is the page's h1, no hero above it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const question = page.locator('li[data-current]');
    const firstChoice = question.getByRole('radio').first();
    await expect(firstChoice).toBeVisible();
    const box = await question.locator('label').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('on a narrow screen whose phone is not known, the stores, never a code to scan (issue 42)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFunnel(page);
  await answerByKeyboard(page, CLUB_AT_A2);
  const funnel = page.locator('[data-island="onboarding"]');
  await expect(funnel.getByText('Download Lingo, choose Lingo Plus and take your first lesson today.')).toBeVisible();
  await expect(funnel.getByRole('link', { name: /App Store/ })).toBeVisible();
  await expect(funnel.getByRole('link', { name: /Google Play/ })).toBeVisible();
  await expect(funnel.getByRole('img', { name: 'QR code that opens the Lingo download page' })).toBeHidden();
  await expect(funnel.getByText(/Scan the code/)).toBeHidden();
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the funnel is completed by keyboard alone and offers a QR code for the phone', async ({ page }) => {
    await openFunnel(page);
    await answerByKeyboard(page, CLUB_AT_A2);
    await expect(page.getByRole('heading', { level: 3, name: 'Lingo Plus fits you best' })).toBeFocused();
    const code = page.getByRole('img', { name: 'QR code that opens the Lingo download page' });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('src', '/qr/app-en-onboarding.svg');
    expect((await page.request.get('/qr/app-en-onboarding.svg')).headers()['content-type']).toContain('image/svg+xml');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a reload keeps the answers and the place, and the result', async ({ page }) => {
  await openFunnel(page, `/pt${FUNNEL}`);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByRole('group', { name: /Pergunta 1 de 5/ })).toHaveAccessibleDescription('Escolha uma resposta para continuar.');
  await page.getByRole('radio', { name: 'Espanhol' }).check();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await page.getByRole('radio', { name: 'Viagens' }).check();
  await page.getByRole('button', { name: 'Próxima' }).click();

  await page.reload();
  await expect(page.locator('[data-island="onboarding"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText('Pergunta 3 de 5')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('radio', { name: 'Viagens' })).toBeChecked();
  await page.getByRole('button', { name: 'Próxima' }).click();
  for (const answer of ['A0 Iniciante: começando do zero', '10 minutos', 'Sozinho, no app']) {
    await page.getByRole('radio', { name: answer }).check();
    await page.locator('form button:visible').last().click();
  }
  await expect(page.getByRole('heading', { name: 'Lingo App é o plano ideal para você' })).toBeVisible();
  await expect(page.getByText(/No Lingo, o espanhol é ensinado no app/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lingo App é o plano ideal para você' })).toBeVisible();
});

test('the level test’s link answers the level; the plan is sent with the answers and acknowledged', async ({ page }) => {
  await openFunnel(page, `${FUNNEL}?level=b1`);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Work and my career' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'B1 Intermediate' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: '30 minutes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /tutor/i }).check();
  await page.getByRole('button', { name: 'See my plan' }).click();
  await expect(page.getByRole('link', { name: 'Find my tutor' })).toHaveAttribute('href', '/tutoring/short-onboarding?goal=work&level=B1');

  const email = `plan-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Your email' }).fill(email);
  await page.getByRole('checkbox').check({ force: true });
  const sent = page.waitForResponse('**/api/subscriptions');
  await page.getByRole('button', { name: 'Send me my plan' }).click();
  const response = await sent;
  expect(response.request().postDataJSON()).toMatchObject({ formType: 'onboarding_plan_email', answers: { language: 'english', goal: 'work', level: 'B1', minutes: '30', format: 'tutor' } });
  expect(await response.json()).toEqual({ data: { message: 'OK' } });
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(`Thank you! Your plan is on its way to ${email}.`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the plan needs JavaScript, and the plans and the level test stand in', async ({ page }) => {
    await page.goto(`/uk${FUNNEL}`);
    await expect(page.getByText(/Щоб скласти план, потрібен JavaScript/)).toBeVisible();
    await expect(page.getByRole('group', { name: /Запитання 1 з 5/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Пройти тест рівня' })).toHaveAttribute('href', '/uk/test-your-english-level');
    await expect(page.getByRole('heading', { level: 2, name: 'Порівняйте тарифи' })).toBeVisible();
  });
});
