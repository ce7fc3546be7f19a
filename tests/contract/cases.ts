// The contract between the site and Strapi 5: every query the client sends (built by the
// client's own query functions, so a change there changes the contract) and the few answers of
// Strapi's it relies on beyond them (issue 44 cut the 64 fidelity cases of issue #12 to these).
import { LOCALES } from '../../domain/constants.ts';
import { CMS_COLLECTIONS, type CollectionDeclaration, type CollectionName } from '../../domain/cms-model.ts';
import {
  allPagesTimerCta,
  approvedReviews,
  everyApprovedReview,
  bannerBySlug,
  footerFor,
  headerFor,
  pageOf,
  popupsBySlug,
  timerCtaForCountry,
  timerCtasOf,
  toQueryString,
  type CmsQuery,
} from '../../domain/content/queries.ts';
import { BANNER_SLOTS } from '../../site/promotions/model.ts';
import { POPUP_SLOTS } from '../../domain/promotions/kinds.ts';

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
  }
  // Every collection read whole (domain/cms-model.ts `list`): per locale, or once for one in no locale.
  for (const [collection, row] of Object.entries(CMS_COLLECTIONS) as [CollectionName, CollectionDeclaration][]) {
    if (!row.list) continue;
    for (const locale of row.localized ? LOCALES : [undefined]) {
      cases.push({ name: locale ? `${collection} (${locale})` : collection, path: query(collection, pageOf(row.list(locale ?? 'en'), 1)) });
    }
  }
  cases.push({ name: 'reviews, page 1', path: query('reviews', approvedReviews(1)) });
  cases.push({ name: 'reviews, page 2', path: query('reviews', approvedReviews(2)) });
  cases.push({ name: 'reviews, page 3', path: query('reviews', approvedReviews(3)) });
  cases.push({ name: 'reviews, page 40 (past the last)', path: query('reviews', approvedReviews(40)) });
  // Every approved review (the sections', the tutors' profiles and ratings): every page of them.
  for (const page of [1, 2, 3]) cases.push({ name: `every approved review, page ${page}`, path: query('reviews', pageOf(everyApprovedReview(), page)) });
  return cases;
}

/**
 * Beyond the client's own queries, what it relies on in Strapi's answers: the error shapes it
 * reads (an unknown collection, an unknown filter key, a locale the CMS lacks), the end of a
 * listing, a Preview's drafts, a component the query does not populate, and a country no timer
 * call to action names. The local service answers these and the client's shapes, little else.
 */
const EDGE_CASES: [string, string][] = [
  ['an unknown collection', 'articles'],
  ['unknown filter key', 'reviews?filters[nope][$eq]=1'],
  ['a locale the CMS lacks', 'banners?locale=xx'],
  ['page past the end', 'reviews?pagination[page]=99'],
  ['status=draft lists every document unpublished', 'reviews?status=draft&pagination[pageSize]=3'],
  ['a component not populated is left out', 'headers?locale=es'],
  ['countries $contains a country no call to action names', 'timer-ctas?filters[countries][$contains]=AT&fields[0]=slug&locale=es'],
];

export const CONTRACT_CASES: readonly ContractCase[] = [...clientCases(), ...EDGE_CASES.map(([name, path]) => ({ name, path }))];
