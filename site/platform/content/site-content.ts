// The CMS content the pages are built from, read once per locale per build through the client
// (every record validated into the domain's types; a bad one is dropped and logged there).
// Build-time code: the browser never loads it.
import { REVIEWS_PAGE_SIZE, type Locale } from '../../../domain/constants.ts';
import {
  BlogPostSchema,
  CampaignSchema,
  PlanPriceSchema,
  ClassSessionSchema,
  FaqSchema,
  LegalDocumentSchema,
  LevelSchema,
  LevelTestQuestionSchema,
  MentionSchema,
  PlanSchema,
  TutorSchema,
  type BlogPost,
  type ClassSession,
  type Faq,
  type LegalDocument,
  type Level,
  type LevelTestQuestion,
  type Mention,
  type PricedPlan,
  type PricedTutor,
} from '../../../domain/content/collections.ts';
import {
  blogPostsOf,
  classSessionsOf,
  faqsOf,
  legalDocumentsOf,
  levelsOf,
  levelTestQuestions,
  funnelQuestionsOf,
  mentionsOf,
  pagesOf,
  plansOf,
  campaigns,
  experiments,
  planPrices,
  tutorsOf,
} from '../../../domain/content/queries.ts';
import { currentCampaign, pricePlans, type Campaign } from '../../../domain/pricing/offers.ts';
import { localRates, marketPrices } from '../../../domain/pricing/markets.ts';
import type { Footer, Header, Review } from '../../../domain/content/schemas.ts';
import { PageSchema, type PageRecord } from '../../../domain/content/sections.ts';
import { ExperimentSchema, type Experiment } from '../../../domain/experiments/experiments.ts';
import { FunnelQuestionSchema, type FunnelQuestion } from '../../../domain/onboarding/questions.ts';
import type { CmsClient } from './client.ts';
import type * as v from 'valibot';

/** How many pages of reviews a page may carry ("More reviews" opens them one by one). */
const MAX_REVIEW_PAGES = 10;

export interface SiteContent {
  pages(locale: Locale): Promise<Map<string, PageRecord>>;
  /** The tutors, each with their hourly rate in every market (pricing/markets.ts localRates). */
  tutors(locale: Locale): Promise<PricedTutor[]>;
  /** The plans with their prices in every market and the campaign's offer (a plan without a default price is left out). */
  plans(locale: Locale): Promise<PricedPlan[]>;
  /** The campaign the pages are built with: the running one, else the next (pricing/offers.ts). */
  campaign(): Promise<Campaign | null>;
  /** The experiments (issue 46): one list for every locale. */
  experiments(): Promise<Experiment[]>;
  faqs(locale: Locale): Promise<Faq[]>;
  levels(locale: Locale): Promise<Level[]>;
  /** The onboarding funnel's and the tutor onboarding's questions. */
  funnelQuestions(locale: Locale): Promise<FunnelQuestion[]>;
  /** The level test's questions: one test for every locale. */
  levelTestQuestions(): Promise<LevelTestQuestion[]>;
  classSessions(locale: Locale): Promise<ClassSession[]>;
  mentions(locale: Locale): Promise<Mention[]>;
  blogPosts(locale: Locale): Promise<BlogPost[]>;
  legalDocuments(locale: Locale): Promise<LegalDocument[]>;
  header(locale: Locale): Promise<Header | null>;
  footer(locale: Locale): Promise<Footer | null>;
  /** Approved reviews, newest first, in the spec's pages of 10. */
  reviewPages(): Promise<Review[][]>;
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
  let reviews: Promise<Review[][]> | undefined;
  let questions: Promise<LevelTestQuestion[]> | undefined;
  let experimentList: Promise<Experiment[]> | undefined;
  let pricing: Promise<{ listed: v.InferOutput<typeof PlanPriceSchema>[]; campaign: Campaign | null }> | undefined;
  const loadPricing = () =>
    (pricing ??= Promise.all([client.listAll('plan-prices', planPrices(), PlanPriceSchema), client.listAll('campaigns', campaigns(), CampaignSchema)]).then(
      ([listed, planned]) => ({ listed, campaign: currentCampaign(planned, Date.now()) }),
    ));
  return {
    pages: once(async (locale) => new Map((await client.listAll('pages', pagesOf(locale), PageSchema)).map((page) => [page.path, page]))),
    tutors: once(async (locale) => {
      const [tutors, { listed }] = await Promise.all([client.listAll('tutors', tutorsOf(locale), TutorSchema), loadPricing()]);
      // The reference is the first plan's prices (the App plan's): tutors follow the plans' market pricing.
      const reference = marketPrices(listed[0]?.prices ?? []);
      return tutors.map((tutor) => ({ ...tutor, prices: localRates(tutor.pricePerHour, reference) }));
    }),
    plans: once(async (locale) => {
      const [plans, { listed, campaign }] = await Promise.all([client.listAll('plans', plansOf(locale), PlanSchema), loadPricing()]);
      return pricePlans(plans, listed, campaign, (why) => console.warn(`[cms] ${why}`));
    }),
    campaign: async () => (await loadPricing()).campaign,
    experiments: () => (experimentList ??= client.listAll('experiments', experiments(), ExperimentSchema)),
    faqs: once((locale) => client.listAll('faqs', faqsOf(locale), FaqSchema)),
    levels: once((locale) => client.listAll('levels', levelsOf(locale), LevelSchema)),
    levelTestQuestions: () => (questions ??= client.listAll('level-test-questions', levelTestQuestions(), LevelTestQuestionSchema)),
    funnelQuestions: once((locale) => client.listAll('funnel-questions', funnelQuestionsOf(locale), FunnelQuestionSchema)),
    classSessions: once((locale) => client.listAll('class-sessions', classSessionsOf(locale), ClassSessionSchema)),
    mentions: once((locale) => client.listAll('mentions', mentionsOf(locale), MentionSchema)),
    blogPosts: once((locale) => client.listAll('blog-posts', blogPostsOf(locale), BlogPostSchema)),
    legalDocuments: once((locale) => client.listAll('legal-documents', legalDocumentsOf(locale), LegalDocumentSchema)),
    header: once((locale) => client.header(locale)),
    footer: once((locale) => client.footer(locale)),
    reviewPages: () =>
      (reviews ??= (async () => {
        const pages: Review[][] = [];
        for (let page = 1; page <= MAX_REVIEW_PAGES; page += 1) {
          const list = await client.reviews(page);
          if (list.length > 0) pages.push(list);
          if (list.length < REVIEWS_PAGE_SIZE) break;
        }
        return pages;
      })()),
  };
}
