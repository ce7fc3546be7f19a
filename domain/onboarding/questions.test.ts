import enQuestions from '../../content/funnel-questions.en.json';
import ukQuestions from '../../content/funnel-questions.uk.json';
import { validate } from '../content/schemas.ts';
import { FUNNEL_KEYS, FunnelQuestionSchema } from './questions.ts';

const record = (fields: object) => ({ id: 1, documentId: 'q', locale: 'en', ...fields });
const GOAL = { funnel: 'onboarding', key: 'goal', order: 2, prompt: 'What are you learning for?', choices: [{ value: 'work', label: 'Work' }, { value: 'travel', label: 'Travel' }] };

describe('FunnelQuestionSchema', () => {
  it('accepts every seeded question, and the seeds ask each funnel’s questions once', () => {
    for (const seeded of [enQuestions, ukQuestions]) {
      const questions = seeded.map((question) => validate(FunnelQuestionSchema, record(question)));
      expect(questions.every((result) => result.ok)).toBe(true);
      for (const [funnel, keys] of Object.entries(FUNNEL_KEYS)) {
        expect(seeded.filter((question) => question.funnel === funnel).map((question) => question.key)).toEqual(keys);
      }
    }
  });

  it('hides a question an editor broke, and says which part', () => {
    expect(validate(FunnelQuestionSchema, record(GOAL))).toMatchObject({ ok: true, value: { hint: null } });
    expect(validate(FunnelQuestionSchema, record({ ...GOAL, key: 'budget' }))).toEqual({ ok: false, reason: '(root): key: not a question of its funnel' });
    expect(validate(FunnelQuestionSchema, record({ ...GOAL, choices: [...GOAL.choices, { value: 'fun', label: 'Fun' }] }))).toMatchObject({ ok: false, reason: expect.stringContaining('a value the site does not know') });
    expect(validate(FunnelQuestionSchema, record({ ...GOAL, choices: [GOAL.choices[0], GOAL.choices[0]] }))).toMatchObject({ ok: false, reason: expect.stringContaining('given twice') });
    expect(validate(FunnelQuestionSchema, record({ ...GOAL, choices: [GOAL.choices[0]] }))).toMatchObject({ ok: false });
  });
});
