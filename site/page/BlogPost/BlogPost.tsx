import { Link } from '../../../design-system/index.ts';
import { PageColumn, PageHeading, Paragraph, SmallPrint } from '../layout.ts';

export interface BlogPostProps {
  heading: string;
  byline: string;
  paragraphs: string[];
  back: { href: string; label: string };
}

/** One post of the blog: a way back to all posts, its title, author and date, its text. */
export function BlogPost({ heading, byline, paragraphs, back }: BlogPostProps) {
  return (
    <PageColumn as="article" reading>
      <SmallPrint>
        <Link href={back.href}>{back.label}</Link>
      </SmallPrint>
      <PageHeading>{heading}</PageHeading>
      <SmallPrint>{byline}</SmallPrint>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </PageColumn>
  );
}
