import { directory, directoryChoices, directoryQuery, directorySearch, NO_QUERY, type DirectoryTutor } from './directory.ts';

const tutor = (slug: string, specialties: DirectoryTutor['specialties'], pricePerHour: number, rating: number, reviewCount: number, timeZone?: string, weeklySlots?: string[]): DirectoryTutor => ({
  slug,
  specialties,
  country: FROM[slug]!,
  languages: ['en', ...(SPEAKS[slug] ?? [])],
  pricePerHour,
  rating,
  reviewCount,
  timeZone,
  weeklySlots,
});
const FROM: Record<string, string> = { emma: 'United Kingdom', jake: 'United States', olena: 'Ukraine', liam: 'United Kingdom', ana: 'Spain' };
const SPEAKS: Record<string, string[]> = { olena: ['uk'], ana: ['es', 'pt'] };
const ROSTER = [
  tutor('emma', ['business', 'british', 'interview'], 28, 4.9, 212, 'Europe/London', ['mon 18:00', 'sat 09:00']),
  tutor('jake', ['business', 'american'], 24, 4.8, 310, 'America/New_York', ['tue 07:00']),
  tutor('olena', ['grammar', 'british'], 18, 4.9, 348, 'Europe/Kyiv', ['mon 06:30', 'wed 19:00']),
  tutor('liam', ['business', 'british'], 35, 4.7, 90),
  tutor('ana', ['kids', 'beginners'], 21, 5.0, 12, 'Europe/Madrid', ['sun 10:00']),
];
/** A Monday, 00:00 UTC: 02:00 in Kyiv, 19:00 on Sunday in New York. */
const NOW = Date.parse('2026-11-30T00:00:00Z');
const KYIV = { ...NO_QUERY, zone: 'Europe/Kyiv' };
const slugs = (result: { shown: DirectoryTutor[] }) => result.shown.map((shown) => shown.slug);

