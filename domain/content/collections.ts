// The collections the pages' sections draw from (cms/src/api/*): tutors, plans, FAQ entries,
// levels, class and club sessions, press and partner mentions, blog posts and legal documents.
// Validated here once, into the shapes the sections take.
import * as v from 'valibot';
import { TimeZoneSchema, WeeklySlotSchema } from './slot-schemas.ts';
import { WEEKDAYS } from './weekdays.ts';
import { LEVEL_CODES } from '../constants.ts';
import { LEVEL_TEST_SKILLS, TESTED_LEVELS } from '../level-test/scoring.ts';
import { BLOG_CATEGORIES } from './blog.ts';
import { entry, MediaSchema, shortText, text, type ImageView } from './schemas.ts';
import { MARKET_IDS, type MarketPrices } from '../pricing/markets.ts';
import type { Campaign, Priced } from '../pricing/offers.ts';

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120));
const price = v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000));
const bullets = v.pipe(
  v.array(v.object({ text: shortText })),
  v.minLength(1),
  v.transform((items) => items.map((item) => item.text)),
);

/** A media record as the sections show it: its URL, its words for a screen reader, its size. */
export const ImageSchema = v.pipe(
  MediaSchema,
  v.transform((media): ImageView => ({ url: media.url, alt: media.alternativeText ?? '', width: media.width ?? null, height: media.height ?? null })),
);

export const TUTOR_SPECIALTIES = [
  'adults', 'native-speakers', 'private', 'business', 'conversation', 'grammar', 'writing', 'literature', 'british', 'american',
  'australian', 'kids', 'teens', 'exams', 'interview', 'travel', 'beginners', 'pronunciation',
] as const;
export type TutorSpecialty = (typeof TUTOR_SPECIALTIES)[number];

export const TutorSchema = v.object({
  ...entry,
  slug,
  name: shortText,
  portrait: v.nullish(ImageSchema),
  /** ISO 639-1 codes of the languages the tutor teaches. */
  languages: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))), v.minLength(1)),
  specialties: v.pipe(v.array(v.picklist(TUTOR_SPECIALTIES)), v.minLength(1)),
  /** The tutor's rate in US dollars; each market sees it at its own prices (pricing/markets.ts localRates). */
  pricePerHour: price,
  intro: text,
  /** The profile page's about text (paragraphs), in the tutor's words. */
  bio: v.nullish(text, null),
  experienceYears: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)), null),
  availability: shortText,
  country: shortText,
  order: v.nullish(v.pipe(v.number(), v.integer())),
  /** The zone the tutor's weekly times are in; without it and the times, the tutor cannot be booked. */
  timeZone: v.nullish(TimeZoneSchema),
  /** When the tutor teaches each week, on their own clock: "mon 18:00". */
  weeklySlots: v.nullish(v.pipe(v.array(WeeklySlotSchema), v.maxLength(60))),
});

export const PlanSchema = v.object({
  ...entry,
  slug,
  name: shortText,
  summary: text,
  features: bullets,
  trialDays: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
  terms: text,
  highlighted: v.nullish(v.boolean()),
  order: v.pipe(v.number(), v.integer()),
});

/** A plan's price in each market (the plan-prices collection: one for every locale). */
export const PlanPriceSchema = v.object({
  ...entry,
  plan: slug,
  prices: v.pipe(v.array(v.object({ market: v.picklist(MARKET_IDS), monthlyPrice: price })), v.minLength(1)),
});

const instant = v.pipe(v.string(), v.isoTimestamp(), v.transform((value) => Date.parse(value)));

/** A campaign: a share off one plan's first month for new customers, between two dates. */
export const CampaignSchema = v.pipe(
  v.object({
    ...entry,
    slug,
    plan: slug,
    percentOff: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)),
    dateStart: instant,
    dateEnd: instant,
    /** The code the app redeems: 4 to 20 capital letters and digits, one per campaign. */
    code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{4,20}$/, 'a code is 4 to 20 capital letters and digits')),
  }),
  v.check((campaign) => campaign.dateStart < campaign.dateEnd, 'a campaign ends after it starts'),
  v.transform(({ slug, plan, percentOff, dateStart, dateEnd, code }): Campaign => ({ slug, plan, percentOff, startsAt: dateStart, endsAt: dateEnd, code })),
);

