// The CMS calls of spec §7 as Strapi 5 query objects, stringified as Strapi's docs show
// (`qs.stringify(query, { encodeValuesOnly: true })`). The browser uses qs-esm, Payload's
// dependency-free fork of qs (qs itself adds 18 KiB gzip of polyfills against the promotions
// budget); queries.test.ts checks both give byte-identical strings, so Strapi sees the same URL.
import { stringify } from 'qs-esm';
import { REVIEWS_PAGE_SIZE, type Locale } from '../constants.ts';
import { sectionsPopulate } from './sections.ts';

export type CmsQuery = Record<string, unknown>;

/**
 * Strapi's `api.rest.maxLimit` (100 by default, and in cms/config/api.js). "No pagination limit"
 * (spec §7) means reading every page of this size, following `meta.pagination.pageCount`:
 * `pagination[limit]=-1` reaches Strapi 5 as the string "-1" and is clamped to one entry.
 */
const MAX_PAGE_SIZE = 100;

/** The query of one page of an unlimited list. */
export const pageOf = (query: CmsQuery, page: number): CmsQuery => ({ ...query, pagination: { page, pageSize: MAX_PAGE_SIZE } });

export const toQueryString = (query: CmsQuery) => stringify(query, { encodeValuesOnly: true });

/** §7 "banner collection — filter slug equal to the locale-suffixed slug; populate, fields, locale". */
export const bannerBySlug = (slug: string, locale: Locale): CmsQuery => ({
  filters: { slug: { $eq: `${slug}-${locale}` } },
  populate: '*',
  locale,
});

/** §7 "popup and banner collections — filter on locale and slug; populate banner configs; sorted by updatedAt descending; no pagination limit" (every page: `CmsClient.listAll`). */
export const popupsBySlug = (slug: string, locale: Locale): CmsQuery => ({
  filters: { slug: { $eq: `${slug}-${locale}` } },
  populate: { config: { populate: '*' } },
  sort: ['updatedAt:desc'],
  locale,
});

/** §7 "country-targeted timer call-to-action collection — filter: countries contains the visitor's country code". */
export const timerCtaForCountry = (country: string, locale: Locale): CmsQuery => ({
  filters: { countries: { $contains: country } },
  populate: { banner: { populate: '*' } },
  sort: ['updatedAt:desc'],
  locale,
});

/** §7 "if none, fall back to the all-pages timer call-to-action". */
export const allPagesTimerCta = (locale: Locale): CmsQuery => ({
  filters: { isAllPages: { $eq: true } },
  populate: { banner: { populate: '*' } },
  sort: ['updatedAt:desc'],
  locale,
});

/** Every timer call-to-action of a locale, newest first (every page): a prerendered page carries them all and the browser picks by country. */
export const timerCtasOf = (locale: Locale): CmsQuery => ({
  populate: { banner: { populate: '*' } },
  sort: ['updatedAt:desc'],
  locale,
});

/** §7 "Review list: default page size 10, sorted by createdAt descending, excluding blocked and non-approved". */
export const approvedReviews = (page = 1): CmsQuery => ({
  filters: { approvalStatus: { $eq: 'APPROVED' }, isBlocked: { $eq: false } },
  sort: ['createdAt:desc'],
  pagination: { page, pageSize: REVIEWS_PAGE_SIZE },
});

/** Every approved review, newest first: the sections keep those not about one tutor, in pages of ten, and a tutor's profile and rating theirs (review-order.ts, rating.ts). */
export const everyApprovedReview = (): CmsQuery => ({
  filters: { approvalStatus: { $eq: 'APPROVED' }, isBlocked: { $eq: false } },
  sort: ['createdAt:desc'],
});

/** The footer of a locale, with every link group, link and icon. */
export const footerFor = (locale: Locale): CmsQuery => ({
  populate: {
    mainLinks: { populate: { links: { populate: '*' } } },
    otherLinks: { populate: { links: { populate: '*' } } },
    downloadLinks: { populate: { links: { populate: '*' } } },
    socialLinks: { populate: '*' },
  },
  locale,
});

/** The header of a locale (spec §2 configurable header parameters) with its links and the side menu's. */
export const headerFor = (locale: Locale): CmsQuery => ({ populate: { links: { populate: '*' }, menuLinks: { populate: '*' }, downloadAppButton: true }, locale });

/** Every remote-config default (split tests), oldest first so that the order is stable (every page). */
export const remoteConfigs = (): CmsQuery => ({ sort: ['createdAt:asc'] });

/** Every page of a locale with its sections (spec-free: the page collection of issue 24), read page by page. */
export const pagesOf = (locale: Locale): CmsQuery => ({
  populate: { socialImage: true, sections: sectionsPopulate() },
  sort: ['path:asc'],
  locale,
});

/** The collections the sections draw from, each in its editors' order. */
export const tutorsOf = (locale: Locale): CmsQuery => ({ populate: { portrait: true }, sort: ['order:asc', 'name:asc'], locale });
export const plansOf = (locale: Locale): CmsQuery => ({ populate: { features: true }, sort: ['order:asc'], locale });
/** Every plan's prices by market, and the campaigns: one for every locale (not localised). */
export const planPrices = (): CmsQuery => ({ populate: { prices: true }, sort: ['plan:asc'] });
export const campaigns = (): CmsQuery => ({ sort: ['dateStart:asc'] });
/** The editors' redirects (issue 66): one list for every locale, each naming its language. */
export const redirects = (): CmsQuery => ({ sort: ['from:asc', 'language:asc'] });
/** The experiments (issue 46): one list for every locale. */
export const experiments = (): CmsQuery => ({ populate: { variants: true }, sort: ['key:asc'] });
export const faqsOf = (locale: Locale): CmsQuery => ({ sort: ['order:asc', 'question:asc'], locale });
export const levelsOf = (locale: Locale): CmsQuery => ({ populate: { canDo: true }, sort: ['code:asc'], locale });
/** The onboarding funnel's and the tutor onboarding's questions, in the editors' order. */
export const funnelQuestionsOf = (locale: Locale): CmsQuery => ({ populate: { choices: true }, sort: ['funnel:asc', 'order:asc'], locale });
/** The level test's questions: one test for every locale (the collection is not localised). */
export const levelTestQuestions = (): CmsQuery => ({ populate: { choices: true }, sort: ['order:asc'] });
export const classSessionsOf = (locale: Locale): CmsQuery => ({ sort: ['time:asc'], locale });
export const mentionsOf = (locale: Locale): CmsQuery => ({ sort: ['year:desc', 'name:asc'], locale });
export const blogPostsOf = (locale: Locale): CmsQuery => ({ populate: { cover: true }, sort: ['publishedOn:desc'], locale });
export const legalDocumentsOf = (locale: Locale): CmsQuery => ({ populate: { sections: true }, sort: ['slug:asc'], locale });
