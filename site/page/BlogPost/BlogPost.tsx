import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
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
      {cover ? <Cover src={cover.url} alt={cover.alt} width={cover.width ?? 1200} height={cover.height ?? 630} fetchPriority="high" decoding="async" /> : null}
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </PageColumn>
  );
}
