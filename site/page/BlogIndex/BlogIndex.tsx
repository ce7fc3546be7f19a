import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PageColumn, PageHeading, PageLead, Paragraph, SectionHeading, SmallPrint } from '../layout.ts';

export interface BlogIndexProps {
  heading: string;
  lead: string;
  posts: Array<{ href: string; label: string; excerpt: string; byline: string }>;
}

const Posts = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$5', '@md': { gridTemplateColumns: 'repeat(3, 1fr)' } });
const Card = styled('li', { display: 'grid', alignContent: 'start', gap: '$3', padding: '$5', borderRadius: '$lg', backgroundColor: '$surfaceMuted' });

/** The blog's front page: every post, newest first, each a card with its title as the link. */
export function BlogIndex({ heading, lead, posts }: BlogIndexProps) {
  return (
    <PageColumn>
      <PageHeading>{heading}</PageHeading>
      <PageLead>{lead}</PageLead>
      <Posts>
        {posts.map((post) => (
          <Card key={post.href}>
            <SectionHeading>
              <Link href={post.href} variant="subtle">
                {post.label}
              </Link>
            </SectionHeading>
            <SmallPrint>{post.byline}</SmallPrint>
            <Paragraph>{post.excerpt}</Paragraph>
          </Card>
        ))}
      </Posts>
    </PageColumn>
  );
}
