// The level test's one rule, the same for the page that scores in the browser and the server that
// scores the form posted without JavaScript.
//
// Questions are tagged with the level they test (A1 to C2; below A1 is A0). A level is reached
// when at least two thirds of its questions are answered right (3 of 4, 2 of 3). The result is the
// highest level reached with every level below it reached too: a lucky guess at C2 does not lift
// someone who missed most of B1. A level with no questions is skipped (an editor who removes the
// C2 questions makes C1 the top).
import type { LevelCode } from '../constants.ts';

export const TESTED_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const satisfies readonly LevelCode[];
export type TestedLevel = (typeof TESTED_LEVELS)[number];

/** The share of a level's questions to answer right to reach it. */
export const PASS_SHARE = 2 / 3;

export interface ScoredQuestion {
  slug: string;
  level: TestedLevel;
  /** Index of the right choice. */
  answer: number;
}

/** The choice made for each question (its index), by slug; a question left out counts as wrong. */
export type Answers = Readonly<Record<string, number | undefined>>;

export interface LevelTestResult {
  level: LevelCode;
  correct: number;
  total: number;
  /** Right answers and questions at each level that has questions, easiest first. */
  byLevel: Array<{ level: TestedLevel; correct: number; total: number; reached: boolean }>;
}

export const neededToReach = (questions: number) => Math.ceil(questions * PASS_SHARE - 1e-9);

export function scoreLevelTest(questions: readonly ScoredQuestion[], answers: Answers): LevelTestResult {
  const byLevel = TESTED_LEVELS.map((level) => {
    const asked = questions.filter((question) => question.level === level);
    const correct = asked.filter((question) => answers[question.slug] === question.answer).length;
    return { level, correct, total: asked.length, reached: asked.length > 0 && correct >= neededToReach(asked.length) };
  }).filter((row) => row.total > 0);
  let level: LevelCode = 'A0';
  for (const row of byLevel) {
    if (!row.reached) break;
    level = row.level;
  }
  return {
    level,
    correct: byLevel.reduce((sum, row) => sum + row.correct, 0),
    total: byLevel.reduce((sum, row) => sum + row.total, 0),
    byLevel,
  };
}

/** Where a result is shown, in every locale: /test-your-english-level/result/b1. */
export const LEVEL_TEST_PATH = '/test-your-english-level';
export const levelTestResultPath = (level: LevelCode) => `${LEVEL_TEST_PATH}/result/${level.toLowerCase()}`;
