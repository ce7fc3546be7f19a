// The level test posted without JavaScript (site/level-test): scored with the page's own rule and
// answered with the result page, a 303 to the prerendered page of the level with the tally of each
// skill in its link. Stateless: nothing is
// stored and nothing personal is posted, so it needs no limiter beyond the body's size.
import { Hono } from 'hono';
import { parseLevelTestForm } from '../domain/level-test/form.ts';
import { levelTestResultUrl } from '../domain/level-test/result-skills.ts';
import { scoreLevelTest } from '../domain/level-test/scoring.ts';
import { API_BODY_LIMIT_BYTES, limitBodySize } from './api.ts';

export const LEVEL_TEST_FORM_PATH = '/api/level-test';

const refuse = (reason: string) =>
  new Response(`The level test could not be scored: ${reason}. Go back to the test and send it again.\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export function levelTestRoutes() {
  const routes = new Hono();
  routes.post(LEVEL_TEST_FORM_PATH, limitBodySize(API_BODY_LIMIT_BYTES), async (c) => {
    if (!c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return refuse('send it as the page’s form does');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return refuse('its fields could not be read');
    }
    const parsed = parseLevelTestForm(form);
    if (!parsed.ok) return refuse(parsed.reason);
    return c.redirect(levelTestResultUrl(scoreLevelTest(parsed.questions, parsed.answers), parsed.locale), 303);
  });
  return routes;
}
