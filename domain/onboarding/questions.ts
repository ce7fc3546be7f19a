// The questions of the onboarding funnel and of the tutor onboarding, as the CMS holds them: an
// editor rewords, reorders and hints; what each answer means is fixed here, per question, so the
// rules (recommend.ts, the tutor match) can read it. A question whose key does not belong to its
// funnel, or with an answer the site does not know, is hidden and logged like any bad record.
import * as v from 'valibot';
import { entry, shortText, text } from '../content/schemas.ts';
import { ANSWER_VALUES, FUNNEL_KEYS, FUNNELS, isAnswer, type FunnelAnswers, type QuestionKey } from './answers.ts';

export * from './answers.ts';

export const FunnelQuestionSchema = v.pipe(
  v.object({
    ...entry,
    funnel: v.picklist(FUNNELS),
    key: v.picklist(Object.keys(ANSWER_VALUES) as QuestionKey[]),
    order: v.pipe(v.number(), v.integer()),
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

/** Answers the server accepts with a subscription or a booking: known questions, known values. */
export const FunnelAnswersSchema = v.pipe(
  v.record(v.string(), v.string(), 'must be an object of answers'),
  v.check((answers) => Object.keys(answers).length <= Object.keys(ANSWER_VALUES).length, 'must hold at most one answer a question'),
  v.check((answers) => Object.entries(answers).every(([key, value]) => isAnswer(key, value)), 'must hold only known questions and answers'),
  v.transform((answers) => answers as FunnelAnswers),
);
