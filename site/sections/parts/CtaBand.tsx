import { Button } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { CONTENT_WIDTH, PALETTE } from '../../../tokens/index.ts';
import { CtaForVisitor } from './CtaForVisitor.tsx';

const Root = styled('section', { paddingInline: '$5', paddingBlock: '$8' });
const Inner = styled('div', {
  display: 'grid',
  gap: '$5',
  justifyItems: 'start',
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  padding: '$8 $6',
  borderRadius: '$xl',
  variants: {
    // Without a CMS colour: the accent band.
    accent: { true: { backgroundColor: '$accent', color: '$textOnAccent', '--ls-colors-focusRing': '$colors$textOnAccent' } },
  },
  '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: '$9 $8' },
});
const Heading = styled('h2', { margin: 0, typeRole: 'section' });
const Text = styled('p', { margin: 0, typeRole: 'lead', marginBlockStart: '$3' });

/** One call to action on a coloured band (the CMS's palette colour, or the accent). */
export function CtaBandSection({ section }: { section: SectionOf<'cta-band'> }) {
  const { heading, text, cta, signedInCta, background } = section;
  // The accent button on a light band; on the accent or a dark colour, the light one.
  const surface = background ? { color: PALETTE.Black, ...background } : undefined;
  const onLight = surface?.color === PALETTE.Black;
  const button = (target: typeof cta) => (
    <Button href={target.href} size="lg" variant={onLight ? 'primary' : 'secondary'}>
      {target.label}
    </Button>
  );
  return (
    <Root aria-labelledby={`${section.key}-heading`}>
      <Inner accent={!surface} style={surface}>
        <div>
          <Heading id={`${section.key}-heading`}>{heading}</Heading>
          {text ? <Text>{text}</Text> : null}
        </div>
        <CtaForVisitor cta={cta} signedInCta={signedInCta} render={button} />
      </Inner>
    </Root>
  );
}
