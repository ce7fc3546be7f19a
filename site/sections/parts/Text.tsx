import { styled } from '../../../design-system/stitches.config.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const Body = styled('div', { display: 'grid', gap: '$4', '& p': { margin: 0, textPreset: 18 } });

/** A heading and paragraphs, in a column narrow enough to read. */
export function TextSection({ section, tone }: { section: SectionOf<'text'>; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} reading>
      <Body>
        {section.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Body>
    </Frame>
  );
}
