import { LEVEL_CODES } from '../constants.ts';
import { levelTestResultPath, neededToReach, scoreLevelTest, TESTED_LEVELS, type ScoredQuestion, type TestedLevel } from './scoring.ts';

/** Four questions at A1 and A2, three at B1 to C2 (the seeded test's shape); the right option is 0. */
const COUNTS: Record<TestedLevel, number> = { A1: 4, A2: 4, B1: 3, B2: 3, C1: 3, C2: 3 };
const QUESTIONS: ScoredQuestion[] = TESTED_LEVELS.flatMap((level) => Array.from({ length: COUNTS[level] }, (_, index) => ({ slug: `${level}-${index}`, level, answer: 0 })));

/** Right answers to the first `right[level]` questions of each level, wrong ones to the rest. */
const answering = (right: Partial<Record<TestedLevel, number>>) =>
  Object.fromEntries(QUESTIONS.map((question) => [question.slug, Number(question.slug.split('-')[1]) < (right[question.level] ?? 0) ? 0 : 1]));

describe('scoreLevelTest', () => {
  it('needs two thirds of a level right: 3 of 4, 2 of 3', () => {
    expect(neededToReach(4)).toBe(3);
    expect(neededToReach(3)).toBe(2);
    expect(neededToReach(6)).toBe(4);
    expect(neededToReach(1)).toBe(1);
  });

  it('places nothing right, or too little of A1, at A0', () => {
    expect(scoreLevelTest(QUESTIONS, {}).level).toBe('A0');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 2, A2: 4, B1: 3 })).level).toBe('A0');
  });

  it('places everything right at C2, with the count of right answers', () => {
    const result = scoreLevelTest(QUESTIONS, answering(COUNTS));
    expect(result).toMatchObject({ level: 'C2', correct: 20, total: 20 });
    expect(result.byLevel.every((row) => row.reached)).toBe(true);
  });

  it('stops at the first level not reached, whatever comes after it', () => {
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 3, A2: 3, B1: 2, B2: 1, C1: 3, C2: 3 })).level).toBe('B1');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 4, A2: 2, B1: 3 })).level).toBe('A1');
  });

  it('reaches a level at exactly two thirds and not one answer below', () => {
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 3, A2: 3, B1: 2, B2: 2 })).level).toBe('B2');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 3, A2: 3, B1: 2, B2: 1 })).level).toBe('B1');
  });

  it('counts a question left out, or an answer to a question it does not have, as nothing', () => {
    const answers = { ...answering({ A1: 4 }), 'A1-0': undefined, 'Z9-0': 0 };
    expect(scoreLevelTest(QUESTIONS, answers)).toMatchObject({ level: 'A1', correct: 3 });
  });

  it('skips a level with no questions', () => {
    const withoutC2 = QUESTIONS.filter((question) => question.level !== 'C2');
    expect(scoreLevelTest(withoutC2, answering(COUNTS))).toMatchObject({ level: 'C1', total: 17 });
    expect(scoreLevelTest([], {})).toMatchObject({ level: 'A0', correct: 0, total: 0 });
  });
});

describe('levelTestResultPath', () => {
  it('has one page per level', () => {
    expect(LEVEL_CODES.map(levelTestResultPath)).toContain('/test-your-english-level/result/b1');
    expect(new Set(LEVEL_CODES.map(levelTestResultPath)).size).toBe(LEVEL_CODES.length);
  });
});
