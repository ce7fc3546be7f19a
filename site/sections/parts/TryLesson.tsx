import type { Locale } from '../../../domain/constants.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { Button } from '../../../design-system/index.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { LEVEL_TEST_PATH } from '../../../domain/level-test/scoring.ts';
import { Island } from '../../islands/island.tsx';
import { LESSON_COPY } from '../../lesson/copy.ts';
import tryLessonIsland from '../../lesson/try-lesson.island.tsx';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

/** The lesson to try (site/lesson): its Start button in the page, its script at the first sign of use; without scripts, the level test instead. */
export function TryLessonSection({ section, locale, tone }: { section: SectionOf<'try-lesson'>; locale: Locale; tone: BandTone }) {
  const copy = LESSON_COPY[locale];
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      <Island island={tryLessonIsland} props={{ locale }} />
      <noscript>
        <p style={{ margin: 0 }}>{copy.noscript}</p>
        <Button href={localizePath(LEVEL_TEST_PATH, locale)} variant="outline">
          {copy.levelTest}
        </Button>
      </noscript>
    </Frame>
  );
}
