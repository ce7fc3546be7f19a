import { Link, NextStep, ResponsivePicture, type NextStepProps } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import { imageSources } from '../../../domain/content/responsive-image.ts';
import type { RichBlock } from '../../../domain/content/rich-text.ts';
import type { ImageView } from '../../../domain/content/schemas.ts';
import { PostCards, type BlogCard } from '../../sections/parts/BlogCards.tsx';
import { PageColumn, PageHeading, SectionHeading, SmallPrint } from '../../../design-system/PageLayout/index.ts';
import { RichText } from '../RichText.tsx';

const Cover = styled('img', { display: 'block', inlineSize: '100%', blockSize: 'auto', borderRadius: '$lg', aspectRatio: '1200 / 630', backgroundColor: '$surfaceMuted' });
const Eyebrow = styled('p', { margin: 0, typeRole: 'caption', fontWeight: '$bold', color: '$accent' });
const Header = styled('header', { display: 'grid', gap: '$3' });
const Related = styled('section', { display: 'grid', gap: '$5' });

export interface BlogPostProps {
  locale: Locale;
  heading: string;
  /** The category's name, in the page's locale. */
  category: string;
  byline: string;
  blocks: RichBlock[];
  /** The post's cover (decorative: the title says what the post is). */
  cover: ImageView | null;
  /** The call to action for this post's category, shown before `ctaAt`'s block. */
  cta: NextStepProps;
  ctaAt: number;
  related: { heading: string; posts: BlogCard[] };
  back: { href: string; label: string };
}

/**
 * One post of the blog: a way back to all posts, its category, title, author, date and reading
 * time, its cover, its text with a call to action inside, then the posts to read next.
 */
export function BlogPost({ locale, heading, category, byline, blocks, cover, cta, ctaAt, related, back }: BlogPostProps) {
  return (
    <>
      <PageColumn as="article" reading>
        <SmallPrint>
          <Link href={back.href}>{back.label}</Link>
        </SmallPrint>
        <Header>
          <Eyebrow>{category}</Eyebrow>
          <PageHeading>{heading}</PageHeading>
          <SmallPrint>{byline}</SmallPrint>
        </Header>
        {cover ? (
          <ResponsivePicture sources={imageSources(cover)} sizes="(min-width: 800px) 760px, 100vw">
            <Cover src={cover.url} alt={cover.alt} width={cover.width ?? 1200} height={cover.height ?? 630} fetchPriority="high" decoding="async" />
          </ResponsivePicture>
        ) : null}
        <RichText blocks={blocks.slice(0, ctaAt)} />
        <NextStep {...cta} />
        <RichText blocks={blocks.slice(ctaAt)} />
      </PageColumn>
      {related.posts.length > 0 ? (
        <PageColumn as={Related} aria-labelledby="related-posts">
          <SectionHeading id="related-posts">{related.heading}</SectionHeading>
          <PostCards posts={related.posts} locale={locale} />
        </PageColumn>
      ) : null}
    </>
  );
}
