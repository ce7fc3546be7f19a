// The word tools' data, read once per process: the server (search, suggestions, sitemaps) and the
// site's server build (the pages it renders) are two module graphs in one process, so the loaded
// words are kept on `globalThis` and shared, not read twice. The one file this layer reads: the
// shipped, read-only data (data/words/, made by scripts/build-words.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ConfusingRecord, WordsFile } from './data-format.ts';
import { wordsFrom, type Words } from './words.ts';

/** Where the data is, from the directory the server runs in (WORDS_FILE to move it). */
export const WORDS_FILE = 'data/words/words.json.gz';

/** The curated sets of confusing words, beside it. */
export const CONFUSING_WORDS_FILE = 'data/words/confusing-words.json';

const KEY = Symbol.for('lingo.words');
const CONFUSING_KEY = Symbol.for('lingo.confusing-words');
type Holder = { [KEY]?: Words; [CONFUSING_KEY]?: ConfusingRecord[] };

export function readWords(file = process.env.WORDS_FILE ?? WORDS_FILE): Words {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= wordsFrom(JSON.parse(gunzipSync(readFileSync(resolve(file))).toString('utf8')) as WordsFile));
}

export function readConfusingWords(file = process.env.CONFUSING_WORDS_FILE ?? CONFUSING_WORDS_FILE): ConfusingRecord[] {
  const holder = globalThis as Holder;
  return (holder[CONFUSING_KEY] ??= JSON.parse(readFileSync(resolve(file), 'utf8')) as ConfusingRecord[]);
}

/** When each data file last changed (data/words/updated.json, moved by scripts/build-words.mjs): the word pages' sitemaps date them by it. */
export interface WordsUpdated {
  words?: string;
  confusing?: string;
}

export function readWordsUpdated(file = process.env.WORDS_FILE ?? WORDS_FILE): WordsUpdated {
  try {
    const dates = JSON.parse(readFileSync(join(dirname(resolve(file)), 'updated.json'), 'utf8')) as Record<string, { updated?: string }>;
    return { words: dates['words.json.gz']?.updated, confusing: dates['confusing-words.json']?.updated };
  } catch {
    return {};
  }
}