describe("the tutors' directory", () => {
  it('combines specialties (every one asked) and price bands (any one asked)', () => {
    expect(slugs(directory(ROSTER, { ...NO_QUERY, specialties: ['business', 'british'] }))).toEqual(['emma', 'liam']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, specialties: ['business', 'british'], prices: ['high'] }))).toEqual(['emma', 'liam']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, specialties: ['business'], prices: ['mid'] }))).toEqual(['jake']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, prices: ['low', 'mid'] }))).toEqual(['jake', 'olena', 'ana']);
    expect(directory(ROSTER, { ...NO_QUERY, specialties: ['kids', 'business'] })).toMatchObject({ shown: [], matching: 0, total: 5, more: null });
  });

  it.each([
    ['recommended', ['emma', 'jake', 'olena', 'liam', 'ana']],
    ['price-low', ['olena', 'ana', 'jake', 'emma', 'liam']],
    ['price-high', ['liam', 'emma', 'jake', 'ana', 'olena']],
    ['rating', ['ana', 'olena', 'emma', 'jake', 'liam']],
    ['reviews', ['olena', 'jake', 'emma', 'liam', 'ana']],
    // Monday 04:30 UTC, Monday 18:00, Tuesday 12:00, Sunday 09:00; Liam has no times to book.
    ['soonest', ['olena', 'emma', 'jake', 'ana', 'liam']],
  ] as const)('orders by %s', (sort, order) => expect(slugs(directory(ROSTER, { ...KYIV, sort }, { now: NOW }))).toEqual(order));

  it("filters by the days and parts of the day on the visitor's clock, each tutor's lessons read from their own", () => {
    const asked = (query: Partial<typeof KYIV>) => slugs(directory(ROSTER, { ...KYIV, ...query }, { now: NOW }));
    // In Kyiv: Emma's Monday 18:00 in London is 20:00, Olena's Wednesday 19:00 is her own.
    expect(asked({ times: ['evening'] })).toEqual(['emma', 'olena']);
    expect(asked({ days: ['sat', 'sun'] })).toEqual(['emma', 'ana']);
    expect(asked({ days: ['mon'], times: ['morning'] })).toEqual(['olena']);
    expect(asked({ days: ['mon'], times: ['morning'], specialties: ['business'] })).toEqual([]);
    // In New York Olena's Monday 06:30 in Kyiv is Sunday 23:30, and no one else teaches in its evening.
    expect(asked({ times: ['evening'], zone: 'America/New_York' })).toEqual(['olena']);
    expect(asked({ days: ['sun'], times: ['evening'], zone: 'America/New_York' })).toEqual(['olena']);
  });

  it('filters by accent, country and the languages a tutor also speaks, any one of each asked, and offers the choices the roster has', () => {
    expect(slugs(directory(ROSTER, { ...NO_QUERY, accents: ['british'] }))).toEqual(['emma', 'olena', 'liam']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, accents: ['british', 'american'], specialties: ['business'] }))).toEqual(['emma', 'jake', 'liam']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, countries: ['Ukraine', 'Spain'] }))).toEqual(['olena', 'ana']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, speaks: ['uk', 'pt'] }))).toEqual(['olena', 'ana']);
    expect(slugs(directory(ROSTER, { ...NO_QUERY, speaks: ['pt'], accents: ['british'] }))).toEqual([]);
    expect(directoryChoices(ROSTER)).toEqual({
      specialties: ['business', 'grammar', 'kids', 'interview', 'beginners'],
      accents: ['british', 'american'],
      countries: [
        { country: 'United Kingdom', count: 2 },
        { country: 'United States', count: 1 },
        { country: 'Ukraine', count: 1 },
        { country: 'Spain', count: 1 },
      ],
      speaks: ['es', 'pt', 'uk'],
    });
    const query = directoryQuery(new URLSearchParams('country=Україна&country=Spain&country=Spain&country=&speaks=uk&speaks=en&speaks=klingon&accent=british&accent=scottish'));
    expect(query).toMatchObject({ countries: ['Spain', 'Україна'], speaks: ['uk'], accents: ['british'] });
    expect(directorySearch(query)).toBe('accent=british&country=Spain&country=%D0%A3%D0%BA%D1%80%D0%B0%D1%97%D0%BD%D0%B0&speaks=uk');
  });

  it('gives each shown tutor their first lesson the query allows', () => {
    const found = directory(ROSTER, { ...KYIV, times: ['evening'] }, { now: NOW });
    expect(Object.fromEntries(Object.entries(found.soonest).map(([slug, start]) => [slug, new Date(start).toISOString()]))).toEqual({
      emma: '2026-11-30T18:00:00.000Z',
      olena: '2026-12-02T17:00:00.000Z',
    });
    // A list that does not depend on the time gives none.
    expect(directory(ROSTER, NO_QUERY, { now: NOW }).soonest).toEqual({});
  });

  it('keeps the zone in the address only where the list depends on it, and refuses a zone it does not know', () => {
    expect(directorySearch(directoryQuery(new URLSearchParams('time=evening&day=sun&day=mon&time=night&tz=Europe/Kyiv')))).toBe('day=mon&day=sun&time=evening&time=night&tz=Europe%2FKyiv');
    expect(directorySearch(directoryQuery(new URLSearchParams('sort=soonest&tz=America/New_York')))).toBe('tz=America%2FNew_York&sort=soonest');
    expect(directorySearch(directoryQuery(new URLSearchParams('specialty=kids&tz=Europe/Kyiv')))).toBe('specialty=kids');
    expect(directoryQuery(new URLSearchParams('time=evening&tz=Mars/Olympus')).zone).toBeNull();
    expect(directoryQuery(new URLSearchParams('day=someday&time=brunch'))).toEqual(NO_QUERY);
  });

  it('shows a page more each time, and says how many match of how many', () => {
    const first = directory(ROSTER, NO_QUERY, { pageSize: 2 });
    expect(first).toMatchObject({ matching: 5, total: 5, more: { ...NO_QUERY, page: 2 } });
    expect(slugs(first)).toEqual(['emma', 'jake']);
    expect(slugs(directory(ROSTER, first.more!, { pageSize: 2 }))).toEqual(['emma', 'jake', 'olena', 'liam']);
    expect(directory(ROSTER, { ...NO_QUERY, page: 3 }, { pageSize: 2 }).more).toBeNull();
  });

  it('reads a URL, leaving out what it does not know, and writes one address per list', () => {
    const query = directoryQuery(new URLSearchParams('specialty=british&specialty=nonsense&specialty=business&price=high&price=free&sort=rating&page=2&utm_source=x'));
    expect(query).toEqual({ ...NO_QUERY, specialties: ['business'], accents: ['british'], prices: ['high'], sort: 'rating', page: 2 });
    expect(directorySearch(query)).toBe('specialty=business&accent=british&price=high&sort=rating&page=2');
    expect(directorySearch(directoryQuery(new URLSearchParams('specialty=british&specialty=business&page=2&price=high&sort=rating')))).toBe(directorySearch(query));
    expect(directoryQuery(new URLSearchParams('sort=cheapest&page=-1'))).toEqual(NO_QUERY);
    expect(directoryQuery(new URLSearchParams('page=1e9')).page).toBe(50);
    expect(directorySearch(NO_QUERY)).toBe('');
  });
});
