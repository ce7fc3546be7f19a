import { Link, ResponsivePicture } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { imageSources } from '../../../domain/content/responsive-image.ts';
import type { ImageView } from '../../../domain/content/schemas.ts';
import { PageColumn, PageHeading, Paragraph, SmallPrint } from '../layout.ts';

const Cover = styled('img', { display: 'block', inlineSize: '100%', blockSize: 'auto', borderRadius: '$lg', aspectRatio: '1200 / 630', backgroundColor: '$surfaceMuted' });

export interface BlogPostProps {
  heading: string;
  byline: string;
  paragraphs: string[];
  /** The post's cover (decorative: the title says what the post is). */
  cover: ImageView | null;
  back: { href: string; label: string };
}

/** One post of the blog: a way back to all posts, its title, author, date and reading time, its cover, its text. */
export function BlogPost({ heading, byline, paragraphs, cover, back }: BlogPostProps) {
  return (
    <PageColumn as="article" reading>
      <SmallPrint>
        <Link href={back.href}>{back.label}</Link>
      </SmallPrint>
      <PageHeading>{heading}</PageHeading>
      <SmallPrint>{byline}</SmallPrint>
      {cover ? (
        <ResponsivePicture sources={imageSources(cover)} sizes="(min-width: 800px) 760px, 100vw">
          <Cover src={cover.url} alt={cover.alt} width={cover.width ?? 1200} height={cover.height ?? 630} fetchPriority="high" decoding="async" />
        </ResponsivePicture>
      ) : null}
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </PageColumn>
  );
}
