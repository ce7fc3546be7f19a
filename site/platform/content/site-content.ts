// The CMS content the pages are built from, read once per locale per build through the client
// (every record validated into the domain's types; a bad one is dropped and logged there).
// Build-time code: the browser never loads it.
import { type Locale } from '../../../domain/constants.ts';
import { CMS_COLLECTIONS, type CollectionName } from '../../../domain/cms-model.ts';
import type { PricedPlan, PricedTutor } from '../../../domain/content/collections.ts';
import { currentCampaign, pricePlans, type Campaign } from '../../../domain/pricing/offers.ts';
import { localRates, marketPrices, type MarketPrices } from '../../../domain/pricing/markets.ts';
import type { Footer, Header, Review } from '../../../domain/content/schemas.ts';
import type { PageRecord } from '../../../domain/content/sections.ts';
import { COUNTED_COPY, countsIn, withCounts, type Counts } from '../../../domain/content/counts.ts';
import { ratingOf } from '../../../domain/content/rating.ts';
import type { CmsClient } from './client.ts';
import type * as v from 'valibot';

type Collections = typeof CMS_COLLECTIONS;
/** The collections read whole, by their row's `list` query (domain/cms-model.ts). */
export type ListedCollection = { [N in CollectionName]: Collections[N] extends { list: unknown } ? N : never }[CollectionName];
/** An entry of a collection, as its schema makes it. */
export type EntryOf<N extends CollectionName> = v.InferOutput<Collections[N]['schema']>;


export interface SiteContent {
  /**
   * Every entry of a collection (of a locale, for a localized one), validated by its schema, in the
   * editors' order (its row's `list` query): the FAQ, the levels, the class sessions, the posts…
   */
  list<N extends ListedCollection>(name: N, locale: Locale): Promise<EntryOf<N>[]>;
  pages(locale: Locale): Promise<Map<string, PageRecord>>;
  /** The tutors, each with their hourly rate in every market (pricing/markets.ts localRates). */
  tutors(locale: Locale): Promise<PricedTutor[]>;
  /** How an hourly rate in US dollars reads in every market, as a tutor's does (a price band's bounds). */
  hourlyRates(): Promise<(usd: number) => MarketPrices>;
  /** The plans with their prices in every market and the campaign's offer (a plan without a default price is left out). */
  plans(locale: Locale): Promise<PricedPlan[]>;
  /** The campaign the pages are built with: the running one, else the next (pricing/offers.ts). */
  campaign(): Promise<Campaign | null>;
  header(locale: Locale): Promise<Header | null>;
  footer(locale: Locale): Promise<Footer | null>;
  /** Every approved review, newest first: the sections page their own, a tutor's profile and rating take theirs (review-order.ts). */
  reviews(): Promise<Review[]>;
}

/** Memoised per key: one request per collection and locale in a whole build. */
function once<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const cache = new Map<Locale, Promise<T>>();
  return (locale) => {
    let value = cache.get(locale);
    if (!value) cache.set(locale, (value = load(locale)));
    return value;
  };
}

export function siteContent(client: CmsClient): SiteContent {
  let reviews: Promise<Review[]> | undefined;
  const lists = new Map<string, Promise<unknown[]>>();
  const list = <N extends ListedCollection>(name: N, locale: Locale): Promise<EntryOf<N>[]> => {
    const row: Collections[ListedCollection] = CMS_COLLECTIONS[name];
    const key = row.localized ? `${name}@${locale}` : name;
    if (!lists.has(key)) {
      const entries = client.listAll(name, row.list(locale), row.schema as v.GenericSchema<unknown, unknown>);
      // Copy that states a count states the content's own (domain/content/counts.ts).
      const counted = (COUNTED_COPY as readonly string[]).includes(name)
        ? Promise.all([entries, countsOf(locale)]).then(([read, counts]) => withCounts(read, counts, locale, (why) => console.warn(`[cms] ${name} (${locale}): ${why}`)))
        : entries;
      lists.set(key, counted);
    }
    return lists.get(key) as Promise<EntryOf<N>[]>;
  };
  const countsOf = async (locale: Locale): Promise<Counts> => {
    const [tutors, sessions] = await Promise.all([list('tutors', locale), list('class-sessions', locale)]);
    return countsIn(tutors, sessions);
  };
  let pricing: Promise<{ listed: EntryOf<'plan-prices'>[]; campaign: Campaign | null }> | undefined;
  // One list for every locale: the locale is not sent.
  const loadPricing = () =>
    (pricing ??= Promise.all([list('plan-prices', 'en'), list('campaigns', 'en')]).then(([listed, planned]) => ({ listed, campaign: currentCampaign(planned, Date.now()) })));
  // Every approved review (the 100 newest were once all: 216 of 271 are about one tutor, and
  // crowded the sections' own out): the sections keep theirs, a tutor's profile and rating theirs.
  const loadReviews = () => (reviews ??= client.allReviews());
  // The reference is the first plan's prices (the App plan's): tutors follow the plans' market pricing.
  const rateReference = async () => marketPrices((await loadPricing()).listed[0]?.prices ?? []);
  return {
    list,
    pages: once(async (locale) => new Map((await list('pages', locale)).map((page) => [page.path, page]))),
    tutors: once(async (locale) => {
      const [tutors, reference, reviews] = await Promise.all([list('tutors', locale), rateReference(), loadReviews()]);
      return tutors.map((tutor) => ({ ...tutor, prices: localRates(tutor.pricePerHour, reference), ...ratingOf(tutor.slug, reviews) }));
    }),
    reviews: () => loadReviews(),
    hourlyRates: async () => {
      const reference = await rateReference();
      return (usd) => localRates(usd, reference);
    },
    plans: once(async (locale) => {
      const [plans, { listed, campaign }] = await Promise.all([list('plans', locale), loadPricing()]);
      return pricePlans(plans, listed, campaign, (why) => console.warn(`[cms] ${why}`));
    }),
    campaign: async () => (await loadPricing()).campaign,
    header: once((locale) => client.header(locale)),
    footer: once((locale) => client.footer(locale)),
  };
}
