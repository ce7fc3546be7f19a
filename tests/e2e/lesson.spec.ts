// The lesson to try on the app page, as a visitor takes it: by keyboard on a computer, by touch on
// a phone, and without JavaScript (the level test instead).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { quietPromotions } from './quiet-promotions.ts';

const RIGHT = {
  coffee: 'Can I have a coffee, please?',
  bill: 'Could we have the bill, please?',
  tea: ["I'd", 'like', 'a', 'small', 'tea'],
  price: 'much',
  here: 'Here you are.',
  card: ['Can', 'I', 'pay', 'by', 'card?'],
};

const lesson = (page: Page) => page.getByRole('region', { name: 'Try a lesson now' });

test('by keyboard: start, answer every kind, and be sent to the plan at A2', async ({ page }) => {
  // The app page's popups (its QR code opens 1.5 s after load on a computer) are not the subject;
  // once the lesson runs, none opens over it (TryLesson holds them).
  await quietPromotions(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/language-learning-app');
  const box = lesson(page);
  // Focus is the first sign of use: the island hydrates, and the Enter pressed meanwhile is replayed.
  await box.getByRole('button', { name: /^Start the 2.minute lesson$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(box.getByText('Exercise 1 of 6')).toBeVisible();
  // The instruction takes the focus, so a screen reader starts there.
  await expect(box.getByRole('heading', { name: 'Listen and choose what you hear' })).toBeFocused();

  const choose = async (name: string) => {
    await box.getByRole('radio', { name }).focus();
    await page.keyboard.press('Space');
  };
  const build = async (words: string[]) => {
    for (const word of words) {
      await box.getByRole('group', { name: 'Words' }).getByRole('button', { name: word, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
  };
  const checkAndContinue = async (expected: string) => {
    await box.getByRole('button', { name: 'Check' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByText(expected)).toBeVisible();
    await box.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
  };

  await choose(RIGHT.coffee);
  await checkAndContinue('Correct!');
  await expect(box.getByRole('heading', { name: 'What does it mean?' })).toBeFocused();
  await choose(RIGHT.bill);
  await checkAndContinue('Correct!');
  await build(RIGHT.tea);
  await checkAndContinue('Correct!');
  await choose(RIGHT.price);
  await checkAndContinue('Correct!');
  await choose(RIGHT.here);
  await checkAndContinue('Correct!');
  await build(RIGHT.card);
  await checkAndContinue('Correct!');

  await expect(box.getByRole('status')).toHaveText('6 of 6 right');
  await expect(box.getByRole('link', { name: 'Get my plan' })).toHaveAttribute('href', '/funnels/onboarding?level=a2');
});

test.describe('by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('mistakes show the right answer; tapping the first choice every time does not pass; the plan opens at the suggested level', async ({ page }) => {
    await page.goto('/es/language-learning-app');
    const box = page.getByRole('region', { name: 'Prueba una lección ahora' });
    await box.getByRole('button', { name: 'Empezar la lección de 2 minutos' }).tap();
    await expect(box.getByText('Ejercicio 1 de 6')).toBeVisible();
    const firstChoice = async () => {
      await box.getByRole('radio').first().tap();
      await box.getByRole('button', { name: 'Comprobar' }).tap();
    };
    const tapTiles = async (words: string[]) => {
      for (const word of words) await box.getByRole('group', { name: 'Palabras' }).getByRole('button', { name: word, exact: true }).tap();
      await box.getByRole('button', { name: 'Comprobar' }).tap();
    };
    const next = (box: Locator) => box.getByRole('button', { name: 'Continuar' }).tap();

    await firstChoice();
    await expect(box.getByText('Casi. La respuesta: Can I have a coffee, please?')).toBeVisible();
    await next(box);
    await firstChoice();
    await next(box);
    // The tiles as they come are not the sentence.
    await tapTiles(['tea', "I'd", 'small', 'like', 'a']);
    await expect(box.getByText("Casi. La respuesta: I'd like a small tea.")).toBeVisible();
    await next(box);
    await firstChoice();
    await next(box);
    await firstChoice();
    await next(box);
    await tapTiles(RIGHT.card);
    await expect(box.getByText('¡Correcto!')).toBeVisible();
    await next(box);
    await expect(box.getByRole('status')).toHaveText('1 de 6 bien');
    const plan = box.getByRole('link', { name: 'Quiero mi plan' });
    await expect(plan).toHaveAttribute('href', '/es/funnels/onboarding?level=a0');
    await plan.tap();
    await expect(page).toHaveURL(/\/es\/funnels\/onboarding\?level=a0$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lesson says it needs scripts and offers the level test', async ({ page }) => {
    await page.goto('/language-learning-app');
    const box = lesson(page);
    await expect(box.getByRole('button', { name: /^Start the 2.minute lesson$/ })).toBeHidden();
    // Playwright's text and role engines skip a <noscript>'s content: found by CSS, as a browser without scripts shows it.
    await expect(box.locator('noscript p')).toBeVisible();
    await expect(box.locator('noscript p')).toHaveText('This lesson needs JavaScript. You can still take our level test, which works without it.');
    await expect(box.locator('noscript a')).toHaveAttribute('href', '/test-your-english-level');
  });
});
