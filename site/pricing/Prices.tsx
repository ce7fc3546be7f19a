// Prices as the visitor's market has them, decided before paint: each amount is in the page once
// per market, marked with its condition (data-when="market-EU"), and the CSS of the visitor's
// conditions shows theirs (domain/rules/visitor-conditions.ts). React renders the same markup for
// everyone, so a page hydrates whatever the market.
import type { ReactNode } from 'react';
import { styled } from '../../design-system/stitches.config.ts';
import type { Locale } from '../../domain/constants.ts';
import { formatPrice } from '../../domain/i18n/index.ts';
import { MARKET_IDS, type MarketPrices } from '../../domain/pricing/markets.ts';
import { pricedSegments, tokenPrices, type Priced } from '../../domain/pricing/offers.ts';

/** Shown only when the visitor meets its condition; takes no box of its own. */
export const When = styled('span', { display: 'contents' });

/** One amount in every market, the visitor's shown (inline spans: a hidden one takes no room). */
export function MarketAmount({ prices, locale }: { prices: MarketPrices; locale: Locale }) {
  return MARKET_IDS.map((market) => (
    <span key={market} data-when={`market-${market}`}>
      {formatPrice(prices[market].amount, prices[market].currency, locale)}
    </span>
  ));
}

/**
 * CMS copy with its price tokens ({price:plus}, {offer:plus}) as the visitor's prices. Copy with a
 * token that names no price never gets here: it is hidden where it enters (pricedCopyProblem).
 */
export function PricedText({ text, locale, plans }: { text: string; locale: Locale; plans: readonly Priced[] }) {
  return pricedSegments(text).map((segment, index) => {
    if (typeof segment === 'string') return segment;
    const prices = tokenPrices(segment, plans);
    return prices ? <MarketAmount key={index} prices={prices} locale={locale} /> : null;
  });
}

/**
 * A catalog's message with an element where one of its values goes ("Included in Lingo Plus
 * ({price} a month)" with every market's price, "Times shown in {zone}" with the zone the serve
 * step rewrites). Here, beside the MarketAmount it most often holds: one chunk, not one more.
 */
export function messageWith<Name extends string, Values extends Record<string, string>>(
  text: (values: Values & Record<Name, string>) => string,
  name: Name,
  element: ReactNode,
  values: Values = {} as Values,
): ReactNode {
  const [before, after] = text({ ...values, [name]: '\u0000' } as Values & Record<Name, string>).split('\u0000');
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
