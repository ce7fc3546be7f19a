import * as v from 'valibot';
import { CanonicalUrlSchema, pageIndexing } from './page-indexing.ts';

const page = (fields: Partial<Parameters<typeof pageIndexing>[0]> = {}) => pageIndexing({ path: '/tutors-for-kids', noindex: false, canonicalUrl: null, excludeFromSitemap: false, ...fields });

describe('what search engines are told of a CMS page (issue 66)', () => {
  it.each([
    ['a page as it comes', {}, { indexable: true, canonical: null, inSitemaps: true, alternate: true }],
    ['noindex: in no sitemap, no language version', { noindex: true }, { indexable: false, canonical: null, inSitemaps: false, alternate: false }],
    ['out of the sitemaps only', { excludeFromSitemap: true }, { indexable: true, canonical: null, inSitemaps: false, alternate: true }],
    ['a copy of another address', { canonicalUrl: '/english-tutors' }, { indexable: true, canonical: '/english-tutors', inSitemaps: false, alternate: false }],
    ['a canonical that is its own path', { canonicalUrl: '/tutors-for-kids' }, { indexable: true, canonical: null, inSitemaps: true, alternate: true }],
    ['noindex wins over a canonical', { noindex: true, canonicalUrl: 'https://partner.example/course' }, { indexable: false, canonical: null, inSitemaps: false, alternate: false }],
  ])('%s', (_, fields, expected) => {
    expect(page(fields)).toEqual(expected);
  });

  it('takes as a canonical an https address or a path of this site, and empty as none', () => {
    for (const good of ['', '/', '/english-tutors', '/levels/elementary-english', 'https://www.lingo.example/english-tutors', 'https://partner.example/course?ref=lingo'])
      expect(v.is(CanonicalUrlSchema, good), good).toBe(true);
    for (const bad of ['http://partner.example/', 'javascript:alert(1)', '//evil.example/x', 'english-tutors', '/English', '/a b', 'https://', `https://a.example/${'x'.repeat(250)}`])
      expect(v.is(CanonicalUrlSchema, bad), bad).toBe(false);
  });
});
