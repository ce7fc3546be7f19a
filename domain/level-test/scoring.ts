// The level test's one rule, the same for the page that scores in the browser and the server that
// scores the form posted without JavaScript.
//
// Questions are tagged with the level they test (A1 to C2; below A1 is A0) and the skill. A level
// is reached with three quarters of the questions asked at it answered right (3 of 4; the adaptive
// test, adaptive.ts, stops a level as soon as this is decided: 3 right of 3, or 2 wrong). The result
// is the highest level reached with every level below it reached too: a lucky guess at C2 does not
// lift someone who missed most of B1. A level with no questions is skipped (an editor who removes
// the C2 questions makes C1 the top).
import type { LevelCode } from '../constants.ts';

export const TESTED_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const satisfies readonly LevelCode[];
export type TestedLevel = (typeof TESTED_LEVELS)[number];

/** What a question tests besides its level (the CMS's enumeration is checked against it, tests/contract/model.test.ts). */
export const LEVEL_TEST_SKILLS = ['grammar', 'vocabulary', 'reading'] as const;
export type LevelTestSkill = (typeof LEVEL_TEST_SKILLS)[number];

/** The share of a level's questions to answer right to reach it. */
export const PASS_SHARE = 3 / 4;

export interface ScoredQuestion {
  slug: string;
  level: TestedLevel;
  skill: LevelTestSkill;
  /** Index of the right choice, as the CMS orders them. */
  answer: number;
}

/** The choice made for each question (its index), by slug; a question left out counts as wrong. */
export type Answers = Readonly<Record<string, number | undefined>>;

export interface Tally {
  correct: number;
  total: number;
}

export interface LevelTestResult extends Tally {
  level: LevelCode;
  /** Right answers and questions at each level that has questions, easiest first. */
  byLevel: Array<Tally & { level: TestedLevel; reached: boolean }>;
  /** Right answers and questions of each skill asked, in the skills' order. */
  bySkill: Array<Tally & { skill: LevelTestSkill }>;
}

export const neededToReach = (questions: number) => Math.ceil(questions * PASS_SHARE - 1e-9);

export function scoreLevelTest(questions: readonly ScoredQuestion[], answers: Answers): LevelTestResult {
  const isRight = (question: ScoredQuestion) => answers[question.slug] === question.answer;
  const tally = (asked: readonly ScoredQuestion[]): Tally => ({ correct: asked.filter(isRight).length, total: asked.length });
  const byLevel = TESTED_LEVELS.map((level) => {
    const counted = tally(questions.filter((question) => question.level === level));
    return { level, ...counted, reached: counted.total > 0 && counted.correct >= neededToReach(counted.total) };
  }).filter((row) => row.total > 0);
  let level: LevelCode = 'A0';
  for (const row of byLevel) {
    if (!row.reached) break;
    level = row.level;
  }
  const bySkill = LEVEL_TEST_SKILLS.map((skill) => ({ skill, ...tally(questions.filter((question) => question.skill === skill)) })).filter((row) => row.total > 0);
  return { level, ...tally(questions), byLevel, bySkill };
}

/** Where a result is shown, in every locale: /test-your-english-level/result/b1. */
export const LEVEL_TEST_PATH = '/test-your-english-level';
export const levelTestResultPath = (level: LevelCode) => `${LEVEL_TEST_PATH}/result/${level.toLowerCase()}`;
