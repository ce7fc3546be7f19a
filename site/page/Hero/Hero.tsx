import { Button } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';

const Section = styled('section', {
  display: 'grid',
  gap: '$5',
  maxWidth: 1200,
  boxSizing: 'content-box',
  marginInline: 'auto',
  paddingBlock: '$9',
  paddingInline: '$5',
  '@md': { paddingBlock: '$10' },
});

const Heading = styled('h1', { margin: 0, textPreset: 40, '@md': { textPreset: 64 } });
const Lead = styled('p', { margin: 0, textPreset: 18, color: '$textMuted', maxWidth: '40em', '@md': { textPreset: 20 } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

export interface HeroProps {
  heading: string;
  lead: string;
  cta: { label: string; href: string };
}

/** The top of a landing page: the page's own heading, what it offers, one call to action. */
export function Hero({ heading, lead, cta }: HeroProps) {
  return (
    <Section>
      <Heading>{heading}</Heading>
      <Lead>{lead}</Lead>
      <Actions>
        <Button href={cta.href} size="lg">
          {cta.label}
        </Button>
      </Actions>
    </Section>
  );
}
