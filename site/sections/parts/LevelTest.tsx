import type { Locale } from '../../../domain/constants.ts';
import type { LevelTestQuestion } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { Island } from '../../islands/island.tsx';
import levelTestIsland from '../../level-test/level-test.island.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

/** The level test (site/level-test): the only section with a script of its own, loaded on its page alone. */
export function LevelTestSection({ section, data, locale, tone }: { section: SectionOf<'level-test'>; data: LevelTestQuestion[]; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead} reading>
      {data.length === 0 ? <Empty>{SECTION_COPY[locale].nothingYet}</Empty> : <Island island={levelTestIsland} props={{ questions: data, locale }} />}
    </Frame>
  );
}
