// The level test measures: a visitor who taps by position or at random is placed at A0–A1, and
// one who knows the language up to a level is placed there, over many simulated attempts of the
// adaptive test (with the seeded bank) and of the form without JavaScript.
import { join } from 'node:path';
import { LevelTestQuestionSchema } from '../domain/content/collections.ts';
import { loadContent } from '../server/cms/store.ts';
import { formQuestions, levelTestPath, QUESTIONS_PER_LEVEL, seededRandom, type BankQuestion } from '../domain/level-test/adaptive.ts';
import { LEVEL_TEST_SKILLS, scoreLevelTest, TESTED_LEVELS, type Answers } from '../domain/level-test/scoring.ts';
import * as v from 'valibot';
import type { LevelCode } from '../domain/constants.ts';

const BANK: BankQuestion[] = loadContent(join(import.meta.dirname, '..', 'content'))
  .get('level-test-questions')!
  .map((entry) => v.parse(LevelTestQuestionSchema, entry));

/** How a simulated visitor answers: the index, as the CMS orders the choices, or "I don't know". */
type Strategy = (asked: { question: BankQuestion; shown: number[] }, random: () => number) => number | undefined;

const firstShown: Strategy = ({ shown }) => shown[0];
const lastShown: Strategy = ({ shown }) => shown.at(-1);
const atRandom: Strategy = ({ shown }, random) => shown[Math.floor(random() * shown.length)];
const dontKnow: Strategy = () => undefined;
/** Knows the language up to `level` (right 95% of the time there), guesses above it. */
const knowsUpTo =
  (level: LevelCode): Strategy =>
  (asked, random) =>
    TESTED_LEVELS.indexOf(asked.question.level) <= TESTED_LEVELS.indexOf(level as never) && random() < 0.95 ? asked.question.answer : atRandom(asked, random);

function attempt(seed: number, strategy: Strategy) {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const answers: Record<string, number | undefined> = {};
  for (let step = 0; step < 100; step++) {
    const path = levelTestPath(BANK, seed, answers);
    if (path.done) return { result: scoreLevelTest(path.asked.map(({ question }) => question), answers), asked: path.asked };
    const waiting = path.asked.at(-1)!;
    answers[waiting.question.slug] = strategy(waiting, random);
  }
  throw new Error('the test never ended');
}

/**
 * Seeds 1…2,000 a strategy: the shares are the same to a percent at 1,000, 2,000 and 5,000 (a
 * visitor who knows up to a level is placed there 0.91–0.95 of the time, against 0.8 asked), and
 * 5,000 took 11 s a test idle, past its hang guard on a loaded CI machine.
 */
const ATTEMPTS = 2_000;
/** The simulations are CPU-bound by design: their guard allows a machine 2.5× slower and busy. */
const SIMULATION_TIMEOUT_MS = 90_000;
const levelsOf = (strategy: Strategy) => {
  const counts: Record<string, number> = {};
  for (let seed = 1; seed <= ATTEMPTS; seed++) {
    const { level } = attempt(seed, strategy).result;
    counts[level] = (counts[level] ?? 0) + 1;
  }
  return counts;
};
const share = (counts: Record<string, number>, levels: string[]) => levels.reduce((sum, level) => sum + (counts[level] ?? 0), 0) / ATTEMPTS;

describe('the question bank', () => {
  it('holds at least three tests of each level and every skill at each level', () => {
    for (const level of TESTED_LEVELS) {
      const pool = BANK.filter((question) => question.level === level);
      expect(pool.length, level).toBeGreaterThanOrEqual(3 * QUESTIONS_PER_LEVEL);
      expect(new Set(pool.map((question) => question.skill)), level).toEqual(new Set(LEVEL_TEST_SKILLS));
    }
    expect(BANK.length).toBeGreaterThanOrEqual(3 * QUESTIONS_PER_LEVEL * TESTED_LEVELS.length);
  });

  it('puts the right answers at every position equally, in each level and in the form without JavaScript', () => {
    for (const level of TESTED_LEVELS) {
      const positions = (questions: BankQuestion[]) => questions.filter((question) => question.level === level).map((question) => question.answer).sort();
      const inBank = positions(BANK);
      expect(Math.max(...[0, 1, 2, 3].map((position) => inBank.filter((at) => at === position).length)) - Math.min(...[0, 1, 2, 3].map((position) => inBank.filter((at) => at === position).length)), level).toBeLessThanOrEqual(1);
      expect(positions(formQuestions(BANK)), level).toEqual([0, 1, 2, 3]);
    }
  });
});

