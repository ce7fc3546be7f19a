// Prices in the visitor's currency, by country (issue #42): the CDN names the country (as
// Cloudflare does, CF-IPCountry), the server names the market on <html> before the first paint,
// and the plan cards show that market's price, with JavaScript on and off, in the page's language.
// The campaign runs on the tests' day (playwright.config.ts CAMPAIGN_NOW, the browsers' clocks).
import { expect, test, type Page } from '@playwright/test';

const DURING_OFFER = new Date('2026-12-04T10:20:30.000Z');

/** What the Lingo Plus card says now: its prices as shown, and whether it offers the campaign. */
async function plusCard(page: Page) {
  const card = page.getByRole('listitem', { name: 'Lingo Plus' }).first();
  await expect(card).toBeVisible();
  return card.evaluate((element) => ({
    amounts: [...element.querySelectorAll('[data-when^="market-"]')].filter((amount) => amount.checkVisibility())
      // Intl writes a no-break space between an amount and its currency.
      .map((amount) => amount.textContent!.replace(/\s/g, ' ')),
    offer: [...element.querySelectorAll('[data-when="offer-live"]')].some((part) => part.checkVisibility()),
  }));
}

// [country, path, Plus's regular price there, its first month during the campaign]
const VISITORS: Array<[string | null, string, string, string]> = [
  ['US', '/', '$29.99', '$14.99'],
  ['DE', '/', '€27.99', '€13.99'],
  ['GB', '/', '£24.99', '£12.49'],
  ['BR', '/pt', 'R$ 99,90', 'R$ 49,95'],
  ['UA', '/uk', '749 грн', '374 грн'],
  ['MX', '/es', '549 MXN', '274 MXN'],
  ['JP', '/', '$29.99', '$14.99'],
  [null, '/', '$29.99', '$14.99'],
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const [country, path, regular, offer] of VISITORS) {
      test(`a visitor from ${country ?? 'an unknown country'} on ${path} sees Plus at ${regular}, and ${offer} for the first month during the campaign`, async ({ page }) => {
        if (javaScriptEnabled) await page.clock.install({ time: DURING_OFFER });
        if (country) await page.setExtraHTTPHeaders({ 'CF-IPCountry': country });
        await page.goto(path);
        const { amounts, offer: offered } = await plusCard(page);
        expect(offered).toBe(true);
        // The offer's price, the regular one struck through beside it, and the billing line with both.
        expect(new Set(amounts)).toEqual(new Set([offer, regular]));
      });
    }
  });
}

test('a page left open when the campaign ends is back to the regular price at once, its countdown at zero', async ({ page }) => {
  // 20 s before the end (2026-12-06 at 23:59:59 UTC); the server offers it (CAMPAIGN_NOW).
  await page.clock.install({ time: new Date('2026-12-06T23:59:39.000Z') });
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await plusCard(page)).toEqual({ amounts: ['$14.99', '$29.99', '$14.99', '$29.99'], offer: true });
  await page.clock.runFor(25_000);
  await expect.poll(() => plusCard(page)).toEqual({ amounts: ['$29.99', '$29.99'], offer: false });
  // The countdown the visitor watched stays, at zero, saying the offer ended (spec §4).
  await expect(page.getByRole('timer', { name: 'Offer ends in' })).toHaveText(/0 seconds\. Offer ended/);
  // Opened again after the end, the page offers nothing.
  await page.reload();
  expect((await plusCard(page)).offer).toBe(false);
  await expect(page.getByRole('region', { name: /Lingo Plus at half price/ })).toBeHidden();
});

for (const [country, currency] of [
  ['UA', /^\d+\sгрн$/],
  ['DE', /^\d+\s€$/],
  ['MX', /^\d+\sMXN$/],
] as const) {
  test(`a visitor from ${country} sees every tutor's rate in their currency, on the tutors' page and in the tutor onboarding's matches`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'CF-IPCountry': country });
    await page.goto('/uk/english-tutors');
    const rates = await page.getByRole('main').locator('li [data-when^="market-"]').evaluateAll((amounts) =>
      amounts.filter((amount) => amount.checkVisibility()).map((amount) => amount.textContent!.replace(/\s/g, ' ')),
    );
    expect(rates.length).toBeGreaterThan(3);
    expect(rates.filter((rate) => !currency.test(rate))).toEqual([]);
  });
}

test('the structured data offers every plan in every market, each for its countries', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!)).flat().find((thing) => thing['@type'] === 'Product');
  const plus = product.offers.filter((offer: { name: string }) => offer.name === 'Lingo Plus');
  expect(plus.map((offer: { price: string; priceCurrency: string }) => `${offer.price} ${offer.priceCurrency}`)).toEqual(['29.99 USD', '27.99 EUR', '24.99 GBP', '99.90 BRL', '749.00 UAH', '549.00 MXN', '29.99 USD']);
  expect(plus.find((offer: { priceCurrency: string }) => offer.priceCurrency === 'EUR').eligibleRegion).toContain('DE');
  expect(plus.at(-1).eligibleRegion).toBeUndefined();
});
