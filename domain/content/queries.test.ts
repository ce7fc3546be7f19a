import qs from 'qs';
import * as queries from './queries.ts';

const examples = {
  bannerBySlug: queries.bannerBySlug('ready-to-learn', 'uk'),
  popupsBySlug: queries.popupsBySlug('email-subscribe', 'es'),
  timerCtaForCountry: queries.timerCtaForCountry('AT', 'en'),
  allPagesTimerCta: queries.allPagesTimerCta('pt'),
  approvedReviews: queries.approvedReviews(3),
  footerFor: queries.footerFor('uk'),
  headerFor: queries.headerFor('en'),
  remoteConfigs: queries.remoteConfigs(),
  odd: { filters: { title: { $containsi: 'Ünïcödé & = ? # %' }, $or: [{ a: null }, { b: [1, 'two'] }] }, sort: ['x:desc', 'y'] },
};

describe('query strings', () => {
  it.each(Object.entries(examples))('%s: qs-esm gives exactly what qs (Strapi’s parser) gives', (_, query) => {
    expect(queries.toQueryString(query)).toBe(qs.stringify(query, { encodeValuesOnly: true }));
  });

  it('round-trips through Strapi’s own parse options', () => {
    for (const query of Object.values(examples).slice(0, 8)) {
      expect(qs.parse(queries.toQueryString(query), { depth: 20, arrayLimit: 100, strictNullHandling: true })).toEqual(
        JSON.parse(JSON.stringify(query, (_key, value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value))),
      );
    }
  });
});
