// One offer, told the same way everywhere (issue #42): a campaign takes a share off one plan's
// first month for new customers, between two dates. The plan cards, the countdown banner, the
// popups and the timer calls-to-action all read their offer price from it; copy names prices with
// tokens ({price:plus}, {offer:plus}), never with amounts, so no two of them can disagree.
import { discounted, marketPrices, type Market, type MarketPrices, type Money, MARKET_IDS } from './markets.ts';

/** A campaign as the CMS holds it (campaigns collection), validated. */
export interface Campaign {
  slug: string;
  /** The plan it discounts, by slug. */
  plan: string;
  percentOff: number;
  startsAt: number;
  endsAt: number;
  /** What the visitor enters in the app to redeem it (issue 63: the offer carries through to the store). */
  code: string;
}

/** A plan's offer while a campaign on it runs: its price in every market, its window and its code. */
export interface PlanOffer {
  percentOff: number;
  code: string;
  prices: MarketPrices;
  startsAt: number;
  endsAt: number;
}

/** A plan as the pages show it: its price in every market, and its campaign's offer if one is planned. */
export interface Priced {
  slug: string;
  prices: MarketPrices;
  offer: PlanOffer | null;
}

export const campaignState = ({ startsAt, endsAt }: { startsAt: number; endsAt: number }, now: number): 'before' | 'during' | 'after' =>
  now < startsAt ? 'before' : now < endsAt ? 'during' : 'after';

/**
 * The campaign the pages are built with: the running one, else the next to start (one that has
 * ended is over everywhere). One at a time: a page carries one window, and the visitor's
 * `offer-live` condition is about it; the next campaign comes with the renders its publish starts.
 */
export function currentCampaign(campaigns: readonly Campaign[], now: number): Campaign | null {
  return campaigns.filter((campaign) => campaign.endsAt > now).sort((a, b) => a.startsAt - b.startsAt)[0] ?? null;
}

export function planOffer(prices: MarketPrices, campaign: Campaign | null, plan: string): PlanOffer | null {
  if (!campaign || campaign.plan !== plan) return null;
  const offerPrices = Object.fromEntries(MARKET_IDS.map((market) => [market, discounted(prices[market], campaign.percentOff)])) as MarketPrices;
  return { percentOff: campaign.percentOff, code: campaign.code, prices: offerPrices, startsAt: campaign.startsAt, endsAt: campaign.endsAt };
}

/** A price that copy names: a plan's regular one, or its offer's. */
export interface PriceToken {
  kind: 'price' | 'offer';
  plan: string;
}

/** A piece of CMS copy: plain text, or a price. */
type PricedSegment = string | PriceToken;

const TOKEN = /\{(price|offer):([a-z0-9-]+)\}/g;

/** Copy split at its price tokens ("7 days free, then {price:plus} a month"). */
export function pricedSegments(text: string): PricedSegment[] {
  const segments: PricedSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) segments.push(text.slice(last, match.index));
    segments.push({ kind: match[1] as 'price' | 'offer', plan: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

/** The prices every string of a CMS record names ({price:plus}, {offer:plus}), in order. */
export const priceTokensIn = (record: unknown): PriceToken[] =>
  stringsOf(record).flatMap((text) => pricedSegments(text).filter((segment): segment is PriceToken => typeof segment !== 'string'));

/** The prices in every market a token names, if these plans have them. */
export function tokenPrices({ kind, plan: slug }: PriceToken, plans: readonly Priced[]): MarketPrices | undefined {
  const plan = plans.find((candidate) => candidate.slug === slug);
  return kind === 'offer' ? plan?.offer?.prices : plan?.prices;
}

/**
 * Why a piece of copy cannot be shown with these plans, or null: a token naming a plan that has
 * no price, an offer token with no campaign on that plan, or a brace left that is not a token (a
 * mistyped one would show as it is written).
 */
export function pricedCopyProblem(text: string, plans: readonly Priced[]): string | null {
  for (const segment of pricedSegments(text)) {
    if (typeof segment === 'string') {
      if (/[{}]/.test(segment)) return `"${segment.trim().slice(0, 40)}" has a brace that is not a price token ({price:<plan>} or {offer:<plan>})`;
      continue;
    }
    if (!plans.some((plan) => plan.slug === segment.plan)) return `{${segment.kind}:${segment.plan}} names a plan with no price`;
    if (!tokenPrices(segment, plans)) return `{offer:${segment.plan}}: no campaign runs on ${segment.plan}`;
  }
  return null;
}

export interface CampaignWindow {
  startsAt: number;
  endsAt: number;
}

/** The campaign window a page was built with (its <meta name="campaign">, site/root.tsx), or null: read once per page. */
export function campaignWindowIn(html: string): CampaignWindow | null {
  const match = /<meta name="campaign" content="(\d+) (\d+)"\s*\/?>/.exec(html);
  return match ? { startsAt: Number(match[1]), endsAt: Number(match[2]) } : null;
}

/**
 * Whether this visitor is offered the page's campaign now: it runs, and they are not signed in
 * (an offer for new customers is not shown to a learner who has an account).
 */
export const offerLiveFor = (window: CampaignWindow | null, now: number, isSignedIn: boolean): boolean =>
  !isSignedIn && window !== null && campaignState(window, now) === 'during';

/**
 * The plans with their prices by market and their offer: a plan without a default price is left
 * out (no empty card), and `dropped` says why.
 */
export function pricePlans<T extends { slug: string }>(
  plans: readonly T[],
  listed: readonly { plan: string; prices: readonly { market: string; monthlyPrice: number }[] }[],
  campaign: Campaign | null,
  dropped: (why: string) => void = () => {},
): (T & Priced)[] {
  return plans.flatMap((plan) => {
    const prices = marketPrices(listed.find((entry) => entry.plan === plan.slug)?.prices ?? []);
    if (!prices) {
      dropped(`plan ${plan.slug} not shown: it has no default price (plan-prices)`);
      return [];
    }
    return [{ ...plan, prices, offer: planOffer(prices, campaign, plan.slug) }];
  });
}

/** Copy with its price tokens written as one market's amounts, for what renders only in the browser (the popups). */
export function fillPrices(text: string, plans: readonly Priced[], market: Market, format: (money: Money) => string): string {
  if (!text.includes('{')) return text;
  return pricedSegments(text)
    .map((segment) => {
      if (typeof segment === 'string') return segment;
      const prices = tokenPrices(segment, plans);
      return prices ? format(prices[market]) : '';
    })
    .join('');
}

/** Every string in `value` (a CMS record) through `fill`. */
export function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fill)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fill)])) as T;
  return value;
}

/** Every string in a CMS record (to check its price tokens where it enters). */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
