import { Button } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PageColumn, PageHeading, PageLead } from '../layout.ts';

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

export interface HeroProps {
  heading: string;
  lead: string;
  cta: { label: string; href: string };
}

/** The top of a landing page: the page's own heading, what it offers, one call to action. */
export function Hero({ heading, lead, cta }: HeroProps) {
  return (
    <PageColumn as="section">
      <PageHeading>{heading}</PageHeading>
      <PageLead>{lead}</PageLead>
      <Actions>
        <Button href={cta.href} size="lg">
          {cta.label}
        </Button>
      </Actions>
    </PageColumn>
  );
}
