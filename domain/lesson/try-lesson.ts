// The lesson a visitor can try on the site (about two minutes, no sign-up): four of the exercise
// kinds the app teaches with, over one situation (a café), in one table. The English is here; what
// the visitor reads in their own language (instructions, meanings) is the `lesson` catalog's, by
// each step's id. The right answer sits at a different place in each step, so tapping the first
// choice every time does not pass it.
import type { LevelCode } from '../constants.ts';

export type LessonStep =
  /** Hear an English sentence (speech synthesis), choose it among look-alikes; without speech, its meaning is shown instead. */
  | { kind: 'listen'; id: string; sentence: string; choices: readonly string[]; answer: number }
  /** Read an English sentence, choose its meaning (the choices are the catalog's, in the visitor's language). */
  | { kind: 'meaning'; id: string; sentence: string; answer: number }
  /** Put the words in order: tiles shown in `tiles` order, the sentence is `answer`. */
  | { kind: 'build'; id: string; tiles: readonly string[]; answer: readonly string[]; end: string }
  /** Choose the word that fills the gap. */
  | { kind: 'gap'; id: string; before: string; after: string; choices: readonly string[]; answer: number };

export const TRY_LESSON: readonly LessonStep[] = [
  { kind: 'listen', id: 'coffee', sentence: 'Can I have a coffee, please?', choices: ['Can I have a cookie, please?', 'Can I have a coffee, please?', 'Can you make a copy, please?'], answer: 1 },
  { kind: 'meaning', id: 'bill', sentence: 'Could we have the bill, please?', answer: 2 },
  { kind: 'build', id: 'tea', tiles: ['tea', "I'd", 'small', 'like', 'a'], answer: ["I'd", 'like', 'a', 'small', 'tea'], end: '.' },
  { kind: 'gap', id: 'price', before: 'How', after: 'is it?', choices: ['many', 'much', 'more'], answer: 1 },
  { kind: 'listen', id: 'here', sentence: 'Here you are.', choices: ['Where are you?', 'Hear you are.', 'Here you are.'], answer: 2 },
  { kind: 'build', id: 'card', tiles: ['card?', 'pay', 'Can', 'by', 'I'], answer: ['Can', 'I', 'pay', 'by', 'card?'], end: '' },
];

/** What the visitor gave: a choice's index, or the tiles in the order they put them. */
export type LessonAnswer = number | readonly string[];

export function isRight(step: LessonStep, given: LessonAnswer): boolean {
  if (step.kind === 'build') return Array.isArray(given) && given.length === step.answer.length && given.every((word, index) => word === step.answer[index]);
  return given === step.answer;
}

/** The sentence a step's right answer makes, to show after a wrong one. */
export function rightAnswer(step: LessonStep): string {
  switch (step.kind) {
    case 'listen':
      return step.choices[step.answer]!;
    case 'gap':
      return `${step.before} ${step.choices[step.answer]} ${step.after}`;
    case 'build':
      return `${step.answer.join(' ')}${step.end}`;
    case 'meaning':
      return step.sentence;
  }
}

/**
 * Where to start, from how many of the steps were right: a suggestion for the onboarding funnel
 * (its ?level=), which the app adjusts as the learner goes; six café sentences cannot place anyone
 * above A2.
 */
export function suggestedLevel(correct: number, total = TRY_LESSON.length): Extract<LevelCode, 'A0' | 'A1' | 'A2'> {
  if (correct >= total) return 'A2';
  if (correct >= Math.ceil(total * 0.6)) return 'A1';
  return 'A0';
}
