// The views the stories show are the pages' own, made from the shipped data: this keeps
// story-views.json equal to what word-pages.ts makes of it (UPDATE_STORY_VIEWS=1 writes it again).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordPage } from './word-pages.ts';
import { STORY_PATHS } from './story-paths.ts';

const FILE = join(import.meta.dirname, 'story-views.json');

it('the stories show the views the pages make of the shipped data', () => {
  const views = Object.fromEntries(
    STORY_PATHS.map(([name, locale, path, answers = null]) => {
      const made = wordPage(path, locale, answers);
      return [name, made && ('page' in made ? made.page.view : made.missing)];
    }),
  );
  if (process.env.UPDATE_STORY_VIEWS) writeFileSync(FILE, `${JSON.stringify(views, null, 2)}\n`);
  expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(views)));
});
