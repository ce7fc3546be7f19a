// A plan's price as every page shows it (plan cards, the funnel's result): the visitor's market's
// amount; while the campaign runs for them (`offer-live`, decided per request by the server or
// the edge), the offer's first month beside the regular price struck through, and when it ends.
import { visuallyHidden } from '../../design-system/index.ts';
import { styled } from '../../design-system/stitches.config.ts';
import type { Locale } from '../../domain/constants.ts';
import { INTL_LOCALE } from '../../domain/i18n/index.ts';
import type { Priced } from '../../domain/pricing/offers.ts';
import { PRICING_COPY } from './copy.ts';
import { MarketAmount, PricedText, When } from './Prices.tsx';

const Price = styled('p', { margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '$2' });
const Amount = styled('span', { fontWeight: '$black', variants: { size: { 32: { textPreset: 32 }, 40: { textPreset: 40 } } } });
const Per = styled('span', { textPreset: 16, color: '$textMuted' });
const Billing = styled('span', { display: 'block', color: '$text', fontWeight: '$medium' });
const Regular = styled('s', { textPreset: 20, color: '$textMuted', fontWeight: '$medium' });
const Hidden = styled('span', visuallyHidden);
const OfferLabel = styled('p', {
  margin: 0,
  justifySelf: 'start',
  paddingInline: '$3',
  paddingBlock: '$1',
  borderRadius: '$pill',
  backgroundColor: '$accentSurface',
  color: '$text',
  textPreset: 'small',
  fontWeight: '$bold',
});

/**
 * When a campaign ends, as the countdown banner says it without JavaScript ("December 6 at 11:59
 * PM UTC"): the same moment the countdown reaches zero, in UTC, as a prerendered page cannot know
 * the visitor's zone.
 */
const endDate = (endsAt: number, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(endsAt);

/**
 * A plan's price in the visitor's market; while its campaign runs for them (`offer-live`, decided
 * per request), the offer's price beside the regular one struck through, and the offer's end.
 */
export function PlanPrice({ plan, locale, size = 40 }: { plan: Priced; locale: Locale; size?: 32 | 40 }) {
  const copy = PRICING_COPY[locale];
  const regular = (
    <Price>
      <Amount size={size}>
        <MarketAmount prices={plan.prices} locale={locale} />
      </Amount>
      <Per>{copy.perMonth}</Per>
    </Price>
  );
  if (!plan.offer) return regular;
  return (
    <>
      <When data-when="offer-none">{regular}</When>
      <When data-when="offer-live">
        <Price>
          <Amount size={size}>
            <MarketAmount prices={plan.offer.prices} locale={locale} />
          </Amount>
          <Regular>
            <Hidden>{copy.regularPrice} </Hidden>
            <MarketAmount prices={plan.prices} locale={locale} />
          </Regular>
          <Per>{copy.firstMonth}</Per>
        </Price>
      </When>
    </>
  );
}

/** How the plan bills: its trial, then its price; with the offer's first month while the campaign runs. */
export function PlanBilling({ plan, locale }: { plan: Priced & { trialDays?: number | null }; locale: Locale }) {
  const { billing } = PRICING_COPY[locale];
  // The messages' {price} and {offer} are this plan's amounts, as the CMS copy's tokens for it.
  const SLOTS = { price: `{price:${plan.slug}}`, offer: `{offer:${plan.slug}}` };
  const billed = (message: string) => <PricedText text={message} plans={[plan]} locale={locale} />;
  const regular = <Billing>{billed(plan.trialDays ? billing.trial({ days: plan.trialDays, ...SLOTS }) : billing.noTrial(SLOTS))}</Billing>;
  if (!plan.offer) return regular;
  return (
    <>
      <When data-when="offer-none">{regular}</When>
      <When data-when="offer-live">
        <Billing>{billed(plan.trialDays ? billing.offerTrial({ days: plan.trialDays, ...SLOTS }) : billing.offer(SLOTS))}</Billing>
      </When>
    </>
  );
}


/** The campaign's share off, over the price, while it runs for the visitor. */
export function PlanOfferLabel({ plan, locale }: { plan: Priced; locale: Locale }) {
  return plan.offer ? <OfferLabel data-when="offer-live">{PRICING_COPY[locale].offerBadge({ percentOff: plan.offer.percentOff })}</OfferLabel> : null;
}

const CodeLine = styled('p', { margin: 0, textPreset: 16, fontWeight: '$medium' });
const Code = styled('strong', {
  display: 'inline-block',
  paddingInline: '$2',
  borderRadius: '$sm',
  border: '$borderWidths$thin dashed currentColor',
  letterSpacing: '0.08em',
  // One tap selects it all, to copy into the app.
  userSelect: 'all',
});

/**
 * The campaign's code and where to enter it, while the campaign runs for the visitor (issue 63: the
 * offer carries through to the app): "Enter code PLUSHALF when you subscribe in the app…".
 */
export function PlanOfferCode({ plan, locale }: { plan: Priced; locale: Locale }) {
  if (!plan.offer) return null;
  const [before, after] = PRICING_COPY[locale].offerCode({ code: '\u0000' }).split('\u0000');
  return (
    <CodeLine data-when="offer-live" data-offer-code={plan.offer.code}>
      {before}
      <Code>{plan.offer.code}</Code>
      {after}
    </CodeLine>
  );
}

/** When the campaign ends, while it runs for the visitor (before the plan's terms). */
export function PlanOfferEnds({ plan, locale }: { plan: Priced; locale: Locale }) {
  return plan.offer ? <When data-when="offer-live">{`${PRICING_COPY[locale].offerEnds({ date: endDate(plan.offer.endsAt, locale) })} `}</When> : null;
}