export const FAQ_TOPICS = ['general', 'app', 'tutors', 'classes', 'plans', 'account', 'ai', 'club'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FaqSchema = v.object({
  ...entry,
  question: shortText,
  answer: text,
  topic: v.picklist(FAQ_TOPICS),
  order: v.nullish(v.pipe(v.number(), v.integer())),
});

export const LevelSchema = v.object({
  ...entry,
  code: v.picklist(LEVEL_CODES),
  name: shortText,
  /** Locale-free path of the level's page ("/levels/elementary-english"). */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  summary: text,
  canDo: bullets,
  hours: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export { WEEKDAYS, type Weekday } from './weekdays.ts';

export const ClassSessionSchema = v.object({
  ...entry,
  kind: v.picklist(['group', 'club']),
  topic: shortText,
  level: v.picklist(LEVEL_CODES),
  weekday: v.picklist(WEEKDAYS),
  /** Local time of `timeZone`, 24-hour "HH:MM". */
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/), v.maxLength(5)),
  timeZone: v.pipe(v.string(), v.maxLength(64), v.check((zone) => isTimeZone(zone), 'must be an IANA time zone')),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(240)),
  host: v.nullish(shortText),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const MentionSchema = v.object({
  ...entry,
  kind: v.picklist(['press', 'partner']),
  name: shortText,
  quote: text,
  year: v.nullish(v.pipe(v.number(), v.integer())),
});

export const BlogPostSchema = v.object({
  ...entry,
  slug,
  title: shortText,
  excerpt: text,
  author: shortText,
  publishedOn: v.pipe(v.string(), v.isoTimestamp()),
  /** Chosen in the CMS from BLOG_CATEGORIES; a post saved before categories existed reads as study habits. */
  category: v.nullish(v.picklist(BLOG_CATEGORIES), 'study-habits'),
  cover: v.nullish(ImageSchema),
  body: text,
});

export const LegalDocumentSchema = v.object({
  ...entry,
  slug,
  title: shortText,
  summary: text,
  updated: v.pipe(v.string(), v.isoTimestamp()),
  sections: v.pipe(
    v.array(v.object({ anchor: v.nullish(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/), v.maxLength(120))), heading: shortText, body: text })),
    v.minLength(1),
  ),
});

/** One question of the level test (site/level-test): the choices as written, the right one by its text. */
export const LevelTestQuestionSchema = v.pipe(
  v.object({
    ...entry,
    slug,
    order: v.pipe(v.number(), v.integer()),
    level: v.picklist(TESTED_LEVELS),
    skill: v.picklist(LEVEL_TEST_SKILLS),
    /** A short text the question is about (reading), shown above it. */
    passage: v.nullish(text),
    /** The question, or a sentence with a gap written as "___". */
    prompt: shortText,
    choices: v.pipe(bullets, v.minLength(2), v.maxLength(5)),
    /** The right choice, exactly as written among the choices. */
    answer: shortText,
  }),
  v.check((question) => question.choices.includes(question.answer), 'answer: must be one of the choices, exactly as written'),
  v.check((question) => new Set(question.choices).size === question.choices.length, 'choices: must differ from each other'),
  // What the test needs, and no more: the page carries the whole bank to the browser.
  v.transform(({ answer, slug, order, level, skill, passage, prompt, choices }) => ({ slug, order, level, skill, passage, prompt, choices, answer: choices.indexOf(answer) })),
);

export type Tutor = v.InferOutput<typeof TutorSchema>;
export type Plan = v.InferOutput<typeof PlanSchema>;
/** A tutor as the pages show them: their hourly rate in every market. */
/**
 * A tutor as the site shows them: their rate in every market, and their rating as their approved
 * reviews give it (issue 62: a rating typed in the CMS said "348 reviews" above three), the mean of
 * the stars to one decimal, null until they have one.
 */
export type PricedTutor = Tutor & { prices: MarketPrices; rating: number | null; reviewCount: number };
/** A plan as the pages show it: its price in every market, and its campaign's offer (pricing/offers.ts). */
export type PricedPlan = Plan & Priced;
export type Faq = v.InferOutput<typeof FaqSchema>;
export type Level = v.InferOutput<typeof LevelSchema>;
export type LevelTestQuestion = v.InferOutput<typeof LevelTestQuestionSchema>;
export type ClassSession = v.InferOutput<typeof ClassSessionSchema>;
export type Mention = v.InferOutput<typeof MentionSchema>;
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
