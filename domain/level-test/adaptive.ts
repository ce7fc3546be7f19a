// The level test as the page runs it: adaptive, from a bank of questions several times the length
// of a test. It climbs from A1: at each level it asks up to QUESTIONS_PER_LEVEL questions, of
// skills it has not asked there yet where it can, and stops the level as soon as the rule of
// scoring.ts decides it (3 right: reached, the next level; 2 wrong: missed, the end). Each attempt
// draws its questions and the order of their choices from its own seed, so no position of the
// right answer, and no memorised sequence, carries over from one attempt to the next.
//
// The path is a pure function of the bank, the seed and the answers given: the page recomputes it
// after every answer (a changed earlier answer takes the path where it now leads), and the result
// is scored with scoring.ts from the questions the path asked.
//
// Without JavaScript the page is one form (formQuestions): the first QUESTIONS_PER_LEVEL questions
// of each level as the CMS orders them, choices as written. The bank puts the right answers of those
// at four different positions in each level, so no one position passes a level.
import { neededToReach, TESTED_LEVELS, type Answers, type ScoredQuestion, type TestedLevel } from './scoring.ts';

/** The most questions a level is asked: three right of these reach it. */
export const QUESTIONS_PER_LEVEL = 4;

export interface BankQuestion extends ScoredQuestion {
  order: number;
  choices: readonly string[];
}

export interface AskedQuestion<Q extends BankQuestion = BankQuestion> {
  question: Q;
  /** The choices' indices as the CMS orders them, in the order this attempt shows them. */
  shown: number[];
}

export interface LevelTestPath<Q extends BankQuestion = BankQuestion> {
  /** The questions asked so far, the one waiting for an answer last (unless the test is over). */
  asked: AskedQuestion<Q>[];
  /** Every question asked has an answer and the rule has placed the visitor. */
  done: boolean;
}

/** A small, fast generator of numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed, the same attempt. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const shuffled = (length: number, random: () => number) => {
  const indices = Array.from({ length }, (_, index) => index);
  for (let index = length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [indices[index], indices[other]] = [indices[other]!, indices[index]!];
  }
  return indices;
};

const byLevel = <Q extends BankQuestion>(bank: readonly Q[]) =>
  TESTED_LEVELS.map((level) => ({ level, pool: bank.filter((question) => question.level === level).sort((a, b) => a.order - b.order) })).filter(
    (row) => row.pool.length > 0,
  );

/** The form without JavaScript: the first questions of each level, as the CMS orders them. */
export function formQuestions<Q extends BankQuestion>(bank: readonly Q[]): Q[] {
  return byLevel(bank).flatMap(({ pool }) => pool.slice(0, QUESTIONS_PER_LEVEL));
}

/**
 * The attempt's path so far. The first question is the form's first, its choices as written: the
 * page shows it before its script runs, and it must not change under the visitor's finger.
 */
export function levelTestPath<Q extends BankQuestion>(bank: readonly Q[], seed: number, answers: Answers): LevelTestPath<Q> {
  const random = seededRandom(seed);
  const asked: AskedQuestion<Q>[] = [];
  for (const [levelIndex, { pool }] of byLevel(bank).entries()) {
    const size = Math.min(QUESTIONS_PER_LEVEL, pool.length);
    const needed = neededToReach(size);
    const left = [...pool];
    let right = 0;
    let wrong = 0;
    while (right < needed && wrong <= size - needed) {
      const first = levelIndex === 0 && right + wrong === 0;
      const question = first ? left[0]! : nextOf(left, asked, random);
      left.splice(left.indexOf(question), 1);
      asked.push({ question, shown: first ? question.choices.map((_, index) => index) : shuffled(question.choices.length, random) });
      const answer = answers[question.slug];
      if (!(question.slug in answers)) return { asked, done: false };
      if (answer === question.answer) right += 1;
      else wrong += 1;
    }
    if (right < needed) return { asked, done: true };
  }
  return { asked, done: true };
}

/** A question of the level whose skill this level has asked least, drawn at random among those. */
function nextOf<Q extends BankQuestion>(left: readonly Q[], asked: readonly AskedQuestion<Q>[], random: () => number): Q {
  const level: TestedLevel = left[0]!.level;
  const askedHere = asked.filter(({ question }) => question.level === level).map(({ question }) => question.skill);
  const times = (question: Q) => askedHere.filter((skill) => skill === question.skill).length;
  const fewest = Math.min(...left.map(times));
  const candidates = left.filter((question) => times(question) === fewest);
  return candidates[Math.floor(random() * candidates.length)]!;
}

/** A seed for a new attempt. */
export const newSeed = () => Math.floor(Math.random() * 4_294_967_296);
