import { BLOG_CATEGORIES, BLOG_CATEGORY_TABLE, ctaPosition, postText, readingMinutesOf, relatedPosts } from './blog.ts';
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
    for (const category of BLOG_CATEGORIES) expect(BLOG_CATEGORY_TABLE[category].href).toMatch(/^\/[a-z]/);
  });
});
