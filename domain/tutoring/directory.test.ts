import { directory, directoryQuery, directorySearch, NO_QUERY, type DirectoryTutor } from './directory.ts';

const tutor = (slug: string, specialties: DirectoryTutor['specialties'], pricePerHour: number, rating: number, reviewCount: number): DirectoryTutor => ({ slug, specialties, pricePerHour, rating, reviewCount });
const ROSTER = [
  tutor('emma', ['business', 'british', 'interview'], 28, 4.9, 212),
  tutor('jake', ['business', 'american'], 24, 4.8, 310),
  tutor('olena', ['grammar', 'british'], 18, 4.9, 348),
  tutor('liam', ['business', 'british'], 35, 4.7, 90),
  tutor('ana', ['kids', 'beginners'], 21, 5.0, 12),
];
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
  ] as const)('orders by %s', (sort, order) => expect(slugs(directory(ROSTER, { ...NO_QUERY, sort }))).toEqual(order));

  it('shows a page more each time, and says how many match of how many', () => {
    const first = directory(ROSTER, NO_QUERY, 2);
    expect(first).toMatchObject({ matching: 5, total: 5, more: { ...NO_QUERY, page: 2 } });
    expect(slugs(first)).toEqual(['emma', 'jake']);
    expect(slugs(directory(ROSTER, first.more!, 2))).toEqual(['emma', 'jake', 'olena', 'liam']);
    expect(directory(ROSTER, { ...NO_QUERY, page: 3 }, 2).more).toBeNull();
  });

  it('reads a URL, leaving out what it does not know, and writes one address per list', () => {
    const query = directoryQuery(new URLSearchParams('specialty=british&specialty=nonsense&specialty=business&price=high&price=free&sort=rating&page=2&utm_source=x'));
    expect(query).toEqual({ specialties: ['business', 'british'], prices: ['high'], sort: 'rating', page: 2 });
    expect(directorySearch(query)).toBe('specialty=business&specialty=british&price=high&sort=rating&page=2');
    expect(directorySearch(directoryQuery(new URLSearchParams('specialty=british&specialty=business&page=2&price=high&sort=rating')))).toBe(directorySearch(query));
    expect(directoryQuery(new URLSearchParams('sort=cheapest&page=-1'))).toEqual(NO_QUERY);
    expect(directoryQuery(new URLSearchParams('page=1e9')).page).toBe(50);
    expect(directorySearch(NO_QUERY)).toBe('');
  });
});
