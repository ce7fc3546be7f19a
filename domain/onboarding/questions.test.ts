import enQuestions from '../../content/funnel-questions.en.json';
import ukQuestions from '../../content/funnel-questions.uk.json';
import { validate } from '../content/schemas.ts';
import { answersFromSearch, FUNNEL_KEYS, FunnelAnswersSchema, FunnelQuestionSchema, onboardingAnswersOf, tutoringAnswersOf } from './questions.ts';

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

describe('answers', () => {
  it('reads a link’s answers for its funnel, in any case, and ignores the rest', () => {
    expect(answersFromSearch('?level=b1', 'onboarding')).toEqual({ level: 'B1' });
    expect(answersFromSearch('?level=unknown&format=Tutor&budget=any', 'onboarding')).toEqual({ level: 'unknown', format: 'tutor' });
    expect(answersFromSearch('?level=b9&minutes=15&utm_source=x', 'onboarding')).toEqual({});
    expect(answersFromSearch('?goal=exam&budget=lowest', 'tutoring')).toEqual({ goal: 'exam', budget: 'lowest' });
  });

  it('gives the rule its answers only when all five are there and known', () => {
    const given = { language: 'english', goal: 'work', level: 'A2', minutes: '30', format: 'club' };
    expect(onboardingAnswersOf(given)).toEqual({ ...given, minutes: 30 });
    expect(onboardingAnswersOf({ ...given, minutes: undefined })).toBeNull();
    expect(onboardingAnswersOf({ ...given, format: 'podcast' })).toBeNull();
  });

  it('gives the tutor match its answers only when all are there and known', () => {
    expect(tutoringAnswersOf({ goal: 'exam', level: 'B2', budget: 'middle', when: 'evenings' })).toEqual({ goal: 'exam', level: 'B2', budget: 'middle', when: 'evenings' });
    expect(tutoringAnswersOf({ goal: 'exam', level: 'B2', budget: 'middle', when: 'any' })).not.toBeNull();
    expect(tutoringAnswersOf({ goal: 'exam', level: 'B2', when: 'evenings' })).toBeNull();
    expect(tutoringAnswersOf({ goal: 'exam', level: 'B2', budget: 'cheap', when: 'evenings' })).toBeNull();
  });

  it('accepts with a subscription only known questions and values', () => {
    expect(validate(FunnelAnswersSchema, { level: 'B1', format: 'app' })).toEqual({ ok: true, value: { level: 'B1', format: 'app' } });
    expect(validate(FunnelAnswersSchema, { level: 'Z9' })).toMatchObject({ ok: false, reason: expect.stringContaining('known questions') });
    expect(validate(FunnelAnswersSchema, { nickname: 'x' })).toMatchObject({ ok: false });
    expect(validate(FunnelAnswersSchema, ['B1'])).toMatchObject({ ok: false });
  });
});
