// The blog's decisions over one table: which call to action a post of each category carries, and
// which posts a reader is offered next. A new category is one row here, one in the CMS enum
// (tests/one-source.test.ts) and its words in the `blog` catalog namespace.
import type { NextStep } from '../constants.ts';
import { parseRichText, wordCount, type RichBlock } from './rich-text.ts';

/** Each category's call to action (constants.ts NEXT_STEPS): the product a reader of such a post is ready for. */
export const BLOG_CATEGORY_TABLE = {
  'study-habits': { cta: 'app' },
  speaking: { cta: 'club' },
  'grammar-and-vocabulary': { cta: 'levelTest' },
  'tutors-and-classes': { cta: 'tutor' },
  'work-and-travel': { cta: 'tutors' },
} as const satisfies Record<string, { cta: NextStep }>;
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

/** Cards a page of the blog's index shows: four rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 12;

/** One page of the blog's index: every post or one topic's, newest first. */
export interface BlogListing {
  topic: BlogCategory | null;
  /** From 1. */
  page: number;
}

/** A listing's locale-free path: "/blog", "/blog/page/2", "/blog/topic/speaking", "/blog/topic/speaking/page/2". */
export const blogListingPath = ({ topic, page }: BlogListing) => `${topic ? `/blog/topic/${topic}` : '/blog'}${page > 1 ? `/page/${page}` : ''}`;

const isCategory = (name: string): name is BlogCategory => Object.hasOwn(BLOG_CATEGORY_TABLE, name);

/**
 * The listing a locale-free path names, or null: "/blog" itself is the CMS's page (its cards
 * section is the first page), and a first page has no "/page/1" (one address per page).
 */
export function blogListingOf(path: string): BlogListing | null {
  const match = /^\/blog(?:\/topic\/([a-z-]+))?(?:\/page\/([1-9]\d{0,2}))?$/.exec(path);
  if (!match) return null;
  const [, topic, page] = match;
  if (topic !== undefined && !isCategory(topic)) return null;
  if (page === '1' || (topic === undefined && page === undefined)) return null;
  return { topic: topic ?? null, page: page ? Number(page) : 1 };
}

export interface BlogListingPage<P> {
  posts: P[];
  page: number;
  pages: number;
  /** Every topic that has posts, with how many, in the table's order. */
  topics: Array<{ topic: BlogCategory; count: number }>;
}

/** A listing's posts and where it stands among its pages; null past the last page or for a topic with no post. */
export function blogListing<P extends { category: BlogCategory; publishedOn: string }>(posts: readonly P[], { topic, page }: BlogListing): BlogListingPage<P> | null {
  const newestFirst = [...posts].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  const listed = topic ? newestFirst.filter((post) => post.category === topic) : newestFirst;
  const pages = Math.max(1, Math.ceil(listed.length / BLOG_PAGE_SIZE));
  if (page > pages || (topic && listed.length === 0)) return null;
  const topics = BLOG_CATEGORIES.map((category) => ({ topic: category, count: posts.filter((post) => post.category === category).length })).filter((entry) => entry.count > 0);
  return { posts: listed.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), page, pages, topics };
}

/** Every listing's path but "/blog" (the CMS's): the pages after the first, and each topic's pages. */
export function blogListingPaths(posts: readonly { category: BlogCategory; publishedOn: string }[]): string[] {
  const all = blogListing(posts, { topic: null, page: 1 });
  if (!all) return [];
  const pagesOf = (topic: BlogCategory | null, pages: number) => Array.from({ length: pages }, (_, index) => blogListingPath({ topic, page: index + 1 }));
  return [...pagesOf(null, all.pages).slice(1), ...all.topics.flatMap(({ topic }) => pagesOf(topic, blogListing(posts, { topic, page: 1 })!.pages))];
}
