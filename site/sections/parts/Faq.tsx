import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { Faq } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { paragraphsOf } from '../../../domain/content/sections.ts';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const List = styled('div', { display: 'grid', gap: '$3' });
// A native disclosure: it opens with a tap, Enter or Space, with JavaScript or without.
const Item = styled('details', {
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  '&[open] > summary::after': { transform: 'rotate(180deg)' },
});
const Question = styled('summary', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$4',
  alignItems: 'center',
  padding: '$5',
  cursor: 'pointer',
  textPreset: 18,
  fontWeight: '$bold',
  listStyle: 'none',
  borderRadius: '$lg',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': {
    content: '""',
    inlineSize: 12,
    blockSize: 12,
    borderInlineEnd: '2.5px solid currentColor',
    borderBlockEnd: '2.5px solid currentColor',
    transform: 'rotate(45deg)',
    marginBlockStart: -6,
    transition: 'transform $fast',
  },
  '&:focus-visible': { focusRing: true },
});
const Answer = styled('div', { display: 'grid', gap: '$3', paddingInline: '$5', paddingBlockEnd: '$5', '& p': { margin: 0, textPreset: 16, color: '$textMuted' } });

/** Questions and answers, each a disclosure (no script needed). */
export function FaqSection({ section, data, locale, tone }: { section: SectionOf<'faq'>; data: Faq[]; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} reading>
      {data.length === 0 ? (
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      ) : (
        <List>
          {data.map((faq) => (
            <Item key={faq.documentId}>
              <Question>{faq.question}</Question>
              <Answer>
                {paragraphsOf(faq.answer).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Answer>
            </Item>
          ))}
        </List>
      )}
    </Frame>
  );
}
