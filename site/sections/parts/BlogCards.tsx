import { ResponsivePicture } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { imageSources } from '../../../domain/content/responsive-image.ts';
import type { ImageView } from '../../../domain/content/schemas.ts';
import { MEDIA } from '../../../tokens/index.ts';
import { INTL_LOCALE } from '../../../domain/i18n/index.ts';
import { BLOG_COPY, SECTION_COPY } from '../copy.ts';
import { ChipLink, ChipNav, Empty, Grid, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const Card = styled('li', {
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: '$3',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surface',
  boxShadow: '$sm',
  '&:has(a:focus-visible)': { focusRing: true },
});
const Cover = styled('img', { display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: '1200 / 630', backgroundColor: '$surfaceMuted' });
const Title = styled('h3', { display: 'grid', gap: '$1', margin: 0, paddingInline: '$5', typeRole: 'h3' });
// The category reads before the title, inside its heading, so a screen reader hears "Speaking, Five phrases…" once.
const Category = styled('span', { display: 'block', typeRole: 'caption', fontWeight: '$bold', color: '$accent' });
// The whole card is the link's target; the link itself is the title, so its name is the title.
const TitleLink = styled('a', {
  color: '$text',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:hover': { textDecoration: 'underline' },
});
const Excerpt = styled('p', { margin: 0, paddingInline: '$5', textPreset: 16, color: '$textMuted' });
const Meta = styled('p', { margin: 0, paddingInline: '$5', paddingBlockEnd: '$5', textPreset: 'small', color: '$textMuted' });

export interface BlogCard {
  href: string;
  title: string;
  excerpt: string;
  /** The category's name, in the page's locale. */
  category: string;
  /** ISO date of publication. */
  publishedOn: string;
  readingMinutes: number;
  cover: ImageView | null;
}

/** Posts as cards, each one link (its title); the blog's index and a post's "Keep reading" share them. */
export function PostCards({ posts, locale, heading = 'h3' }: { posts: BlogCard[]; locale: Locale; heading?: 'h2' | 'h3' }) {
  const copy = SECTION_COPY[locale];
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Grid cards="wide">
      {posts.map((post) => (
        <Card key={post.href}>
          {post.cover ? (
            <ResponsivePicture sources={imageSources(post.cover)} sizes={`${MEDIA.md} 400px, ${MEDIA.sm} 50vw, 100vw`}>
              <Cover src={post.cover.url} alt="" width={post.cover.width ?? 1200} height={post.cover.height ?? 630} loading="lazy" decoding="async" />
            </ResponsivePicture>
          ) : (
            <span />
          )}
          <Title as={heading}>
            <Category>{post.category}</Category>
            <TitleLink href={post.href}>{post.title}</TitleLink>
          </Title>
          <Excerpt>{post.excerpt}</Excerpt>
          <Meta>
            <time dateTime={post.publishedOn.slice(0, 10)}>{date.format(new Date(post.publishedOn))}</time> · {copy.readingTime({ minutes: post.readingMinutes })}
          </Meta>
        </Card>
      ))}
    </Grid>
  );
}

/** Where a page of the blog's index stands: its topics (the first, every post) and its pages, each a link. */
export interface BlogListingNav {
  topics: Array<{ label: string; href: string; count: number; current: boolean }>;
  /** Every page of the listing, from the first; one page: no pager. */
  pages: Array<{ href: string; current: boolean }>;
  /** What a topic's posts are about, under its heading; null for every post's. */
  lead: string | null;
}

export interface BlogCardsData {
  cards: BlogCard[];
  /** The blog's index (a section without a limit, a topic's page, a later page); null for a few newest posts. */
  listing: BlogListingNav | null;
}

const Pager = styled('nav', {
  '& ul': { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '$2', margin: 0, padding: 0, listStyle: 'none' },
});

/** The newest posts of the blog as cards, each one link; the blog's index with its topics and pages. */
export function BlogCardsSection({ section, data, locale, tone }: { section: SectionOf<'blog-cards'>; data: BlogCardsData; locale: Locale; tone: BandTone }) {
  const { listing } = data;
  const words = BLOG_COPY[locale].listing;
  const current = listing?.pages.findIndex((page) => page.current) ?? -1;
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={listing?.lead ?? undefined}>
      {listing ? (
        <ChipNav aria-label={words.topicsLabel}>
          <ul>
            {listing.topics.map((topic) => (
              <li key={topic.href}>
                <ChipLink href={topic.href} aria-current={topic.current ? 'page' : undefined}>
                  {topic.label} <span>{topic.count}</span>
                </ChipLink>
              </li>
            ))}
          </ul>
        </ChipNav>
      ) : null}
      {data.cards.length === 0 ? <Empty>{SECTION_COPY[locale].nothingYet}</Empty> : <PostCards posts={data.cards} locale={locale} />}
      {listing && listing.pages.length > 1 ? (
        <Pager aria-label={words.pagesLabel}>
          <ul>
            {current > 0 ? (
              <li>
                <ChipLink href={listing.pages[current - 1]!.href} rel="prev">
                  ← {words.newer}
                </ChipLink>
              </li>
            ) : null}
            {listing.pages.map((page, index) => (
              <li key={page.href}>
                <ChipLink href={page.href} aria-current={page.current ? 'page' : undefined} aria-label={words.pageNumber({ page: index + 1 })}>
                  {index + 1}
                </ChipLink>
              </li>
            ))}
            {current < listing.pages.length - 1 ? (
              <li>
                <ChipLink href={listing.pages[current + 1]!.href} rel="next">
                  {words.older} →
                </ChipLink>
              </li>
            ) : null}
          </ul>
        </Pager>
      ) : null}
    </Frame>
  );
}
