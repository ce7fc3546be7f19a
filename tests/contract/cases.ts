// The contract between the site and Strapi 5: every query the client sends (built by the
// client's own query functions, so a change there changes the contract) and the edge cases
// where an imitation most easily drifts from the real thing (issue #12).
import { LOCALES } from '../../domain/constants.ts';
import {
  allPagesTimerCta,
  approvedReviews,
  bannerBySlug,
  blogPostsOf,
  classSessionsOf,
  faqsOf,
  footerFor,
  headerFor,
  legalDocumentsOf,
  levelsOf,
  mentionsOf,
  pageOf,
  pagesOf,
  plansOf,
  popupsBySlug,
  remoteConfigs,
  levelTestQuestions,
  planPrices,
  campaigns,
  funnelQuestionsOf,
  timerCtaForCountry,
  timerCtasOf,
  toQueryString,
  tutorsOf,
  type CmsQuery,
} from '../../domain/content/queries.ts';
import { BANNER_SLOTS, POPUP_SLOTS } from '../../site/promotions/model.ts';

export interface ContractCase {
  /** What the query is for, as the table prints it. */
  name: string;
  /** `<collection>?<query string>`, appended to `<CMS>/api/`. */
  path: string;
}

const query = (collection: string, built: CmsQuery) => `${collection}?${toQueryString(built)}`;

function clientCases(): ContractCase[] {
  const cases: ContractCase[] = [];
  for (const locale of LOCALES) {
    for (const { slug } of BANNER_SLOTS) cases.push({ name: `banner ${slug} (${locale})`, path: query('banners', bannerBySlug(slug, locale)) });
    for (const slug of POPUP_SLOTS) cases.push({ name: `popups ${slug} (${locale})`, path: query('popups', pageOf(popupsBySlug(slug, locale), 1)) });
    for (const country of ['DE', 'US', 'UA', 'BR']) {
      cases.push({ name: `timer CTA for ${country} (${locale})`, path: query('timer-ctas', timerCtaForCountry(country, locale)) });
    }
    cases.push({ name: `timer CTA for all pages (${locale})`, path: query('timer-ctas', allPagesTimerCta(locale)) });
    cases.push({ name: `every timer CTA (${locale})`, path: query('timer-ctas', pageOf(timerCtasOf(locale), 1)) });
    cases.push({ name: `header (${locale})`, path: query('headers', headerFor(locale)) });
    cases.push({ name: `footer (${locale})`, path: query('footers', footerFor(locale)) });
    // The pages and what their sections draw from (issue 24), read in full at build time.
    const collections: Array<[string, string, CmsQuery]> = [
      ['pages', 'pages', pagesOf(locale)],
      ['tutors', 'tutors', tutorsOf(locale)],
      ['plans', 'plans', plansOf(locale)],
      ['FAQ', 'faqs', faqsOf(locale)],
      ['levels', 'levels', levelsOf(locale)],
      ['funnel questions', 'funnel-questions', funnelQuestionsOf(locale)],
      ['class sessions', 'class-sessions', classSessionsOf(locale)],
      ['mentions', 'mentions', mentionsOf(locale)],
      ['blog posts', 'blog-posts', blogPostsOf(locale)],
      ['legal documents', 'legal-documents', legalDocumentsOf(locale)],
    ];
    for (const [name, collection, built] of collections) cases.push({ name: `${name} (${locale})`, path: query(collection, pageOf(built, 1)) });
  }
  cases.push({ name: 'reviews, page 1', path: query('reviews', approvedReviews(1)) });
  cases.push({ name: 'reviews, page 2', path: query('reviews', approvedReviews(2)) });
  cases.push({ name: 'reviews, page 3', path: query('reviews', approvedReviews(3)) });
  cases.push({ name: 'reviews, page 4 (past the last)', path: query('reviews', approvedReviews(4)) });
  cases.push({ name: 'remote configs', path: query('remote-configs', pageOf(remoteConfigs(), 1)) });
  cases.push({ name: 'level test questions', path: query('level-test-questions', pageOf(levelTestQuestions(), 1)) });
  cases.push({ name: 'plan prices', path: query('plan-prices', pageOf(planPrices(), 1)) });
  cases.push({ name: 'campaigns', path: query('campaigns', pageOf(campaigns(), 1)) });
  return cases;
}

