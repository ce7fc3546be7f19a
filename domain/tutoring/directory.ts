// The tutors' directory as a query (issue 62): which tutors a visitor asked for, in which order and
// how many, read from the page's URL so that a filtered list is a link and works without
// JavaScript (the form is a GET to the same page; the server renders the page for the query,
// server/live/live-pages.ts). One pure function decides it; the section only draws the result.
import { TUTOR_SPECIALTIES, type TutorSpecialty } from '../content/collections.ts';

/** The orders a visitor can ask for; `recommended` is the CMS's own. */
export const DIRECTORY_SORTS = ['recommended', 'price-low', 'price-high', 'rating', 'reviews'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/**
 * Price bands, by the tutor's rate in US dollars: each market sees the bounds at its own prices
 * (pricing/markets.ts localRates, which keeps the order), so a band is the same tutors everywhere.
 */
export const PRICE_BANDS = { low: { below: 22 }, mid: { from: 22, below: 28 }, high: { from: 28 } } as const satisfies Record<string, { from?: number; below?: number }>;
export type PriceBand = keyof typeof PRICE_BANDS;
const BANDS = Object.keys(PRICE_BANDS) as PriceBand[];

/** Cards a page shows; "Show more" shows as many again. */
export const DIRECTORY_PAGE_SIZE = 12;
/** A page past this is no page a person asks for: the list stops growing there. */
const MAX_PAGE = 50;

/** The URL's names for the query, the only parameters a directory page is rendered for. */
export const DIRECTORY_PARAMS = { specialty: 'specialty', price: 'price', sort: 'sort', page: 'page' } as const;

export interface DirectoryQuery {
  /** Every one of them (Business and British English: tutors who teach both). */
  specialties: TutorSpecialty[];
  /** Any of them; none for every price. */
  prices: PriceBand[];
  sort: DirectorySort;
  /** How many pages of cards are shown, from the first (1 to MAX_PAGE). */
  page: number;
}

export const NO_QUERY: DirectoryQuery = { specialties: [], prices: [], sort: 'recommended', page: 1 };

const known = <T extends string>(values: readonly T[], asked: readonly string[]): T[] => values.filter((value) => asked.includes(value));

/** The query a URL asks for: unknown values left out, each list in one order, so one list has one address. */
export function directoryQuery(search: URLSearchParams): DirectoryQuery {
  const sort = search.get(DIRECTORY_PARAMS.sort);
  const page = Number(search.get(DIRECTORY_PARAMS.page));
  return {
    specialties: known(TUTOR_SPECIALTIES, search.getAll(DIRECTORY_PARAMS.specialty)),
    prices: known(BANDS, search.getAll(DIRECTORY_PARAMS.price)),
    sort: sort !== null && (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as DirectorySort) : 'recommended',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query as the URL writes it, defaults left out ("" for the whole list as the CMS orders it). */
export function directorySearch(query: DirectoryQuery): string {
  const search = new URLSearchParams();
  for (const specialty of query.specialties) search.append(DIRECTORY_PARAMS.specialty, specialty);
  for (const price of query.prices) search.append(DIRECTORY_PARAMS.price, price);
  if (query.sort !== 'recommended') search.set(DIRECTORY_PARAMS.sort, query.sort);
  if (query.page > 1) search.set(DIRECTORY_PARAMS.page, String(query.page));
  return search.toString();
}

/** The attribute a page with a directory carries: the server renders such a page for a query that asks one (server/personalise.ts facts). */
export const DIRECTORY_MARK = 'data-directory';

/** Whether a URL's query names the directory at all (else the page is the one stored for its path). */
export const asksDirectory = (search: URLSearchParams) => Object.values(DIRECTORY_PARAMS).some((name) => search.has(name));

/** What the directory needs of a tutor. */
export interface DirectoryTutor {
  slug: string;
  specialties: readonly TutorSpecialty[];
  pricePerHour: number;
  /** Null until their first review. */
  rating: number | null;
  reviewCount: number;
}

export interface Directory<T> {
  /** The cards shown, in the order asked. */
  shown: T[];
  /** Tutors that match the filters. */
  matching: number;
  /** Tutors in the directory. */
  total: number;
  /** The query that shows the next cards, or null when all are shown. */
  more: DirectoryQuery | null;
}

const inBand = (usd: number, band: PriceBand) => {
  const { from = 0, below = Number.POSITIVE_INFINITY } = PRICE_BANDS[band] as { from?: number; below?: number };
  return usd >= from && usd < below;
};

const ORDERS: Record<Exclude<DirectorySort, 'recommended'>, (a: DirectoryTutor, b: DirectoryTutor) => number> = {
  'price-low': (a, b) => a.pricePerHour - b.pricePerHour,
  'price-high': (a, b) => b.pricePerHour - a.pricePerHour,
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount,
  reviews: (a, b) => b.reviewCount - a.reviewCount || (b.rating ?? 0) - (a.rating ?? 0),
};

/** The tutors a query shows, from the directory in the CMS's order (ties keep it). */
export function directory<T extends DirectoryTutor>(tutors: readonly T[], query: DirectoryQuery, pageSize = DIRECTORY_PAGE_SIZE): Directory<T> {
  const matching = tutors.filter(
    (tutor) => query.specialties.every((specialty) => tutor.specialties.includes(specialty)) && (query.prices.length === 0 || query.prices.some((band) => inBand(tutor.pricePerHour, band))),
  );
  const ordered = query.sort === 'recommended' ? matching : [...matching].sort(ORDERS[query.sort]);
  const shown = ordered.slice(0, query.page * pageSize);
  return { shown, matching: matching.length, total: tutors.length, more: shown.length < ordered.length ? { ...query, page: query.page + 1 } : null };
}
