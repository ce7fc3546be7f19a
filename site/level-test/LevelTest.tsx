import type { FormEvent } from 'react';
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
  const { formRef, progress, restored, error, setError, answered, choose, showStep, finish } = useStepProgress({
    storageKey: LEVEL_TEST_STORAGE_KEY,
    keptForMs: KEPT_FOR_MS,
    questions: questions.map((question) => ({ slug: question.slug, field: answerField(question.slug) })),
    lastStep: total - 1,
    focusId: (slug) => `question-${slug}-counter`,
    onStart: () => track({ event: 'level_test_started', total }),
    onAbandon: (step) => track({ event: 'level_test_abandoned', step: step + 1, total }),
  });
  const current = questions[progress.step];

  const moveOn = () => {
    if (!current || !answered(current.slug)) {
      setError(true);
      return false;
    }
    track({ event: 'level_test_answered', step: progress.step + 1, question: current.slug, skipped: progress.answers[current.slug] === SKIP });
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!moveOn()) return;
    const unanswered = questions.findIndex((question) => !answered(question.slug));
    if (unanswered >= 0) return showStep(unanswered);
    const answers = Object.fromEntries(Object.entries(progress.answers).map(([slug, value]) => [slug, choiceIndex(value)]));
    const result = scoreLevelTest(questions, answers);
    finish({ forget: true });
    track({ event: 'level_test_completed', level: result.level, correct: result.correct, total: result.total });
    open(localizePath(levelTestResultPath(result.level), locale));
  };

  return (
    <PureLevelTest
      key={restored}
      formRef={formRef}
      questions={questions}
      locale={locale}
      step={progress.step}
      answers={progress.answers}
      error={error}
      onChoose={choose}
      onBack={() => showStep(Math.max(progress.step - 1, 0))}
      onNext={() => moveOn() && showStep(Math.min(progress.step + 1, total - 1))}
      onSubmit={onSubmit}
    />
  );
}
