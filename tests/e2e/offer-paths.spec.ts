// The offer carries through (issue 63): while the campaign runs, every path from it (the banner,
// the Plus card, the quiz's result, the download page) names it with its price, its end and the
// code the app redeems; once it has ended, each of them is back to the regular terms.
import { expect, test, type Page } from '@playwright/test';
import { decideConsent } from './consent-decided.ts';
import { chooseByKeyboard, pressButton } from './keyboard-steps.ts';

const STATES = [
  { state: 'while the campaign runs', time: new Date('2026-12-04T10:20:30.000Z'), live: true },
  { state: 'once it has ended', time: new Date('2026-12-07T00:00:30.000Z'), live: false },
] as const;
/** English, travel, A2, 20 minutes, the club: the quiz recommends Lingo Plus, the campaign's plan. */
const CLUB_AT_A2 = [0, 1, 2, 1, 3];

/** What of the offer the visitor sees in `scope`: its code, and the amounts shown. */
const offerShown = (page: Page, scope: string) =>
  page.locator(scope).evaluate((element) => ({
    code: [...element.querySelectorAll('[data-offer-code]')].filter((code) => code.checkVisibility()).map((code) => code.querySelector('strong')!.textContent),
    amounts: [...element.querySelectorAll('[data-when="market-US"]')].filter((amount) => amount.checkVisibility()).map((amount) => amount.textContent),
  }));

for (const { state, time, live } of STATES) {
  test.describe(state, () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' }, viewport: { width: 1440, height: 900 } });

    test('the banner, the Plus card and the download page', async ({ page }) => {
      await page.clock.install({ time });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Lingo Plus at half price: $14.99 for your first month' });
      if (live) await expect(banner.getByRole('link', { name: 'Get the offer' })).toHaveAttribute('href', '/funnels/onboarding');
      else await expect(banner).toBeHidden();

      const plus = page.getByRole('listitem', { name: 'Lingo Plus' }).first();
      const trial = plus.getByRole('link').last();
      const href = await trial.getAttribute('href');
      expect(href).toBe('/get-the-app');
      await page.goto(href!);
      const shown = await offerShown(page, 'main');
      if (live) {
        expect(shown).toEqual({ code: ['PLUSHALF'], amounts: expect.arrayContaining(['$14.99', '$29.99']) });
        const offer = page.getByRole('region', { name: 'Lingo Plus' });
        await expect(offer.getByText('50% off your first month')).toBeVisible();
        await expect(offer.getByText(/Offer ends December 6 at 11:59\sPM UTC/)).toBeVisible();
      } else {
        expect(shown).toEqual({ code: [], amounts: [] });
        await expect(page.getByRole('region', { name: 'Lingo Plus' })).toBeHidden();
      }
      // The stores, in every state.
      await expect(page.getByRole('main').getByRole('link', { name: /App Store/ }).first()).toBeVisible();
    });

    test('the quiz’s result', async ({ page }) => {
      await page.clock.install({ time });
      await decideConsent(page.context());
      await page.goto('/funnels/onboarding');
      await expect(page.locator('[data-island="onboarding"]')).toHaveAttribute('data-hydrated', 'true');
      for (const [index, choice] of CLUB_AT_A2.entries()) {
        await expect(page.getByText(`Question ${index + 1} of ${CLUB_AT_A2.length}`)).toBeVisible();
        await chooseByKeyboard(page, choice);
        await pressButton(page, index === CLUB_AT_A2.length - 1 ? 'See my plan' : 'Next');
      }
      await expect(page.getByRole('heading', { level: 3, name: 'Lingo Plus fits you best' })).toBeVisible();
      const shown = await offerShown(page, '[data-island="onboarding"]');
      if (live) expect(shown).toEqual({ code: ['PLUSHALF'], amounts: expect.arrayContaining(['$14.99', '$29.99']) });
      else expect(shown).toEqual({ code: [], amounts: ['$29.99', '$29.99'] });
    });
  });
}
