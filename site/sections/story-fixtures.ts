// The sections' stories draw from the seeded CMS content, validated as the site validates it:
// a story shows what an editor's page shows.
import enBlogPosts from '../../content/blog-posts.en.json';
import enSessions from '../../content/class-sessions.en.json';
import ukSessions from '../../content/class-sessions.uk.json';
import enFaqs from '../../content/faqs.en.json';
import ukFaqs from '../../content/faqs.uk.json';
import enFunnelQuestions from '../../content/funnel-questions.en.json';
import ukFunnelQuestions from '../../content/funnel-questions.uk.json';
import levelTestQuestions from '../../content/level-test-questions.json';
import enLevels from '../../content/levels.en.json';
import ukLevels from '../../content/levels.uk.json';
import enMentions from '../../content/mentions.en.json';
import ukMentions from '../../content/mentions.uk.json';
import enPages from '../../content/pages.en.json';
import ukPages from '../../content/pages.uk.json';
import enPlans from '../../content/plans.en.json';
import ukPlans from '../../content/plans.uk.json';
import reviews from '../../content/reviews.json';
import enTutors from '../../content/tutors.en.json';
import ukTutors from '../../content/tutors.uk.json';
import {
  BlogPostSchema,
  ClassSessionSchema,
  FaqSchema,
  LevelSchema,
  LevelTestQuestionSchema,
  MentionSchema,
  PlanSchema,
  TutorSchema,
  type ClassSession,
  type Faq,
  type Level,
  type LevelTestQuestion,
  type Mention,
  type PricedPlan,
  type PricedTutor,
} from '../../domain/content/collections.ts';
import { ReviewSchema, type Review } from '../../domain/content/schemas.ts';
import { FunnelQuestionSchema, type Funnel, type FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { CAMPAIGN, fixtures, PLAN_PRICES } from '../story-fixtures.ts';
import { pricePlans } from '../../domain/pricing/offers.ts';
import { localRates, marketPrices } from '../../domain/pricing/markets.ts';
import { sectionReviews, type SectionReviews } from '../../domain/content/review-order.ts';
import { parseSections, type SectionKind, type SectionOf } from '../../domain/content/sections.ts';
import { countsIn, withCounts } from '../../domain/content/counts.ts';
import { ratingOf } from '../../domain/content/rating.ts';
import type { BlogCard } from './parts/BlogCards.tsx';
import { postCard } from './registry.tsx';

type StoryLocale = 'en' | 'uk';

/** What the seed's copy counts, as the site counts it. */
const COUNTS = { en: countsIn(enTutors, enSessions), uk: countsIn(ukTutors, ukSessions) };
const counted = <T,>(value: T, locale: StoryLocale) =>
  withCounts(value, COUNTS[locale], locale, (why) => {
    throw new Error(why);
  });
const PAGES = { en: counted(enPages, 'en'), uk: counted(ukPages, 'uk') };

/** The section of `kind` on the seeded page at `path` (the first one, or the `nth`). */
export function seededSection<K extends SectionKind>(locale: StoryLocale, path: string, kind: K, nth = 0): SectionOf<K> {
  const page = PAGES[locale].find((candidate) => candidate.path === path);
  if (!page) throw new Error(`content/pages.${locale}.json has no page ${path}`);
  const sections = parseSections(page.sections, path, (message) => {
    throw new Error(message);
  }).filter((section) => section.kind === kind);
  const section = sections[nth];
  if (!section) throw new Error(`${locale} ${path} has no ${kind} section`);
  return section as SectionOf<K>;
}

/** The App plan's market prices: tutors' rates follow them (pricing/markets.ts localRates). */
const RATE_REFERENCE = marketPrices(PLAN_PRICES[0]!.prices);
/** How a tutor's rate in US dollars reads in every market, as the site reads it. */
export const HOURLY_RATES = (usd: number) => localRates(usd, RATE_REFERENCE);
/** The seed's approved reviews (every tutor's rating is theirs). */
export const APPROVED_REVIEWS: Review[] = fixtures(ReviewSchema, 'reviews', reviews, 'en').filter((review) => review.approvalStatus === 'APPROVED' && !review.isBlocked);

/** The seeded tutors, each with their rate in every market, as the site prices them (the App plan's market pricing). */
const pricedTutors = (list: readonly unknown[], locale: StoryLocale): PricedTutor[] => {
  return fixtures(TutorSchema, 'tutors', list, locale).map((tutor) => ({ ...tutor, prices: HOURLY_RATES(tutor.pricePerHour), ...ratingOf(tutor.slug, APPROVED_REVIEWS) }));
};
export const TUTORS: Record<StoryLocale, PricedTutor[]> = { en: pricedTutors(enTutors, 'en'), uk: pricedTutors(ukTutors, 'uk') };
export { CAMPAIGN };
const pricedPlans = (list: readonly unknown[], locale: StoryLocale) => pricePlans(fixtures(PlanSchema, 'plans', list, locale), PLAN_PRICES, CAMPAIGN);
export const PLANS: Record<StoryLocale, PricedPlan[]> = { en: pricedPlans(enPlans, 'en'), uk: pricedPlans(ukPlans, 'uk') };
export const FAQS: Record<StoryLocale, Faq[]> = { en: fixtures(FaqSchema, 'faqs', counted(enFaqs, 'en'), 'en'), uk: fixtures(FaqSchema, 'faqs', counted(ukFaqs, 'uk'), 'uk') };
export const LEVELS: Record<StoryLocale, Level[]> = { en: fixtures(LevelSchema, 'levels', enLevels, 'en'), uk: fixtures(LevelSchema, 'levels', ukLevels, 'uk') };
/** The seeded level test: one for every locale. */
const funnelQuestions = (list: readonly unknown[], locale: StoryLocale) => fixtures(FunnelQuestionSchema, 'funnel-questions', list, locale);
/** The seeded questions of each funnel, in their order. */
export const FUNNEL_QUESTIONS: Record<StoryLocale, Record<Funnel, FunnelQuestion[]>> = Object.fromEntries(
  (['en', 'uk'] as const).map((locale) => {
    const all = funnelQuestions(locale === 'en' ? enFunnelQuestions : ukFunnelQuestions, locale).sort((a, b) => a.order - b.order);
    return [locale, { onboarding: all.filter((question) => question.funnel === 'onboarding'), tutoring: all.filter((question) => question.funnel === 'tutoring') }];
  }),
) as Record<StoryLocale, Record<Funnel, FunnelQuestion[]>>;
export const LEVEL_TEST_QUESTIONS: LevelTestQuestion[] = fixtures(LevelTestQuestionSchema, 'level-test-questions', levelTestQuestions, 'en');
export const SESSIONS: Record<StoryLocale, ClassSession[]> = {
  en: fixtures(ClassSessionSchema, 'class-sessions', enSessions, 'en'),
  uk: fixtures(ClassSessionSchema, 'class-sessions', ukSessions, 'uk'),
};
export const MENTIONS: Record<StoryLocale, Mention[]> = { en: fixtures(MentionSchema, 'mentions', enMentions, 'en'), uk: fixtures(MentionSchema, 'mentions', ukMentions, 'uk') };

/** Approved reviews (as the spec's query gives them). */
/** The reviews page's: the English ones first, newest first in each, in pages of ten. */
export const REVIEW_SECTION: SectionReviews = sectionReviews(APPROVED_REVIEWS, { locale: 'en', product: null, onlyProduct: false });

export const BLOG_POSTS = fixtures(BlogPostSchema, 'blog-posts', enBlogPosts, 'en');
export const BLOG_CARDS: BlogCard[] = BLOG_POSTS.map((post) => postCard(post, 'en'));
