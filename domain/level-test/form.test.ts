import { answerField, keyField, keyValue, MAX_QUESTIONS, parseLevelTestForm } from './form.ts';
import { scoreLevelTest, type ScoredQuestion } from './scoring.ts';

const QUESTIONS: ScoredQuestion[] = [
  { slug: 'a1-name', level: 'A1', skill: 'grammar', answer: 0 },
  { slug: 'a1-days', level: 'A1', skill: 'vocabulary', answer: 2 },
  { slug: 'a2-cheaper', level: 'A2', skill: 'grammar', answer: 1 },
];
const keys = Object.fromEntries(QUESTIONS.map((question) => [keyField(question.slug), keyValue(question)]));

describe('parseLevelTestForm', () => {
  it('reads the questions, the choices made and "I don’t know" (a question without a choice)', () => {
    const parsed = parseLevelTestForm({ locale: 'uk', ...keys, [answerField('a1-name')]: '0', [answerField('a1-days')]: 'skip' });
    expect(parsed).toEqual({ ok: true, locale: 'uk', questions: QUESTIONS, answers: { 'a1-name': 0, 'a1-days': undefined } });
    if (parsed.ok) expect(scoreLevelTest(parsed.questions, parsed.answers)).toMatchObject({ level: 'A0', correct: 1, total: 3 });
  });

  it('turns away what no page of the site would post', () => {
    expect(parseLevelTestForm({ ...keys })).toEqual({ ok: false, reason: 'locale: must be one of the site’s locales' });
    expect(parseLevelTestForm({ locale: 'en' })).toEqual({ ok: false, reason: 'no questions' });
    expect(parseLevelTestForm({ locale: 'en', 'key.A1': 'A1.0' })).toMatchObject({ ok: false });
    expect(parseLevelTestForm({ locale: 'en', [keyField('a1-name')]: 'Z9.grammar.0' })).toMatchObject({ ok: false, reason: 'key.a1-name: not a question of the test' });
    expect(parseLevelTestForm({ locale: 'en', [keyField('a1-name')]: 'A1.spelling.0' })).toMatchObject({ ok: false, reason: 'key.a1-name: not a question of the test' });
    expect(parseLevelTestForm({ locale: 'en', ...keys, [answerField('a1-name')]: '<script>' })).toMatchObject({ ok: false, reason: 'answer.a1-name: not one of its choices' });
    expect(parseLevelTestForm({ locale: 'en', ...keys, [answerField('a1-name')]: ['0', '1'] })).toMatchObject({ ok: false });
    const many = Object.fromEntries(Array.from({ length: MAX_QUESTIONS + 1 }, (_, index) => [keyField(`q-${index}`), 'A1.grammar.0']));
    expect(parseLevelTestForm({ locale: 'en', ...many })).toEqual({ ok: false, reason: `more than ${MAX_QUESTIONS} questions` });
  });
});
