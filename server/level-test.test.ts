import { answerField, keyField, keyValue } from '../domain/level-test/form.ts';
import type { ScoredQuestion } from '../domain/level-test/scoring.ts';
import { LEVEL_TEST_FORM_PATH, levelTestRoutes } from './level-test.ts';

const QUESTIONS: ScoredQuestion[] = [
  { slug: 'a1-name', level: 'A1', skill: 'grammar', answer: 0 },
  { slug: 'a1-days', level: 'A1', skill: 'vocabulary', answer: 2 },
  { slug: 'a2-cheaper', level: 'A2', skill: 'grammar', answer: 1 },
];

/** The form as the page posts it: every key, and the choices made. */
function post(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  const body = new URLSearchParams(fields).toString();
  return levelTestRoutes().request(LEVEL_TEST_FORM_PATH, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
}
const keys = Object.fromEntries(QUESTIONS.map((question) => [keyField(question.slug), keyValue(question)]));

describe('POST /api/level-test (the level test without JavaScript)', () => {
  it('scores the answers and sends the visitor to their level’s result page, in their locale, with each skill', async () => {
    const response = await post({ locale: 'uk', ...keys, [answerField('a1-name')]: '0', [answerField('a1-days')]: '2', [answerField('a2-cheaper')]: 'skip' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/uk/test-your-english-level/result/a1?skills=grammar-1-2.vocabulary-1-1');
  });

  it('places every answer right at the top level the test has, and nothing right at A0', async () => {
    const right = Object.fromEntries(QUESTIONS.map((question) => [answerField(question.slug), String(question.answer)]));
    expect((await post({ locale: 'en', ...keys, ...right })).headers.get('location')).toBe('/test-your-english-level/result/a2?skills=grammar-2-2.vocabulary-1-1');
    expect((await post({ locale: 'es', ...keys })).headers.get('location')).toBe('/es/test-your-english-level/result/a0?skills=grammar-0-2.vocabulary-0-1');
  });

  it('answers 400 with what is wrong to what the page would never post', async () => {
    const bad: Array<Record<string, string>> = [{ ...keys }, { locale: 'en' }, { locale: 'en', ...keys, [answerField('a1-name')]: 'yes' }, { locale: 'en', 'key.a1-name': 'A1.x' }];
    for (const fields of bad) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toMatch(/^The level test could not be scored: .+\. Go back to the test and send it again\.\n$/);
    }
    expect((await post({ locale: 'en', ...keys }, 'application/json')).status).toBe(400);
  });

  it('refuses a body larger than any test before reading it', async () => {
    const response = await levelTestRoutes().request(LEVEL_TEST_FORM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(1024 * 1024) },
      body: 'x',
    });
    expect(response.status).toBe(413);
  });
});
