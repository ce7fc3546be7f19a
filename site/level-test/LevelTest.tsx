import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { Locale } from '../../domain/constants.ts';
import type { LevelTestQuestion } from '../../domain/content/collections.ts';
import { formQuestions, levelTestPath, newSeed, QUESTIONS_PER_LEVEL } from '../../domain/level-test/adaptive.ts';
import { answerField, choiceIndex, SKIP } from '../../domain/level-test/form.ts';
import { levelTestResultUrl } from '../../domain/level-test/result-skills.ts';
import { scoreLevelTest, TESTED_LEVELS } from '../../domain/level-test/scoring.ts';
import { track } from '../platform/analytics/index.ts';
import { localStore } from '../platform/storage/storage.ts';
import { useStepProgress } from '../platform/use-step-progress.ts';
import { PureLevelTest } from './PureLevelTest/PureLevelTest.tsx';

/** Where a test in progress is kept, so a reload or a visit later goes on from the same question. */
export const LEVEL_TEST_STORAGE_KEY = 'level-test:progress';
/** The attempt's seed (its questions and the order of their choices), kept as long as its answers. */
export const LEVEL_TEST_SEED_KEY = 'level-test:seed';
/** A test left for a week starts again. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const SeedSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4_294_967_295));

export interface LevelTestProps {
  /** The question bank (the CMS's): the adaptive test draws from it; without a script, its form. */
  questions: LevelTestQuestion[];
  locale: Locale;
  /** Opens the result page (a test's own stand-in aside). */
  open?: (url: string) => void;
  /** A new attempt's seed (tests fix it). */
  drawSeed?: () => number;
}

const openPage = (url: string) => window.location.assign(url);
const asAnswers = (given: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(given).map(([slug, value]) => [slug, choiceIndex(value)]));

/**
 * The level test as the page runs it: adaptive (domain/level-test/adaptive.ts), one question at a
 * time, kept across reloads with its seed, scored here. Until the script has run the page is the
 * form without JavaScript, whose first question is the attempt's first too.
 */
export function LevelTest({ questions, locale, open = openPage, drawSeed = newSeed }: LevelTestProps) {
  const [seed, setSeed] = useState<number | null>(null);
  // Once, when the island hydrates: the server's page is the form, with no attempt of its own.
  useEffect(() => {
    const kept = localStore.get(LEVEL_TEST_SEED_KEY, SeedSchema);
    const attempt = kept ?? drawSeed();
    if (kept === null) localStore.set(LEVEL_TEST_SEED_KEY, attempt, { expiresInMs: KEPT_FOR_MS });
    // The one render after hydration that turns the form into the attempt (storage is the browser's).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeed(attempt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const form = formQuestions(questions).map((question) => ({ question, shown: question.choices.map((_, index) => index) }));
  const pathOf = (given: Readonly<Record<string, string>>) => (seed === null ? { asked: form, done: false } : levelTestPath(questions, seed, asAnswers(given)));
  const most = QUESTIONS_PER_LEVEL * TESTED_LEVELS.length;

  const { form: state, answers, restored, finish } = useStepProgress({
    storageKey: LEVEL_TEST_STORAGE_KEY,
    keptForMs: KEPT_FOR_MS,
    questions: (given) => pathOf(given).asked.map(({ question }) => ({ slug: question.slug, field: answerField(question.slug) })),
    focusId: (slug) => `question-${slug}-counter`,
    onStart: () => track({ event: 'level_test_started', total: most }),
    onAnswered: (step, question, value) => track({ event: 'level_test_answered', step: step + 1, question, skipped: value === SKIP }),
    onAbandon: (step) => track({ event: 'level_test_abandoned', step: step + 1, total: most }),
    onComplete: (given) => {
      const path = pathOf(given);
      if (!path.done) return;
      const result = scoreLevelTest(
        path.asked.map(({ question }) => question),
        asAnswers(given),
      );
      finish({ forget: true });
      localStore.remove(LEVEL_TEST_SEED_KEY);
      track({ event: 'level_test_completed', level: result.level, correct: result.correct, total: result.total });
      open(levelTestResultUrl(result, locale));
    },
  });
  const path = pathOf(answers);
  // How far: the levels behind the visitor, and the questions of this one.
  const levelsAsked = new Set(path.asked.map(({ question }) => question.level)).size;
  const atThisLevel = path.asked.filter(({ question }) => question.level === path.asked.at(-1)?.question.level).length;
  const progress = seed === null ? undefined : (levelsAsked - 1 + atThisLevel / QUESTIONS_PER_LEVEL) / new Set(questions.map((question) => question.level)).size;
  return <PureLevelTest key={`${restored} ${seed ?? ''}`} asked={path.asked} finishing={seed === null || path.done} progress={progress} locale={locale} {...state} />;
}
