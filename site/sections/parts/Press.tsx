import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { Mention } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { SECTION_COPY } from '../copy.ts';
import { Empty, Grid, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const Card = styled('li', { display: 'grid', alignContent: 'start', gap: '$3', margin: 0, padding: '$5', borderInlineStart: '4px solid $colors$accent' });
const Quote = styled('blockquote', { margin: 0, textPreset: 18, fontStyle: 'italic' });
const Source = styled('p', { margin: 0, textPreset: 'small', color: '$textMuted', '& strong': { color: '$text' } });

/** What the press or our partners said: the quote, then who said it. */
export function PressSection({ section, data, locale, tone }: { section: SectionOf<'press'>; data: Mention[]; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading}>
      {data.length === 0 ? (
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      ) : (
        <Grid cards="regular">
          {data.map((mention) => (
            <Card key={mention.documentId}>
              <Quote>{SECTION_COPY[locale].quote({ text: mention.quote })}</Quote>
              <Source>
                <strong>{mention.name}</strong>
                {mention.year ? `, ${mention.year}` : ''}
              </Source>
            </Card>
          ))}
        </Grid>
      )}
    </Frame>
  );
}
