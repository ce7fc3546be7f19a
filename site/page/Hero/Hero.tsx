import { Button } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PageColumn, PageHeading, PageLead } from '../layout.ts';

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
/** Shown only when the visitor meets the condition (decided by CSS before paint). */
const When = styled('span', { display: 'contents' });

interface Cta {
  label: string;
  href: string;
}

export interface HeroProps {
  heading: string;
  lead: string;
  cta: Cta;
  /** The call to action for signed-in visitors instead (the home page's Back to Studying). */
  signedInCta?: Cta;
}

/** The top of a landing page: the page's own heading, what it offers, one call to action. */
export function Hero({ heading, lead, cta, signedInCta }: HeroProps) {
  const button = ({ label, href }: Cta) => (
    <Button href={href} size="lg">
      {label}
    </Button>
  );
  return (
    <PageColumn as="section">
      <PageHeading>{heading}</PageHeading>
      <PageLead>{lead}</PageLead>
      <Actions>
        {signedInCta ? (
          <>
            <When data-when="signed-out">{button(cta)}</When>
            <When data-when="signed-in">{button(signedInCta)}</When>
          </>
        ) : (
          button(cta)
        )}
      </Actions>
    </PageColumn>
  );
}