/** Queries the client does not send, where Strapi's answers are easy to get wrong. */
const EDGE_CASES: [string, string][] = [
  ['a dynamic zone with populate=*', 'pages?filters[path][$eq]=/faq&populate=*&locale=en'],
  ['a dynamic zone by name', 'pages?filters[path][$eq]=/faq&populate=sections&locale=en'],
  ['a dynamic zone with one component populated', 'pages?filters[path][$eq]=/contact-us&populate[sections][on][sections.contact][populate][channels]=true&locale=en'],
  ['a dynamic zone fragment for a component it does not hold', 'pages?filters[path][$eq]=/faq&populate[sections][on][sections.nope]=true&locale=en'],
  ['a dynamic zone with the shared populate of Strapi 4', 'pages?filters[path][$eq]=/faq&populate[sections][populate]=*&locale=en'],
  ['a filter on a dynamic zone', 'pages?filters[sections][heading][$eq]=x&locale=en'],
  ['a page by path in another locale', 'pages?filters[path][$eq]=/faq&fields[0]=title&locale=uk'],
  ['tutors by specialty (JSON contains)', 'tutors?filters[specialties][$contains]=business&fields[0]=slug&sort=slug:asc&locale=en'],
  ['sort by an enumeration', 'levels?fields[0]=code&sort=code:desc&locale=en'],
  ['limit=-1 is one entry, not "no limit"', 'reviews?pagination[limit]=-1'],
  ['limit=0', 'reviews?pagination[limit]=0'],
  ['limit above the maximum', 'reviews?pagination[limit]=500'],
  ['limit with letters', 'reviews?pagination[limit]=abc'],
  ['limit not whole', 'reviews?pagination[limit]=2.5'],
  ['start and limit', 'reviews?pagination[start]=2&pagination[limit]=3'],
  ['negative start', 'reviews?pagination[start]=-5&pagination[limit]=1'],
  ['start with letters', 'reviews?pagination[start]=abc'],
  ['pageSize=0', 'reviews?pagination[pageSize]=0'],
  ['negative pageSize', 'reviews?pagination[pageSize]=-3'],
  ['pageSize above the maximum', 'reviews?pagination[pageSize]=1000'],
  ['pageSize with letters', 'reviews?pagination[pageSize]=abc'],
  ['page=0', 'reviews?pagination[page]=0'],
  ['negative page', 'reviews?pagination[page]=-2&pagination[pageSize]=5'],
  ['page past the end', 'reviews?pagination[page]=99'],
  ['page with letters', 'reviews?pagination[page]=abc'],
  ['page not whole', 'reviews?pagination[page]=1.5'],
  ['page and offset mixed', 'reviews?pagination[page]=1&pagination[limit]=2'],
  ['withCount=false', 'reviews?pagination[withCount]=false'],
  ['unknown pagination key', 'reviews?pagination[foo]=1'],
  ['pagination not an object', 'reviews?pagination=5'],
  ['unknown top-level parameter (strictParams)', 'reviews?foo=bar'],
  ['v4 publicationState', 'banners?publicationState=live'],
  ['a locale the CMS lacks', 'banners?locale=xx'],
  ['a malformed locale', 'banners?locale=123'],
  ['every locale', 'banners?locale=*&fields[0]=slug&sort=slug'],
  ['an empty locale is the default one', 'banners?locale=&fields[0]=slug'],
  ['locale on a collection without locales', 'reviews?locale=es&pagination[pageSize]=2'],
  ['status=nope', 'reviews?status=nope'],
  ['status=draft lists every document unpublished', 'reviews?status=draft&pagination[pageSize]=3'],
  ['integer filter with letters', 'reviews?filters[rating][$eq]=abc'],
  ['integer filter empty', 'reviews?filters[rating][$eq]='],
  ['decimal bound on an integer', 'reviews?filters[rating][$gt]=4.5'],
  ['boolean filter "no"', 'reviews?filters[isBlocked][$eq]=no'],
  ['boolean filter "f"', 'reviews?filters[isBlocked][$eq]=f'],
  ['date filter not a date', 'reviews?filters[createdAt][$gt]=notadate'],
  ['date filter', 'reviews?filters[createdAt][$gt]=2026-10-01T00:00:00.000Z&sort=createdAt'],
  ['unknown filter key', 'reviews?filters[nope][$eq]=1'],
  ['unknown operator', 'reviews?filters[rating][$foo]=1'],
  ['$or', 'reviews?filters[$or][0][rating]=1&filters[$or][1][rating]=3'],
  ['$in', 'reviews?filters[rating][$in][0]=1&filters[rating][$in][1]=3'],
  ['$between', 'reviews?filters[rating][$between][0]=2&filters[rating][$between][1]=3'],
  ['$containsi', 'reviews?filters[body][$containsi]=APP'],
  ['$null', 'reviews?filters[body][$null]=true'],
  ['$startsWith', 'reviews?filters[authorName][$startsWith]=A'],
  ['filter inside a component', 'popups?filters[config][bannerName][$eq]=media&locale=uk&fields[0]=slug'],
  ['filter on a component that is not set', 'banners?filters[timer][$null]=true&fields[0]=slug'],
  ['countries $contains', 'timer-ctas?filters[countries][$contains]=AT&fields[0]=slug&locale=es'],
  ['sort without direction', 'reviews?sort=rating&fields[0]=rating&fields[1]=createdAt'],
  ['two sorts', 'reviews?sort[0]=rating:desc&sort[1]=createdAt:asc&fields[0]=rating'],
  ['sort list in one string', 'reviews?sort=rating:desc,authorName&fields[0]=authorName'],
  ['sort on an unknown key', 'reviews?sort=nope:asc'],
  ['sort with a bad order', 'reviews?sort=rating:up'],
  ['fields', 'reviews?fields[0]=rating&pagination[pageSize]=2'],
  ['an unknown field', 'reviews?fields[0]=nope'],
  ['populate an unknown key', 'reviews?populate=nope'],
  ['populate a scalar', 'banners?populate=slug'],
  ['populate * without nested attributes', 'reviews?populate=*&pagination[pageSize]=1'],
  ['populate a dot path', 'popups?populate=config.button&filters[slug][$eq]=timer-en&fields[0]=slug'],
  ['populate nested fields', 'popups?populate[config][fields][0]=title&filters[slug][$eq]=media-en'],
  ['populate with an unknown key', 'popups?populate[config][nope]=1'],
  ['a component not populated is left out', 'headers?locale=es'],
  ['an unknown collection', 'articles'],
  ['_q search', 'reviews?_q=meetings'],
];

export const CONTRACT_CASES: readonly ContractCase[] = [...clientCases(), ...EDGE_CASES.map(([name, path]) => ({ name, path }))];
