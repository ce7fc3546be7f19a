// The level test as a form (the page without JavaScript posts it; the server scores it). Each
// question's radios are `answer.<slug>` (a choice's index, or "skip" for "I don't know"), and
// `key.<slug>` carries its level, skill and right choice: the same key the page's script scores
// with, so nothing is secret in it, and a forged key only misplaces whoever forged it.
import { LOCALES, type Locale } from '../constants.ts';
import { LEVEL_TEST_SKILLS, TESTED_LEVELS, type Answers, type LevelTestSkill, type ScoredQuestion, type TestedLevel } from './scoring.ts';

export const ANSWER_FIELD = 'answer.';
export const KEY_FIELD = 'key.';
export const SKIP = 'skip';
/** More questions than any test would have: a bound on what the server reads. */
export const MAX_QUESTIONS = 50;

export const answerField = (slug: string) => `${ANSWER_FIELD}${slug}`;
/** A choice as the scoring reads it: its index, or nothing for "I don't know". */
export const choiceIndex = (value: string) => (value === SKIP ? undefined : Number(value));
export const keyField = (slug: string) => `${KEY_FIELD}${slug}`;
export const keyValue = (question: ScoredQuestion) => `${question.level}.${question.skill}.${question.answer}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEY = new RegExp(`^(${TESTED_LEVELS.join('|')})\\.(${LEVEL_TEST_SKILLS.join('|')})\\.(\\d{1,2})$`);
const ANSWER = /^(\d{1,2}|skip)$/;

export type ParsedLevelTestForm = { ok: true; locale: Locale; questions: ScoredQuestion[]; answers: Answers } | { ok: false; reason: string };

/** The posted fields (one value each) read into questions and answers, or why not. */
export function parseLevelTestForm(form: Record<string, unknown>): ParsedLevelTestForm {
  const locale = LOCALES.find((candidate) => candidate === form.locale);
  if (!locale) return { ok: false, reason: 'locale: must be one of the site’s locales' };
  const questions: ScoredQuestion[] = [];
  const answers: Record<string, number | undefined> = {};
  for (const [field, value] of Object.entries(form)) {
    if (!field.startsWith(KEY_FIELD)) continue;
    const slug = field.slice(KEY_FIELD.length);
    const key = typeof value === 'string' ? KEY.exec(value) : null;
    if (!SLUG.test(slug) || !key) return { ok: false, reason: `${field}: not a question of the test` };
    if (questions.length === MAX_QUESTIONS) return { ok: false, reason: `more than ${MAX_QUESTIONS} questions` };
    questions.push({ slug, level: key[1] as TestedLevel, skill: key[2] as LevelTestSkill, answer: Number(key[3]) });
    const answer = form[answerField(slug)];
    if (answer === undefined) continue;
    if (typeof answer !== 'string' || !ANSWER.test(answer)) return { ok: false, reason: `${answerField(slug)}: not one of its choices` };
    answers[slug] = choiceIndex(answer);
  }
  if (questions.length === 0) return { ok: false, reason: 'no questions' };
  return { ok: true, locale, questions, answers };
}
