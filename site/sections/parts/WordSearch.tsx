import type { SectionOf } from '../../../domain/content/sections.ts';
import { WordSearchBody, type WordSearchSectionData } from '../../words/WordSearchSection.tsx';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

/** A word tool's search and its most looked-up words (site/words/). */
export function WordSearchSection({ section, data, tone }: { section: SectionOf<'word-search'>; data: WordSearchSectionData; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead} reading>
      <WordSearchBody data={data} />
    </Frame>
  );
}
