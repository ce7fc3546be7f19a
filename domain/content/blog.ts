// The blog's decisions over one table: which call to action a post of each category carries, and
// which posts a reader is offered next. A new category is one row here, one in the CMS enum
// (tests/one-source.test.ts) and its words in the `blog` catalog namespace.
import { ONBOARDING_PATH } from '../constants.ts';
import { parseRichText, wordCount, type RichBlock } from './rich-text.ts';

/** Each category's call to action: the product a reader of such a post is ready for. */
export const BLOG_CATEGORY_TABLE = {
  'study-habits': { cta: 'app', href: ONBOARDING_PATH },
  speaking: { cta: 'club', href: '/conversation-club' },
  'grammar-and-vocabulary': { cta: 'levelTest', href: '/test-your-english-level' },
  'tutors-and-classes': { cta: 'tutor', href: '/tutoring/short-onboarding' },
  'work-and-travel': { cta: 'tutors', href: '/english-tutors' },
} as const;
export type BlogCategory = keyof typeof BLOG_CATEGORY_TABLE;
export const BLOG_CATEGORIES = Object.keys(BLOG_CATEGORY_TABLE) as [BlogCategory, ...BlogCategory[]];

/** An adult's silent reading pace, in words a minute. */
const WORDS_PER_MINUTE = 200;
export const readingMinutesOf = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** How many posts "Keep reading" offers. */
export const RELATED_POSTS = 3;

/**
 * The posts to read next: the same category first, then the rest, newest first within each;
 * never the post itself.
 */
export function relatedPosts<P extends { slug: string; category: BlogCategory; publishedOn: string }>(post: P, posts: readonly P[], count = RELATED_POSTS): P[] {
  const others = posts.filter((other) => other.slug !== post.slug).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  return [...others.filter((other) => other.category === post.category), ...others.filter((other) => other.category !== post.category)].slice(0, count);
}

/**
 * Where the call to action goes inside a post: before the subheading nearest the middle, so a
 * reader meets it once they know what the post offers; after the text when it has no subheading.
 */
export function ctaPosition(blocks: RichBlock[]): number {
  const headings = blocks.flatMap((block, index) => (block.kind === 'heading' && index > 0 ? [index] : []));
  if (headings.length === 0) return blocks.length;
  const middle = blocks.length / 2;
  return headings.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
}

/** A post's text as blocks, with its reading time. */
export function postText(body: string, onMarkup?: (message: string) => void) {
  const blocks = parseRichText(body, onMarkup);
  return { blocks, readingMinutes: readingMinutesOf(wordCount(blocks)) };
}
