import { FeatureIcon } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { Grid, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const Item = styled('li', { display: 'grid', alignContent: 'start', gap: '$3' });
const Mark = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 52,
  blockSize: 52,
  borderRadius: '$md',
  backgroundColor: '$accentSurface',
  color: '$accent',
});
const Title = styled('h3', { margin: 0, typeRole: 'h3' });
const Text = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });

/** Three to six benefits, each with its icon. */
export function FeaturesSection({ section, tone }: { section: SectionOf<'features'>; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      <Grid cards="narrow">
        {section.items.map((item) => (
          <Item key={item.title}>
            <Mark>
              <FeatureIcon name={item.icon} />
            </Mark>
            <Title>{item.title}</Title>
            <Text>{item.text}</Text>
          </Item>
        ))}
      </Grid>
    </Frame>
  );
}
