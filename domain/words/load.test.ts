import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWordsUpdated } from './load.ts';

const DATA = join(import.meta.dirname, '..', '..', 'data', 'words');

describe("the word data's dates (the word pages' lastmod, issue 66)", () => {
  it('name the files as they are: a file changed without its date moved fails here', () => {
    const recorded = JSON.parse(readFileSync(join(DATA, 'updated.json'), 'utf8')) as Record<string, { updated: string; sha256: string }>;
    for (const [file, { sha256 }] of Object.entries(recorded)) {
      const actual = createHash('sha256').update(readFileSync(join(DATA, file))).digest('hex');
      expect(actual, `data/words/${file} changed: set its "updated" to today and its sha256 to ${actual} in data/words/updated.json (scripts/build-words.mjs does it for words.json.gz)`).toBe(sha256);
    }
    expect(readWordsUpdated(join(DATA, 'words.json.gz'))).toEqual({ words: recorded['words.json.gz']!.updated, confusing: recorded['confusing-words.json']!.updated });
    expect(readWordsUpdated('/nowhere/words.json.gz')).toEqual({});
  });
});
