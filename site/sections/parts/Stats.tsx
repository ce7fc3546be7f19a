import { styled } from '../../../design-system/stitches.config.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const List = styled('dl', {
  display: 'grid',
  gap: '$5',
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' },
});
const Item = styled('div', { display: 'flex', flexDirection: 'column-reverse', gap: '$1' });
// Figures written in words ("1,2 millones") must fit half a phone's width.
const Value = styled('dd', { margin: 0, textPreset: 28, fontWeight: '$bold', color: '$accent', '@md': { textPreset: 40 } });
const Label = styled('dt', { textPreset: 16, color: '$textMuted' });

/** Figures that prove it: the figure first to the eye, its label first to a screen reader (a description list). */
export function StatsSection({ section, tone }: { section: SectionOf<'stats'>; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading}>
      <List>
        {section.items.map((item) => (
          <Item key={item.label}>
            <Label>{item.label}</Label>
            <Value>{item.value}</Value>
          </Item>
        ))}
      </List>
    </Frame>
  );
}
