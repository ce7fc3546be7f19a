import type { Locale } from '../../domain/constants.ts';
import type { LevelTestQuestion } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { answerField, choiceIndex, SKIP } from '../../domain/level-test/form.ts';
import { levelTestResultPath, scoreLevelTest } from '../../domain/level-test/scoring.ts';
import { track } from '../platform/analytics/index.ts';
import { useStepProgress } from '../platform/use-step-progress.ts';
import { PureLevelTest } from './PureLevelTest/PureLevelTest.tsx';

/** Where a test in progress is kept, so a reload or a visit later goes on from the same question. */
export const LEVEL_TEST_STORAGE_KEY = 'level-test:progress';
/** A test left for a week starts again. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export interface LevelTestProps {
  questions: LevelTestQuestion[];
  locale: Locale;
  /** Opens the result page (a test's own stand-in aside). */
  open?: (url: string) => void;
}

const openPage = (url: string) => window.location.assign(url);

/** The level test as the page runs it: one question at a time, kept across reloads, scored here. */
export function LevelTest({ questions, locale, open = openPage }: LevelTestProps) {
  const total = questions.length;
  const { form, restored, finish } = useStepProgress({
    storageKey: LEVEL_TEST_STORAGE_KEY,
    keptForMs: KEPT_FOR_MS,
    questions: questions.map((question) => ({ slug: question.slug, field: answerField(question.slug) })),
    focusId: (slug) => `question-${slug}-counter`,
    onStart: () => track({ event: 'level_test_started', total }),
    onAnswered: (step, question, value) => track({ event: 'level_test_answered', step: step + 1, question, skipped: value === SKIP }),
    onAbandon: (step) => track({ event: 'level_test_abandoned', step: step + 1, total }),
    onComplete: (given) => {
      const result = scoreLevelTest(questions, Object.fromEntries(Object.entries(given).map(([slug, value]) => [slug, choiceIndex(value)])));
      finish({ forget: true });
      track({ event: 'level_test_completed', level: result.level, correct: result.correct, total: result.total });
      open(localizePath(levelTestResultPath(result.level), locale));
    },
  });
  return <PureLevelTest key={restored} questions={questions} locale={locale} {...form} />;
}
