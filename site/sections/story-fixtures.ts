// The sections' stories draw from the seeded CMS content, validated as the site validates it:
// a story shows what an editor's page shows.
import type { GenericSchema } from 'valibot';
import enBlogPosts from '../../content/blog-posts.en.json';
import enSessions from '../../content/class-sessions.en.json';
import ukSessions from '../../content/class-sessions.uk.json';
import enFaqs from '../../content/faqs.en.json';
import ukFaqs from '../../content/faqs.uk.json';
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
  MentionSchema,
  PlanSchema,
  TutorSchema,
  type ClassSession,
  type Faq,
  type Level,
  type Mention,
  type Plan,
  type Tutor,
} from '../../domain/content/collections.ts';
import { ReviewSchema, validate, type Review } from '../../domain/content/schemas.ts';
import { parseSections, type SectionKind, type SectionOf } from '../../domain/content/sections.ts';
import type { BlogCard } from './parts/BlogCards.tsx';
import { readingMinutes } from './registry.tsx';

type StoryLocale = 'en' | 'uk';

function records<T>(schema: GenericSchema<unknown, T>, collection: string, list: readonly unknown[], locale: string): T[] {
  return list.map((record, index) => {
    const result = validate(schema, { id: index + 1, documentId: `${collection}-${index + 1}`, locale, ...(record as object) });
    if (!result.ok) throw new Error(`content/${collection}.${locale}.json [${index}]: ${result.reason}`);
    return result.value;
  });
}

const PAGES = { en: enPages, uk: ukPages };

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

export const TUTORS: Record<StoryLocale, Tutor[]> = { en: records(TutorSchema, 'tutors', enTutors, 'en'), uk: records(TutorSchema, 'tutors', ukTutors, 'uk') };
export const PLANS: Record<StoryLocale, Plan[]> = { en: records(PlanSchema, 'plans', enPlans, 'en'), uk: records(PlanSchema, 'plans', ukPlans, 'uk') };
export const FAQS: Record<StoryLocale, Faq[]> = { en: records(FaqSchema, 'faqs', enFaqs, 'en'), uk: records(FaqSchema, 'faqs', ukFaqs, 'uk') };
export const LEVELS: Record<StoryLocale, Level[]> = { en: records(LevelSchema, 'levels', enLevels, 'en'), uk: records(LevelSchema, 'levels', ukLevels, 'uk') };
export const SESSIONS: Record<StoryLocale, ClassSession[]> = {
  en: records(ClassSessionSchema, 'class-sessions', enSessions, 'en'),
  uk: records(ClassSessionSchema, 'class-sessions', ukSessions, 'uk'),
};
export const MENTIONS: Record<StoryLocale, Mention[]> = { en: records(MentionSchema, 'mentions', enMentions, 'en'), uk: records(MentionSchema, 'mentions', ukMentions, 'uk') };

/** Approved reviews, newest first, in pages of ten (as the spec's query gives them). */
export const REVIEW_PAGES: Review[][] = (() => {
  const approved = records(ReviewSchema, 'reviews', reviews, 'en')
    .filter((review) => review.approvalStatus === 'APPROVED' && !review.isBlocked)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return Array.from({ length: Math.ceil(approved.length / 10) }, (_, page) => approved.slice(page * 10, page * 10 + 10));
})();

export const BLOG_CARDS: BlogCard[] = records(BlogPostSchema, 'blog-posts', enBlogPosts, 'en').map((post) => ({
  href: `/blog/${post.slug}`,
  title: post.title,
  excerpt: post.excerpt,
  publishedOn: post.publishedOn,
  readingMinutes: readingMinutes(post.body),
  cover: post.cover ?? null,
}));
