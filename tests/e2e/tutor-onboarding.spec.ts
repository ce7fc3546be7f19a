// The tutor onboarding (issue 25): completed by keyboard alone on a phone and a desktop, from the
// questions to a requested trial lesson; kept across a reload; without JavaScript, every tutor's page.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { decideConsent } from './consent-decided.ts';
import { chooseByKeyboard, pressButton } from './keyboard-steps.ts';

const FUNNEL = '/tutoring/short-onboarding';
/** Work, B1, any price, evenings: by the answers' places in the seeded questions. */
const WORK_EVENINGS = [0, 3, 2, 2];

async function openFunnel(page: Page, path = FUNNEL) {
  await decideConsent(page.context());
  await page.goto(path);
  await expect(page.locator('[data-island="tutor-onboarding"]')).toHaveAttribute('data-hydrated', 'true');
}

/** Tabs until the focus is on the element matching `selector`. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'Europe/Kyiv' });

    test('the tutor onboarding is completed by keyboard alone, up to a requested trial lesson', async ({ page }) => {
      await openFunnel(page);
      expect(await axeViolations(page)).toEqual([]);
      for (const [index, choice] of WORK_EVENINGS.entries()) {
        await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
        await chooseByKeyboard(page, choice);
        await pressButton(page, index === WORK_EVENINGS.length - 1 ? 'Show my tutors' : 'Next');
      }
      await expect(page.getByRole('heading', { level: 3, name: 'Tutors who fit' })).toBeFocused();
      await expect(page.getByText('Times are in your time zone (Eastern European Time).', { exact: false })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await tabTo(page, 'button');
      const tutor = (await page.evaluate(() => document.activeElement?.textContent ?? '')).replace('Book a trial lesson with ', '');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 3, name: `Book a trial lesson with ${tutor}` })).toBeFocused();
      await tabTo(page, 'input[type=radio]');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ana Lima');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`ana-${viewport.width}-${Date.now()}@example.com`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      const sent = page.waitForResponse('**/api/trial-lessons');
      await pressButton(page, 'Request this lesson');
      const answer = (await (await sent).json()) as { data: { message: string; booking: { calendarUrl: string; cancelUrl: string } } };
      expect(answer.data.message).toBe('OK');
      await expect(page.getByRole('heading', { level: 3, name: 'Request received' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: tutor })).toContainText(`Your lesson with ${tutor} on `);
      // Where the request ends: its price, how to join, its calendar file and its cancellation.
      await expect(page.getByText(/ for 50 minutes, paid only once /)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute('href', answer.data.booking.calendarUrl);
      expect((await page.request.get(answer.data.booking.calendarUrl)).headers()['content-type']).toBe('text/calendar; charset=utf-8');
      await expect(page.getByRole('link', { name: 'Can’t make it? Cancel this request' })).toHaveAttribute('href', answer.data.booking.cancelUrl);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a refused request keeps what was typed; a reload keeps the answers and the place', async ({ page }) => {
  await page.route('**/api/trial-lessons', (route) => route.abort('internetdisconnected'));
  await openFunnel(page, `/es${FUNNEL}`);
  await page.getByRole('radio', { name: 'Viajar' }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: 'B1 Intermedio' }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.reload();
  await expect(page.locator('[data-island="tutor-onboarding"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText('Pregunta 3 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('radio', { name: 'B1 Intermedio' })).toBeChecked();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: /Cualquier precio/ }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: 'Por la noche' }).check();
  await page.getByRole('button', { name: 'Ver mis profesores' }).click();
  await page.getByRole('button', { name: /^Reservar una clase de prueba con/ }).first().click();
  await page.locator('[id="booking-time"] input').first().check();
  await page.getByRole('textbox', { name: 'Tu nombre' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Tu correo electrónico' }).fill('ana@example.com');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Solicitar esta clase' }).click();
  await expect(page.getByText(/No se ha enviado nada: parece que no tienes conexión/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tu nombre' })).toHaveValue('Ana');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the match needs JavaScript and links every tutor', async ({ page }) => {
    await page.goto(`/pt${FUNNEL}`);
    await expect(page.getByText(/Para encontrar professores que combinem com você é preciso JavaScript/)).toBeVisible();
    await expect(page.getByRole('group', { name: /Pergunta 1 de 4/ })).toBeHidden();
    await expect(page.locator('main').getByRole('link', { name: 'Ver todos os professores' }).first()).toHaveAttribute('href', '/pt/english-tutors');
  });
});
