// Prices follow the visitor's country, not the page's language (issue #42): each plan has a price
// per market in the CMS (plan-prices), and the server, or the CDN's edge, names the visitor's
// market on <html data-visitor> before the first paint, like the legal address
// (rules/visitor-conditions.ts). A page carries every market's price; CSS shows the visitor's.
import { normaliseCountry } from '../countries.ts';

/** ISO codes of the euro area (the EU members that pay in euros, and the microstates that do by agreement). */
const EURO_AREA = [
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
] as const;

/** The markets, in the order an editor lists them (the browser's stylesheet needs these names alone). */
export const MARKET_IDS = ['US', 'EU', 'GB', 'BR', 'UA', 'MX', 'default'] as const;
export type Market = (typeof MARKET_IDS)[number];

/**
 * Every market's currency and countries. `default` is every other country, and an unknown one (a
 * page opened without a server, a CDN that says nothing).
 */
export const MARKETS: Record<Market, { currency: string; countries: readonly string[] }> = {
  US: { currency: 'USD', countries: ['US'] },
  EU: { currency: 'EUR', countries: EURO_AREA },
  GB: { currency: 'GBP', countries: ['GB'] },
  BR: { currency: 'BRL', countries: ['BR'] },
  UA: { currency: 'UAH', countries: ['UA'] },
  MX: { currency: 'MXN', countries: ['MX'] },
  default: { currency: 'USD', countries: [] },
};

/** The market a visitor from `country` pays in. */
export function marketOf(country: string | null | undefined): Market {
  const code = normaliseCountry(country);
  if (!code) return 'default';
  return MARKET_IDS.find((market) => MARKETS[market].countries.includes(code)) ?? 'default';
}

/** A price in one market: its amount and currency. */
export interface Money {
  amount: number;
  currency: string;
}

/** A plan's monthly price in every market (a market the CMS left out pays the default's). */
export type MarketPrices = Record<Market, Money>;

/**
 * Every market's price from the CMS's list; null when the list has no default price (the plan
 * cannot be shown: no visitor may meet an empty card). A market listed twice keeps its first price.
 */
export function marketPrices(listed: readonly { market: string; monthlyPrice: number }[]): MarketPrices | null {
  const amountOf = (market: Market) => listed.find((price) => price.market === market)?.monthlyPrice;
  const fallback = amountOf('default');
  if (fallback === undefined) return null;
  return Object.fromEntries(
    MARKET_IDS.map((market) => {
      const amount = amountOf(market);
      return [market, amount === undefined ? { amount: fallback, currency: MARKETS.default.currency } : { amount, currency: MARKETS[market].currency }];
    }),
  ) as MarketPrices;
}

/**
 * A tutor's hourly rate (set in US dollars, the default market's currency) in every market, at the
 * ratio the reference plan's price there bears to its default price, rounded to a whole unit:
 * tutors' prices follow the same market pricing as the plans (issue #42). Without a reference, in
 * dollars everywhere.
 */
export function localRates(usd: number, reference: MarketPrices | null): MarketPrices {
  const rate = (market: Market) => (reference ? { ratio: reference[market].amount / reference.default.amount, currency: reference[market].currency } : { ratio: 1, currency: MARKETS.default.currency });
  return Object.fromEntries(
    MARKET_IDS.map((market) => {
      const { ratio, currency } = rate(market);
      return [market, { amount: Math.round(usd * ratio), currency }];
    }),
  ) as MarketPrices;
}

/**
 * An offer's price: `percentOff` off, rounded down to the price's own precision (cents, or whole
 * hryvnias where the price is whole), so the offer never costs more than it says.
 */
export function discounted({ amount, currency }: Money, percentOff: number): Money {
  const unit = Number.isInteger(amount) ? 1 : 100;
  return { amount: Math.floor(Math.round(amount * unit * (100 - percentOff)) / 100) / unit, currency };
}
