import { LEVEL_CODES } from '../constants.ts';
import { levelTestResultPath, neededToReach, scoreLevelTest, TESTED_LEVELS, type ScoredQuestion, type TestedLevel } from './scoring.ts';

/** The form's shape: four questions a level (grammar, grammar, vocabulary, reading); the right option is 0. */
const SKILLS = ['grammar', 'grammar', 'vocabulary', 'reading'] as const;
const QUESTIONS: ScoredQuestion[] = TESTED_LEVELS.flatMap((level) => SKILLS.map((skill, index) => ({ slug: `${level}-${index}`, level, skill, answer: 0 })));

/** Right answers to the first `right[level]` questions of each level, wrong ones to the rest. */
const answering = (right: Partial<Record<TestedLevel, number>>) =>
  Object.fromEntries(QUESTIONS.map((question) => [question.slug, Number(question.slug.split('-')[1]) < (right[question.level] ?? 0) ? 0 : 1]));
const ALL = { A1: 4, A2: 4, B1: 4, B2: 4, C1: 4, C2: 4 };

describe('scoreLevelTest', () => {
  it('needs three quarters of the questions asked at a level right: 3 of 4, 3 of 3, 2 of 2', () => {
    expect(neededToReach(4)).toBe(3);
    expect(neededToReach(3)).toBe(3);
    expect(neededToReach(2)).toBe(2);
    expect(neededToReach(1)).toBe(1);
  });

  it('places nothing right, or too little of A1, at A0', () => {
    expect(scoreLevelTest(QUESTIONS, {}).level).toBe('A0');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 2, A2: 4, B1: 4 })).level).toBe('A0');
  });

  it('places everything right at C2, with the count of right answers by level and by skill', () => {
    const result = scoreLevelTest(QUESTIONS, answering(ALL));
    expect(result).toMatchObject({ level: 'C2', correct: 24, total: 24 });
    expect(result.byLevel.every((row) => row.reached)).toBe(true);
    expect(result.bySkill).toEqual([
      { skill: 'grammar', correct: 12, total: 12 },
      { skill: 'vocabulary', correct: 6, total: 6 },
      { skill: 'reading', correct: 6, total: 6 },
    ]);
  });

  it('stops at the first level not reached, whatever comes after it', () => {
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 4, A2: 3, B1: 2, B2: 4, C1: 4, C2: 4 })).level).toBe('A2');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 4, A2: 2, B1: 4 })).level).toBe('A1');
  });

  it('reaches a level at exactly three of four and not one answer below', () => {
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 3, A2: 3, B1: 3, B2: 3 })).level).toBe('B2');
    expect(scoreLevelTest(QUESTIONS, answering({ A1: 3, A2: 3, B1: 3, B2: 2 })).level).toBe('B1');
  });

  it('counts a question left out, or an answer to a question it does not have, as nothing', () => {
    const answers = { ...answering({ A1: 4 }), 'A1-0': undefined, 'Z9-0': 0 };
    expect(scoreLevelTest(QUESTIONS, answers)).toMatchObject({ level: 'A1', correct: 3 });
  });

  it('skips a level with no questions, and a skill with none', () => {
    const withoutC2 = QUESTIONS.filter((question) => question.level !== 'C2');
    expect(scoreLevelTest(withoutC2, answering(ALL))).toMatchObject({ level: 'C1', total: 20 });
    expect(scoreLevelTest([], {})).toMatchObject({ level: 'A0', correct: 0, total: 0, bySkill: [] });
    expect(scoreLevelTest(QUESTIONS.filter((question) => question.skill === 'grammar'), {}).bySkill.map((row) => row.skill)).toEqual(['grammar']);
  });
});

describe('levelTestResultPath', () => {
  it('has one page per level', () => {
    expect(LEVEL_CODES.map(levelTestResultPath)).toContain('/test-your-english-level/result/b1');
    expect(new Set(LEVEL_CODES.map(levelTestResultPath)).size).toBe(LEVEL_CODES.length);
  });
});
