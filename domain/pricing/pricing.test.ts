import { describe, expect, it } from 'vitest';
import { discounted, marketOf, marketPrices, MARKET_IDS } from './markets.ts';
import { campaignState, campaignWindowIn, currentCampaign, fillPrices, offerLiveFor, pricedCopyProblem, pricePlans, type Campaign } from './offers.ts';

const DAY = 86_400_000;
const campaign: Campaign = { slug: 'plus-half', plan: 'plus', percentOff: 50, startsAt: 10 * DAY, endsAt: 20 * DAY, code: 'PLUSHALF' };
const listed = [
  { plan: 'plus', prices: [{ market: 'default', monthlyPrice: 29.99 }, { market: 'EU', monthlyPrice: 27.99 }, { market: 'UA', monthlyPrice: 749 }] },
  { plan: 'app', prices: [{ market: 'US', monthlyPrice: 12.99 }] },
];

describe('markets', () => {
  it('places a visitor by country: the euro area, the markets of their own, every other country and an unknown one in the default', () => {
    expect(['US', 'de', 'FR', 'ES', 'PT', 'GB', 'BR', 'UA', 'MX'].map(marketOf)).toEqual(['US', 'EU', 'EU', 'EU', 'EU', 'GB', 'BR', 'UA', 'MX']);
    expect([marketOf('CH'), marketOf('PL'), marketOf('JP'), marketOf(null), marketOf('XX'), marketOf('<script>')]).toEqual(['default', 'default', 'default', 'default', 'default', 'default']);
  });

  it('gives a market the CMS left out the default price, in the default currency (never an empty card)', () => {
    const prices = marketPrices(listed[0]!.prices)!;
    expect(prices.EU).toEqual({ amount: 27.99, currency: 'EUR' });
    expect(prices.UA).toEqual({ amount: 749, currency: 'UAH' });
    expect(prices.MX).toEqual({ amount: 29.99, currency: 'USD' });
    expect(Object.keys(prices)).toEqual(MARKET_IDS);
    expect(marketPrices(listed[1]!.prices)).toBeNull();
  });

  it('takes an offer off rounded down to the price’s own precision', () => {
    expect(discounted({ amount: 29.99, currency: 'USD' }, 50)).toEqual({ amount: 14.99, currency: 'USD' });
    expect(discounted({ amount: 749, currency: 'UAH' }, 50)).toEqual({ amount: 374, currency: 'UAH' });
    expect(discounted({ amount: 99.9, currency: 'BRL' }, 50)).toEqual({ amount: 49.95, currency: 'BRL' });
    expect(discounted({ amount: 24.99, currency: 'GBP' }, 30)).toEqual({ amount: 17.49, currency: 'GBP' });
  });
});

describe('campaigns', () => {
  it('runs from its start to its end, and builds pages with the running one, else the next', () => {
    expect([9 * DAY, 10 * DAY, 20 * DAY - 1, 20 * DAY].map((now) => campaignState(campaign, now))).toEqual(['before', 'during', 'during', 'after']);
    const next = { ...campaign, slug: 'next', startsAt: 30 * DAY, endsAt: 40 * DAY };
    expect(currentCampaign([next, campaign], 15 * DAY)?.slug).toBe('plus-half');
    expect(currentCampaign([next, campaign], 25 * DAY)?.slug).toBe('next');
    expect(currentCampaign([campaign], 25 * DAY)).toBeNull();
  });

  it('offers the page’s campaign to a visitor who is not signed in, while it runs', () => {
    const html = `<head><meta name="campaign" content="${10 * DAY} ${20 * DAY}"/></head>`;
    const window = campaignWindowIn(html);
    expect(window).toEqual({ startsAt: 10 * DAY, endsAt: 20 * DAY });
    expect(offerLiveFor(window, 15 * DAY, false)).toBe(true);
    expect(offerLiveFor(window, 15 * DAY, true)).toBe(false);
    expect(offerLiveFor(window, 5 * DAY, false)).toBe(false);
    expect(offerLiveFor(window, 20 * DAY, false)).toBe(false);
    expect(offerLiveFor(campaignWindowIn('<head></head>'), 15 * DAY, false)).toBe(false);
  });

  it('prices the plans with their campaign’s offer, and leaves out a plan without a default price, saying why', () => {
    const dropped: string[] = [];
    const plans = pricePlans([{ slug: 'app' }, { slug: 'plus' }], listed, campaign, (why) => dropped.push(why));
    expect(plans.map((plan) => plan.slug)).toEqual(['plus']);
    expect(dropped).toEqual(['plan app not shown: it has no default price (plan-prices)']);
    expect(plans[0]!.offer?.prices.EU).toEqual({ amount: 13.99, currency: 'EUR' });
    expect(pricePlans([{ slug: 'plus' }], listed, { ...campaign, plan: 'tutor' })[0]!.offer).toBeNull();
  });
});

describe('price tokens in CMS copy', () => {
  const plans = pricePlans([{ slug: 'plus' }], listed, campaign);

  it('accepts the prices of plans that have them, and the offer of a plan its campaign runs on', () => {
    expect(pricedCopyProblem('Pay {offer:plus} instead of {price:plus} for your first month.', plans)).toBeNull();
    expect(pricedCopyProblem('No price here.', plans)).toBeNull();
  });

  it('refuses a plan with no price, an offer with no campaign and a mistyped token', () => {
    expect(pricedCopyProblem('{price:tutor} a month', plans)).toBe('{price:tutor} names a plan with no price');
    expect(pricedCopyProblem('{offer:plus}', pricePlans([{ slug: 'plus' }], listed, null))).toBe('{offer:plus}: no campaign runs on plus');
    expect(pricedCopyProblem('Only {prize:plus} a month', plans)).toMatch(/has a brace that is not a price token/);
  });

  it('writes one market’s amounts for the copy the browser renders', () => {
    const format = ({ amount, currency }: { amount: number; currency: string }) => `${amount} ${currency}`;
    expect(fillPrices('Pay {offer:plus} instead of {price:plus}.', plans, 'UA', format)).toBe('Pay 374 UAH instead of 749 UAH.');
    expect(fillPrices('Pay {offer:plus}.', plans, 'MX', format)).toBe('Pay 14.99 USD.');
  });
});
