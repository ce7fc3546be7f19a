// The word tools' URLs, and what the server does with a path under one: the page, a redirect to
// the word's own URL, a 404 with suggestions, or a 404 at once (never a render for a crawler's
// guess). One function for the server, the site's loader and the tests.
import { MAX_WORD_LENGTH, WORD_TOOLS, type WordTool, type Words } from './words.ts';

export const CONFUSING_WORDS = 'confusing-words';
/** The word the confusing words' search offers as an example. */
export const CONFUSING_EXAMPLE = 'affect';
export type ToolPath = WordTool | typeof CONFUSING_WORDS;
export const TOOL_PATHS: readonly ToolPath[] = [...WORD_TOOLS, CONFUSING_WORDS];

/** Where the search form goes without JavaScript (`?tool=…&word=…`): the server answers it with a redirect. */
export const WORD_SEARCH_PATH = '/word-search';
/** The suggestions as you type (`?tool=…&q=…`). */
export const WORD_SUGGEST_PATH = '/api/words/suggest';

export const isWordTool = (value: string): value is WordTool => (WORD_TOOLS as readonly string[]).includes(value);
export const isToolPath = (value: string): value is ToolPath => (TOOL_PATHS as readonly string[]).includes(value);

/** A word's page, locale-free: "/past-tense-of/swim". */
export const wordPath = (tool: ToolPath, word: string) => `/${tool}/${word}`;

/** A pair of confusing words as the data has them (data/words/confusing-words.json). */
export interface ConfusingSet {
  slug: string;
  words: string[];
}

export type WordRoute =
  | { kind: 'page'; tool: ToolPath; word: string }
  | { kind: 'redirect'; to: string }
  /** A word-shaped name with no page: the 404 page with suggestions. */
  | { kind: 'missing'; tool: ToolPath; word: string }
  /** Odd characters, too long, a path under a word: the plain 404, nothing looked up. */
  | { kind: 'invalid' };

/** What a locale-free path is to the word tools; null when it is not under one (`/past-tense-of` itself is the tool's guide page). */
/** Whether a locale-free path names a word of a tool (`/synonyms-of/happy`), by its shape alone: no data read. */
export const isWordPath = (path: string): boolean => {
  const [, tool = '', word, ...rest] = path.split('/');
  return (TOOL_PATHS as readonly string[]).includes(tool) && !!word && rest.length === 0;
};

export function wordRoute(path: string, words: Words, confusing: readonly ConfusingSet[]): WordRoute | null {
  const [, tool = '', raw, ...rest] = path.split('/');
  if (!isToolPath(tool) || raw === undefined) return null;
  if (rest.length > 0 || raw.length > MAX_WORD_LENGTH * 2) return { kind: 'invalid' };
  if (tool === CONFUSING_WORDS) {
    if (!/^[A-Za-z]+(-[A-Za-z]+)*$/.test(raw)) return { kind: 'invalid' };
    const slug = raw.toLowerCase();
    const found = setNamed(confusing, slug);
    if (!found) return { kind: 'missing', tool, word: slug };
    return found.slug === raw ? { kind: 'page', tool, word: raw } : { kind: 'redirect', to: wordPath(tool, found.slug) };
  }
  const lookup = words.lookup(tool, raw);
  switch (lookup.kind) {
    case 'word':
      return { kind: 'page', tool, word: lookup.word };
    case 'redirect':
      return { kind: 'redirect', to: wordPath(tool, lookup.word) };
    case 'unknown':
      return { kind: 'missing', tool, word: lookup.word };
    case 'invalid':
      return { kind: 'invalid' };
  }
}

/** The set a name stands for, whatever the order of its words: "effect-vs-affect", "effect-affect". */
function setNamed(confusing: readonly ConfusingSet[], name: string): ConfusingSet | undefined {
  const key = (slug: string) => slug.split('-').filter((part) => part !== 'vs').sort().join('|');
  return confusing.find((set) => set.slug === name) ?? confusing.find((set) => key(set.slug) === key(name));
}

/**
 * Where a search lands (the form's GET without JavaScript): the word's page when the tool has one
 * (or its base form's), else the word's URL, which answers 404 with suggestions; the tool's guide
 * page for an empty or unusable query.
 */
export function searchTarget(tool: ToolPath, query: string, words: Words, confusing: readonly ConfusingSet[]): string {
  const cleaned = query.trim().toLowerCase().replace(/[’']/g, '').replace(/\s+(vs\.?|and|or|versus)\s+|\s+/g, '-').replace(/[^a-z-]/g, '').replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (cleaned === '' || cleaned.length > MAX_WORD_LENGTH) return `/${tool}`;
  if (tool === CONFUSING_WORDS) {
    const found = setNamed(confusing, cleaned) ?? confusing.find((set) => set.words.some((word) => word.replace(/'/g, '') === cleaned));
    return found ? wordPath(tool, found.slug) : wordPath(tool, cleaned);
  }
  const route = wordRoute(wordPath(tool, cleaned), words, confusing);
  if (route?.kind === 'redirect') return route.to;
  return route?.kind === 'invalid' ? `/${tool}` : wordPath(tool, cleaned);
}
