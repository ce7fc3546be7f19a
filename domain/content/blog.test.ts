import { NEXT_STEPS } from '../constants.ts';
import { BLOG_CATEGORIES, BLOG_CATEGORY_TABLE, BLOG_PAGE_SIZE, blogListing, blogListingOf, blogListingPath, blogListingPaths, ctaPosition, postText, readingMinutesOf, relatedPosts, type BlogCategory } from './blog.ts';
import { parseRichText } from './rich-text.ts';

const post = (slug: string, category: (typeof BLOG_CATEGORIES)[number], publishedOn: string) => ({ slug, category, publishedOn });

describe('the blog', () => {
  it('offers the same category first, then the newest of the rest, never the post itself', () => {
    const posts = [
      post('a', 'speaking', '2026-10-01'),
      post('b', 'speaking', '2026-09-01'),
      post('c', 'grammar-and-vocabulary', '2026-11-01'),
      post('d', 'speaking', '2026-11-02'),
      post('e', 'work-and-travel', '2026-08-01'),
    ];
    expect(relatedPosts(posts[0]!, posts).map(({ slug }) => slug)).toEqual(['d', 'b', 'c']);
    expect(relatedPosts(posts[4]!, posts).map(({ slug }) => slug)).toEqual(['d', 'c', 'a']);
    expect(relatedPosts(posts[0]!, [posts[0]!])).toEqual([]);
  });

  it('puts the call to action before the subheading nearest the middle, or after a text without one', () => {
    const text = (...kinds: Array<'p' | 'h'>) => parseRichText(kinds.map((kind, index) => (kind === 'h' ? `## H${index}` : `P${index}`)).join('\n\n'));
    expect(ctaPosition(text('p', 'p', 'h', 'p', 'p', 'h', 'p', 'p', 'p', 'h', 'p'))).toBe(5);
    expect(ctaPosition(text('h', 'p', 'p'))).toBe(3);
    expect(ctaPosition(text('p', 'p'))).toBe(2);
  });

  it('reads at 200 words a minute, at least one', () => {
    expect(readingMinutesOf(0)).toBe(1);
    expect(readingMinutesOf(850)).toBe(4);
    expect(postText(Array.from({ length: 700 }, () => 'word').join(' ')).readingMinutes).toBe(4);
  });

  it('gives every category a call to action on a page of the site', () => {
    for (const category of BLOG_CATEGORIES) expect(NEXT_STEPS[BLOG_CATEGORY_TABLE[category].cta]).toMatch(/^\/[a-z]/);
  });
});

describe("the blog's index, a page at a time and by topic", () => {
  const post = (index: number, category: BlogCategory) => ({ slug: `post-${index}`, category, publishedOn: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + index).padStart(2, '0')}T09:00:00.000Z` });
  const posts = Array.from({ length: 25 }, (_, index) => post(index, index % 5 === 0 ? 'speaking' : 'study-habits'));

  it('reads a listing from its path, one address per page', () => {
    expect(blogListingOf('/blog/page/2')).toEqual({ topic: null, page: 2 });
    expect(blogListingOf('/blog/topic/speaking')).toEqual({ topic: 'speaking', page: 1 });
    expect(blogListingOf('/blog/topic/speaking/page/3')).toEqual({ topic: 'speaking', page: 3 });
    for (const other of ['/blog', '/blog/page/1', '/blog/page/0', '/blog/page/02', '/blog/topic/cooking', '/blog/topic', '/blog/speaking', '/blog/page/2/']) expect(blogListingOf(other), other).toBeNull();
    expect(blogListingPath({ topic: null, page: 1 })).toBe('/blog');
    expect(blogListingPath({ topic: 'speaking', page: 2 })).toBe('/blog/topic/speaking/page/2');
  });

  it('shows twelve a page, newest first, and no page past the last', () => {
    const first = blogListing(posts, { topic: null, page: 1 })!;
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.pages).toBe(3);
    expect(first.posts.map((entry) => entry.publishedOn)).toEqual([...first.posts.map((entry) => entry.publishedOn)].sort().reverse());
    expect(blogListing(posts, { topic: null, page: 3 })!.posts).toHaveLength(1);
    expect(blogListing(posts, { topic: null, page: 4 })).toBeNull();
    expect(blogListing(posts, { topic: 'work-and-travel', page: 1 })).toBeNull();
    expect(first.topics).toEqual([{ topic: 'study-habits', count: 20 }, { topic: 'speaking', count: 5 }]);
  });

  it('lists every page but the CMS\'s own first', () => {
    expect(blogListingPaths(posts)).toEqual(['/blog/page/2', '/blog/page/3', '/blog/topic/study-habits', '/blog/topic/study-habits/page/2', '/blog/topic/speaking']);
  });
});
