import { useContext } from 'react';
import { Button, ResponsivePicture } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Cta, SectionOf } from '../../../domain/content/sections.ts';
import { imageSources } from '../../../domain/content/responsive-image.ts';
import { CONTENT_WIDTH, MEDIA } from '../../../tokens/index.ts';
import { FormFirst } from '../layout.ts';
import { CtaForVisitor } from './CtaForVisitor.tsx';

const Root = styled('section', {
  paddingBlock: '$8',
  paddingInline: '$5',
  '@md': { paddingBlock: '$10' },
  variants: { formFirst: { true: { paddingBlockEnd: '$5', '@md': { paddingBlockEnd: '$10' } } } },
});

const Inner = styled('div', {
  display: 'grid',
  gap: '$7',
  alignItems: 'center',
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  variants: {
    // Text and illustration side by side from md; without an illustration the text has the row.
    illustrated: { true: { '@md': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } } },
  },
});

const Text = styled('div', { display: 'grid', gap: '$5', justifyItems: 'start' });
const Eyebrow = styled('p', { margin: 0, textPreset: 16, fontWeight: '$bold', color: '$accent' });
const Title = styled('h1', { margin: 0, typeRole: 'h1', hyphens: 'auto', overflowWrap: 'anywhere' });
const Lead = styled('p', { margin: 0, typeRole: 'lead', color: '$textMuted', maxWidth: '36em' });
// On a form's page (FormFirst) the buttons and the illustration are for wider screens: a phone's first screen is the form's.
const wideOnly = (display: 'flex' | 'block') => ({ display: 'none', '@md': { display } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', variants: { wideOnly: { true: wideOnly('flex') } } });
const Picture = styled('img', { display: 'block', width: '100%', height: 'auto', maxWidth: 560, justifySelf: 'center', variants: { wideOnly: { true: wideOnly('block') } } });

const CtaButton = ({ cta, variant = 'primary' }: { cta: Cta; variant?: 'primary' | 'outline' }) => (
  <Button href={cta.href} size="lg" variant={variant}>
    {cta.label}
  </Button>
);

/** The top of a page: what it offers, its calls to action, and its illustration (the largest paint: loaded first). */
export function HeroSection({ section }: { section: SectionOf<'hero'> }) {
  const { eyebrow, heading, lead, primaryCta, signedInCta, secondaryCta, image } = section;
  const formFirst = useContext(FormFirst) === 'hero';
  return (
    <Root aria-labelledby={`${section.key}-heading`} formFirst={formFirst}>
      <Inner illustrated={image !== null}>
        <Text>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title id={`${section.key}-heading`}>{heading}</Title>
          <Lead>{lead}</Lead>
          <Actions wideOnly={formFirst}>
            <CtaForVisitor cta={primaryCta} signedInCta={signedInCta} render={(cta) => <CtaButton cta={cta} />} />
            {secondaryCta ? <CtaButton cta={secondaryCta} variant="outline" /> : null}
          </Actions>
        </Text>
        {image ? (
          <ResponsivePicture sources={imageSources(image)} sizes={`${MEDIA.md} 560px, 100vw`} onlyWhere={formFirst ? MEDIA.md : undefined}>
            <Picture wideOnly={formFirst} src={image.url} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} fetchPriority="high" decoding="async" />
          </ResponsivePicture>
        ) : null}
      </Inner>
    </Root>
  );
}