describe('the adaptive test', () => {
  it('places a visitor who always taps the first choice, the last, one at random, or "I don\'t know", at A0–A1', () => {
    for (const [name, strategy] of Object.entries({ firstShown, lastShown, atRandom, dontKnow })) {
      const counts = levelsOf(strategy);
      expect(share(counts, ['A0', 'A1']), `${name}: ${JSON.stringify(counts)}`).toBeGreaterThanOrEqual(0.99);
      expect(share(counts, ['B2', 'C1', 'C2']), name).toBe(0);
    }
  }, SIMULATION_TIMEOUT_MS);

  it('places a visitor who knows the language up to a level at that level', () => {
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const) {
      expect(share(levelsOf(knowsUpTo(level)), [level]), level).toBeGreaterThanOrEqual(0.8);
    }
  }, SIMULATION_TIMEOUT_MS);

  it('asks at most four questions a level, of varied skills, and shows each attempt its own order', () => {
    const { asked } = attempt(7, knowsUpTo('C2'));
    for (const level of TESTED_LEVELS) {
      const here = asked.filter(({ question }) => question.level === level);
      expect(here.length).toBeGreaterThanOrEqual(3);
      expect(here.length).toBeLessThanOrEqual(QUESTIONS_PER_LEVEL);
      expect(new Set(here.map(({ question }) => question.skill)).size).toBe(3);
    }
    // The first question is the form's first, as written (shown before the script runs); the others vary by attempt.
    const orders = Array.from({ length: 50 }, (_, seed) => levelTestPath(BANK, seed, { [BANK[0]!.slug]: 0 }).asked);
    expect(new Set(orders.map((asked) => asked[0]!.shown.join()))).toEqual(new Set(['0,1,2,3']));
    expect(new Set(orders.map((asked) => `${asked[1]!.question.slug} ${asked[1]!.shown.join()}`)).size).toBeGreaterThan(20);
  });

  it('is the same path for the same seed and answers, and follows a changed answer', () => {
    const answers: Answers = {};
    const path = levelTestPath(BANK, 42, answers);
    expect(path).toEqual(levelTestPath(BANK, 42, answers));
    expect(path).toMatchObject({ done: false, asked: [{ question: { slug: BANK[0]!.slug } }] });
    // Two wrong answers at A1 end the test at A0.
    const first = path.asked[0]!.question;
    const second = levelTestPath(BANK, 42, { [first.slug]: undefined }).asked[1]!.question;
    const ended = levelTestPath(BANK, 42, { [first.slug]: undefined, [second.slug]: (second.answer + 1) % 4 });
    expect(ended.done).toBe(true);
    expect(scoreLevelTest(ended.asked.map(({ question }) => question), { [first.slug]: undefined, [second.slug]: (second.answer + 1) % 4 }).level).toBe('A0');
  });
});

describe('the form without JavaScript', () => {
  it('places a visitor who answers by position at A0, and one who knows everything at C2', () => {
    const form = formQuestions(BANK);
    expect(form).toHaveLength(QUESTIONS_PER_LEVEL * TESTED_LEVELS.length);
    for (const position of [0, 1, 2, 3]) {
      expect(scoreLevelTest(form, Object.fromEntries(form.map((question) => [question.slug, position]))).level).toBe('A0');
    }
    expect(scoreLevelTest(form, Object.fromEntries(form.map((question) => [question.slug, question.answer])))).toMatchObject({ level: 'C2', correct: 24, total: 24 });
  });
});
