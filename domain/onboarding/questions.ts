// The questions of the onboarding funnel and of the tutor onboarding, as the CMS holds them: an
// editor rewords, reorders and hints; what each answer means is fixed here, per question, so the
// rules (recommend.ts, the tutor match) can read it. A question whose key does not belong to its
// funnel, or with an answer the site does not know, is hidden and logged like any bad record.
import * as v from 'valibot';
import { APP_LANGUAGES, LEVEL_CODES } from '../constants.ts';
import { entry, shortText, text } from '../content/schemas.ts';
import { DAILY_MINUTES, LEARNING_FORMATS, ONBOARDING_GOALS } from './recommend.ts';

export const FUNNELS = ['onboarding', 'tutoring'] as const;
export type Funnel = (typeof FUNNELS)[number];

/** The answers each question may have, by the question's key. */
export const ANSWER_VALUES = {
  language: APP_LANGUAGES,
  goal: ONBOARDING_GOALS,
  level: [...LEVEL_CODES, 'unknown'],
  minutes: DAILY_MINUTES.map(String),
  format: LEARNING_FORMATS,
  /** Relative to the locale's tutors' prices, so it holds in every currency. */
  budget: ['lowest', 'middle', 'any'],
  when: ['mornings', 'afternoons', 'evenings', 'weekends'],
} as const satisfies Record<string, readonly string[]>;
export type QuestionKey = keyof typeof ANSWER_VALUES;

/** The questions each funnel asks (in the CMS's order), each once. */
export const FUNNEL_KEYS: Record<Funnel, readonly QuestionKey[]> = {
  onboarding: ['language', 'goal', 'level', 'minutes', 'format'],
  tutoring: ['goal', 'level', 'budget', 'when'],
};

export const FunnelQuestionSchema = v.pipe(
  v.object({
    ...entry,
    funnel: v.picklist(FUNNELS),
    key: v.picklist(Object.keys(ANSWER_VALUES) as QuestionKey[]),
    order: v.number(),
    prompt: shortText,
    hint: v.nullish(text),
    choices: v.pipe(v.array(v.object({ value: v.pipe(v.string(), v.maxLength(40)), label: shortText })), v.minLength(2), v.maxLength(12)),
  }),
  v.check((question) => FUNNEL_KEYS[question.funnel].includes(question.key), 'key: not a question of its funnel'),
  v.check(
    (question) => question.choices.every((choice) => (ANSWER_VALUES[question.key] as readonly string[]).includes(choice.value)),
    'choices: a value the site does not know for this question',
  ),
  v.check((question) => new Set(question.choices.map((choice) => choice.value)).size === question.choices.length, 'choices: a value given twice'),
  v.transform((question) => ({ ...question, hint: question.hint?.trim() ? question.hint : null })),
);

export type FunnelQuestion = v.InferOutput<typeof FunnelQuestionSchema>;
