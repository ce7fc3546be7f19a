import { styled } from '../../../design-system/stitches.config.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const List = styled('ol', {
  display: 'grid',
  gap: '$6',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' },
});
const Step = styled('li', {
  display: 'grid',
  alignContent: 'start',
  gap: '$3',
  counterIncrement: 'step',
  '&::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    inlineSize: 44,
    blockSize: 44,
    borderRadius: '$pill',
    backgroundColor: '$accent',
    color: '$textOnAccent',
    textPreset: 18,
    fontWeight: '$bold',
  },
});
const Title = styled('h3', { margin: 0, typeRole: 'h3' });
const Text = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });

/** How it works: numbered steps, side by side on a wide screen. */
export function StepsSection({ section, tone }: { section: SectionOf<'steps'>; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      <List>
        {section.items.map((item) => (
          <Step key={item.title}>
            <Title>{item.title}</Title>
            <Text>{item.text}</Text>
          </Step>
        ))}
      </List>
    </Frame>
  );
}
