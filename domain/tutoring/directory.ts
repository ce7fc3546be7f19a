// The tutors' directory as a query (issue 62): which tutors a visitor asked for, in which order and
// how many, read from the page's URL so that a filtered list is a link and works without
// JavaScript (the form is a GET to the same page; the server renders the page for the query,
// server/live/live-pages.ts). One pure function decides it; the section only draws the result.
import { TUTOR_SPECIALTIES, type TutorSpecialty } from '../content/collections.ts';
import type { Locale } from '../constants.ts';
import { escapeHtml } from '../html-escape.ts';
import { timeZoneName } from '../i18n/format.ts';
import { upcomingSlots, wallClock, WEEKDAY_KEYS, type WeekdayKey } from './slots.ts';

/** The orders a visitor can ask for; `recommended` is the CMS's own. */
export const DIRECTORY_SORTS = ['recommended', 'price-low', 'price-high', 'rating', 'reviews', 'soonest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/**
 * Price bands, by the tutor's rate in US dollars: each market sees the bounds at its own prices
 * (pricing/markets.ts localRates, which keeps the order), so a band is the same tutors everywhere.
 */
export const PRICE_BANDS = { low: { below: 22 }, mid: { from: 22, below: 28 }, high: { from: 28 } } as const satisfies Record<string, { from?: number; below?: number }>;
export type PriceBand = keyof typeof PRICE_BANDS;
const BANDS = Object.keys(PRICE_BANDS) as PriceBand[];

/**
 * Parts of the day on the visitor's clock, by the hour they start (each runs to the next): the
 * availability filter asks for lessons that start in them.
 */
export const DAY_PARTS = { morning: 6, afternoon: 12, evening: 18, night: 0 } as const;
export type DayPart = keyof typeof DAY_PARTS;
const PARTS = Object.keys(DAY_PARTS) as DayPart[];
/** The part of the day an hour (0–23) is in. */
export const dayPartOf = (hour: number): DayPart => (hour >= 18 ? 'evening' : hour >= 12 ? 'afternoon' : hour >= 6 ? 'morning' : 'night');

/** How far ahead the availability filter and the soonest sort look: the week a tutor's times repeat in. */
const AVAILABILITY_DAYS = 7;

/** The specialties that are an accent: the filter offers them as one group, any of them. */
export const ACCENTS = ['british', 'american', 'australian'] as const satisfies readonly TutorSpecialty[];
export type Accent = (typeof ACCENTS)[number];
const isAccent = (specialty: string): specialty is Accent => (ACCENTS as readonly string[]).includes(specialty);
/** The language the directory's tutors all teach: "also speaks" is any other they do. */
const TAUGHT = 'en';

/** Cards a page shows; "Show more" shows as many again. */
export const DIRECTORY_PAGE_SIZE = 12;
/** A page past this is no page a person asks for: the list stops growing there. */
const MAX_PAGE = 50;

/** The URL's names for the query, the only parameters a directory page is rendered for. */
export const DIRECTORY_PARAMS = {
  specialty: 'specialty',
  accent: 'accent',
  price: 'price',
  country: 'country',
  speaks: 'speaks',
  day: 'day',
  time: 'time',
  zone: 'tz',
  sort: 'sort',
  page: 'page',
} as const;

export interface DirectoryQuery {
  /** Every one of them (Business and British English: tutors who teach both). */
  specialties: TutorSpecialty[];
  /** Any of them (a tutor has one accent). */
  accents: Accent[];
  /** Any of them; none for every price. */
  prices: PriceBand[];
  /** Where the tutor is from, as the page's locale writes it (the CMS's `country`): any of them. */
  countries: string[];
  /** Languages besides English the tutor speaks (ISO 639-1): any of them. */
  speaks: string[];
  /** Days of the week with a free lesson (any of them), on the visitor's clock. */
  days: WeekdayKey[];
  /** Parts of the day with a free lesson (any of them), on the visitor's clock. */
  times: DayPart[];
  /**
   * The visitor's zone, which the days and parts of the day are on: the form carries it (the serve
   * step writes the CDN's guess into it, server/personalise.ts), so a list is the same link for all.
   * Null: UTC.
   */
  zone: string | null;
  sort: DirectorySort;
  /** How many pages of cards are shown, from the first (1 to MAX_PAGE). */
  page: number;
}

export const NO_QUERY: DirectoryQuery = { specialties: [], accents: [], prices: [], countries: [], speaks: [], days: [], times: [], zone: null, sort: 'recommended', page: 1 };

/** Values a URL asks for that no list of ours names (a country, a language): each once, in one order, few and short. */
const asked = (values: readonly string[], valid: (value: string) => boolean) => [...new Set(values.filter(valid))].sort().slice(0, 20);

/** A zone the runtime knows, else null: one it does not is refused, not guessed. */
function knownZone(zone: string | null): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    // As asked, not as this runtime's ICU may spell it (Europe/Kiev): the serve step writes tzdata's name.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** Whether a query's answer depends on the time it is asked (its page is rendered again each hour, server/app.ts). */
export const dependsOnTime = (query: DirectoryQuery) => query.days.length > 0 || query.times.length > 0 || query.sort === 'soonest';

const known = <T extends string>(values: readonly T[], asked: readonly string[]): T[] => values.filter((value) => asked.includes(value));

/** The query a URL asks for: unknown values left out, each list in one order, so one list has one address. */
export function directoryQuery(search: URLSearchParams): DirectoryQuery {
  const sort = search.get(DIRECTORY_PARAMS.sort);
  const page = Number(search.get(DIRECTORY_PARAMS.page));
  return {
    // An accent asked as a specialty (a link from before the accents were a group of their own) is the accent.
    specialties: known(TUTOR_SPECIALTIES, search.getAll(DIRECTORY_PARAMS.specialty)).filter((specialty) => !isAccent(specialty)),
    accents: known(ACCENTS, [...search.getAll(DIRECTORY_PARAMS.accent), ...search.getAll(DIRECTORY_PARAMS.specialty)]),
    prices: known(BANDS, search.getAll(DIRECTORY_PARAMS.price)),
    countries: asked(search.getAll(DIRECTORY_PARAMS.country), (country) => country.trim() !== '' && country.length <= 60),
    speaks: asked(search.getAll(DIRECTORY_PARAMS.speaks), (code) => /^[a-z]{2}$/.test(code) && code !== TAUGHT),
    days: known(WEEKDAY_KEYS, search.getAll(DIRECTORY_PARAMS.day)),
    times: known(PARTS, search.getAll(DIRECTORY_PARAMS.time)),
    zone: knownZone(search.get(DIRECTORY_PARAMS.zone)),
    sort: sort !== null && (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as DirectorySort) : 'recommended',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query as the URL writes it, defaults left out ("" for the whole list as the CMS orders it). */
export function directorySearch(query: DirectoryQuery): string {
  const search = new URLSearchParams();
  for (const specialty of query.specialties) search.append(DIRECTORY_PARAMS.specialty, specialty);
  for (const accent of query.accents) search.append(DIRECTORY_PARAMS.accent, accent);
  for (const price of query.prices) search.append(DIRECTORY_PARAMS.price, price);
  for (const country of query.countries) search.append(DIRECTORY_PARAMS.country, country);
  for (const code of query.speaks) search.append(DIRECTORY_PARAMS.speaks, code);
  for (const day of query.days) search.append(DIRECTORY_PARAMS.day, day);
  for (const time of query.times) search.append(DIRECTORY_PARAMS.time, time);
  // The zone only where the list depends on it: any other list stays one address for every visitor.
  if (query.zone && dependsOnTime(query)) search.set(DIRECTORY_PARAMS.zone, query.zone);
  if (query.sort !== 'recommended') search.set(DIRECTORY_PARAMS.sort, query.sort);
  if (query.page > 1) search.set(DIRECTORY_PARAMS.page, String(query.page));
  return search.toString();
}

/** The attribute a page with a directory carries: the server renders such a page for a query that asks one (server/personalise.ts facts). */
export const DIRECTORY_MARK = 'data-directory';
/** The form's zone field (its value) and the zone's name beside the availability filter (its text): the serve step fills both when the page's query named no zone. */
export const DIRECTORY_ZONE_MARKS = { field: 'data-directory-zone', name: 'data-directory-zone-name' } as const;

/**
 * The page with the visitor's zone in its directory form, so the days and parts of the day a
 * visitor ticks are read on their clock with or without a script, and the zone named as the
 * page's locale writes it (the field's mark holds the locale). A page rendered for a query with a
 * zone (its value is set) is left as it is: its list was read on that zone.
 */
export function directoryZoneInto(html: string, timeZone: string | null): string {
  if (!timeZone) return html;
  let locale: string | null = null;
  const filled = html.replace(new RegExp(`<input ${DIRECTORY_ZONE_MARKS.field}="([a-z]{2})"([^>]*) value=""`), (_, asked: string, between: string) => {
    locale = asked;
    return `<input ${DIRECTORY_ZONE_MARKS.field}="${asked}"${between} value="${escapeHtml(timeZone)}"`;
  });
  if (locale === null) return html;
  return filled.replace(new RegExp(`(<[a-z]+ ${DIRECTORY_ZONE_MARKS.name}="">)[^<]*<`), (_, open: string) => `${open}${escapeHtml(timeZoneName(timeZone, locale! as Locale))}<`);
}

/** Whether a URL's query names the directory at all (else the page is the one stored for its path). */
export const asksDirectory = (search: URLSearchParams) => Object.values(DIRECTORY_PARAMS).some((name) => name !== DIRECTORY_PARAMS.zone && search.has(name));

/** What the directory needs of a tutor. */
export interface DirectoryTutor {
  slug: string;
  specialties: readonly TutorSpecialty[];
  /** Where they are from, in the page's language. */
  country: string;
  /** ISO 639-1 codes of the languages they teach (and so speak). */
  languages: readonly string[];
  pricePerHour: number;
  /** Null until their first review. */
  rating: number | null;
  reviewCount: number;
  /** The zone of the tutor's weekly times; without both, the tutor has no free lesson to offer. */
  timeZone?: string | null;
  weeklySlots?: readonly string[] | null;
}

export interface Directory<T> {
  /** The cards shown, in the order asked. */
  shown: T[];
  /** Each shown tutor's first free lesson that the query's days and times allow (UTC milliseconds), by slug, where the query depends on time. */
  soonest: Record<string, number>;
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

type Order = (a: DirectoryTutor, b: DirectoryTutor) => number;
const ORDERS: Record<Exclude<DirectorySort, 'recommended' | 'soonest'>, Order> = {
  'price-low': (a, b) => a.pricePerHour - b.pricePerHour,
  'price-high': (a, b) => b.pricePerHour - a.pricePerHour,
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount,
  reviews: (a, b) => b.reviewCount - a.reviewCount || (b.rating ?? 0) - (a.rating ?? 0),
};

/** A tutor's free lessons in the week from `now` that start on the asked days and parts of the day, on the query's clock. */
function freeLessons(tutor: DirectoryTutor, query: DirectoryQuery, now: number): number[] {
  if (!tutor.timeZone || !tutor.weeklySlots?.length) return [];
  const zone = query.zone ?? 'UTC';
  return upcomingSlots(tutor.weeklySlots, tutor.timeZone, now, AVAILABILITY_DAYS).filter((start) => {
    const clock = wallClock(start, zone);
    return (query.days.length === 0 || query.days.includes(WEEKDAY_KEYS[clock.weekday]!)) && (query.times.length === 0 || query.times.includes(dayPartOf(clock.hour)));
  });
}

/** What a roster offers to filter by: the specialties and accents its tutors teach, their countries (each with how many) and the languages they also speak. */
export function directoryChoices(tutors: readonly DirectoryTutor[]) {
  const taught = (specialty: TutorSpecialty) => tutors.some((tutor) => tutor.specialties.includes(specialty));
  const countries = new Map<string, number>();
  for (const tutor of tutors) countries.set(tutor.country, (countries.get(tutor.country) ?? 0) + 1);
  const speaks = new Set(tutors.flatMap((tutor) => tutor.languages.filter((code) => code !== TAUGHT)));
  return {
    specialties: TUTOR_SPECIALTIES.filter((specialty) => !isAccent(specialty) && taught(specialty)),
    accents: ACCENTS.filter(taught),
    countries: [...countries].map(([country, count]) => ({ country, count })),
    speaks: [...speaks].sort(),
  };
}

/** The tutors a query shows, from the directory in the CMS's order (ties keep it); `now` for the free lessons a query may ask. */
export function directory<T extends DirectoryTutor>(tutors: readonly T[], query: DirectoryQuery, { pageSize = DIRECTORY_PAGE_SIZE, now = Date.now() } = {}): Directory<T> {
  const timed = dependsOnTime(query);
  const soonest = new Map<string, number>();
  const matching = tutors.filter((tutor) => {
    if (!query.specialties.every((specialty) => tutor.specialties.includes(specialty))) return false;
    if (query.accents.length > 0 && !query.accents.some((accent) => tutor.specialties.includes(accent))) return false;
    if (query.prices.length > 0 && !query.prices.some((band) => inBand(tutor.pricePerHour, band))) return false;
    if (query.countries.length > 0 && !query.countries.includes(tutor.country)) return false;
    if (query.speaks.length > 0 && !query.speaks.some((code) => tutor.languages.includes(code))) return false;
    if (!timed) return true;
    const first = freeLessons(tutor, query, now)[0];
    if (first !== undefined) soonest.set(tutor.slug, first);
    // Sorting by the soonest lesson alone keeps every tutor, those with none last.
    return first !== undefined || (query.days.length === 0 && query.times.length === 0);
  });
  const bySoonest: Order = (a, b) => {
    const [first, second] = [soonest.get(a.slug), soonest.get(b.slug)];
    return first === undefined || second === undefined ? Number(first === undefined) - Number(second === undefined) : first - second;
  };
  const ordered = query.sort === 'recommended' ? matching : [...matching].sort(query.sort === 'soonest' ? bySoonest : ORDERS[query.sort]);
  const shown = ordered.slice(0, query.page * pageSize);
  return {
    shown,
    soonest: Object.fromEntries(shown.flatMap((tutor) => (soonest.has(tutor.slug) ? [[tutor.slug, soonest.get(tutor.slug)!]] : []))),
    matching: matching.length,
    total: tutors.length,
    more: shown.length < ordered.length ? { ...query, page: query.page + 1 } : null,
  };
}
