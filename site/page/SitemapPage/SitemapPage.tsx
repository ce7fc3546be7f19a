import { useId } from 'react';
import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PageColumn, PageHeading, PageLead, SectionHeading } from '../../../design-system/PageLayout/index.ts';

export interface SitemapPageProps {
  heading: string;
  lead: string;
  groups: Array<{ title: string; links: Array<{ href: string; label: string }> }>;
}

const Groups = styled('div', {
  display: 'grid',
  gap: '$7',
  '@sm': { gridTemplateColumns: 'repeat(2, 1fr)' },
  '@md': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '@lg': { gridTemplateColumns: 'repeat(4, 1fr)' },
});
const Group = styled('section', { display: 'grid', alignContent: 'start', gap: '$3' });
const Links = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

function SitemapGroup({ title, links }: SitemapPageProps['groups'][number]) {
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      <Links>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="subtle">
              {link.label}
            </Link>
          </li>
        ))}
      </Links>
    </Group>
  );
}

/** The HTML sitemap: every page of the locale, in named groups. */
export function SitemapPage({ heading, lead, groups }: SitemapPageProps) {
  return (
    <PageColumn>
      <PageHeading>{heading}</PageHeading>
      <PageLead>{lead}</PageLead>
      <Groups>
        {groups.map((group) => (
          <SitemapGroup key={group.title} {...group} />
        ))}
      </Groups>
    </PageColumn>
  );
}
