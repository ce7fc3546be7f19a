// A blog post's page data, from the post and the others of its locale: pure, so the route and the
// stories build it the same way.
import type { Locale } from '../../domain/constants.ts';
import { BLOG_CATEGORY_TABLE, ctaPosition, postText, relatedPosts } from '../../domain/content/blog.ts';
import { NEXT_STEPS } from '../../domain/constants.ts';
import type { BlogPost } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { BLOG_COPY, SECTION_COPY } from '../sections/copy.ts';
import { postCard } from '../sections/registry.tsx';
import { formatDate, TEMPLATE_COPY, withSiteName } from './content/templates.ts';
import type { BlogPostProps } from '../page/BlogPost/index.ts';
import type { PageHeadCopy } from './page-meta.ts';

export type PostPage = { template: 'post'; author: string; publishedOn: string } & BlogPostProps;
export type PostPageData = PageHeadCopy & PostPage;

/** Logs what a text's markup could not show, naming where it came from. */
export const warnAbout = (where: string) => (message: string) => console.warn(`[cms] ${where}: ${message}`);

/** A post as a reader meets it: its text with the call to action of its category inside, then what to read next. */
export function postPage(post: BlogPost, posts: BlogPost[], locale: Locale): PostPageData {
  const words = TEMPLATE_COPY[locale];
  const blog = BLOG_COPY[locale];
  const { blocks, readingMinutes } = postText(post.body, warnAbout(`blog post ${post.slug} (${locale})`));
  const { cta } = BLOG_CATEGORY_TABLE[post.category];
  return {
    template: 'post',
    title: withSiteName(post.title, locale),
    description: post.excerpt,
    locale,
    heading: post.title,
    category: blog.categories[post.category],
    author: post.author,
    publishedOn: post.publishedOn,
    byline: `${words.byline({ author: post.author, date: formatDate(post.publishedOn.slice(0, 10), locale) })} · ${SECTION_COPY[locale].readingTime({ minutes: readingMinutes })}`,
    blocks,
    cover: post.cover ?? null,
    cta: { label: blog.cta.label, ...blog.cta[cta], href: localizePath(NEXT_STEPS[cta], locale) },
    ctaAt: ctaPosition(blocks),
    related: { heading: blog.related, posts: relatedPosts(post, posts).map((other) => postCard(other, locale)) },
    back: { href: localizePath('/blog', locale), label: words.back },
  };
}

