// The words of the word tools, read from the data file (data-format.ts) into what a page shows, and
// the one table of tools: which words each has a page for, which of those search engines list, and
// the words a page links to. Pure: the file is read by load.ts.
import { DEFAULT_LOCALE, type Locale, type NextStep } from '../constants.ts';
import type { FunctionPos, WordNetPos, WordRecord, WordsFile } from './data-format.ts';

export const WORD_TOOLS = ['past-tense-of', 'how-to-pronounce', 'synonyms-of', 'antonyms-of', 'what-part-of-speech'] as const;
export type WordTool = (typeof WORD_TOOLS)[number];

/** The longest word a page is looked up for: longer paths are a 404 at once, never a lookup. */
export const MAX_WORD_LENGTH = 40;
/** A word as the URLs have it: lower-case letters, at most one hyphen inside. */
export const WORD_SHAPE = /^[a-z]+(-[a-z]+)?$/;

export interface Sense {
  pos: WordNetPos;
  gloss: string;
  examples: string[];
  /** The meaning's other words, this one left out, then (an adjective) the words WordNet calls similar. */
  synonyms: string[];
  antonyms: string[];
}

export interface WordEntry {
  word: string;
  /** SemCor's count: 0 for a rare word. */
  frequency: number;
  /** CMU's transcription, "" when it has none. */
  arpabet: string;
  senses: Sense[];
  verb: { past: string[]; participle: string[]; irregular: boolean } | null;
  pastExamples: string[];
  /** Parts of speech WordNet does not hold (the, of, she). */
  functionPos: FunctionPos[];
}

/** What the tool table decides on, read from a word's record without making its page's entry. */
export interface WordFacts {
  frequency: number;
  /** A CMU transcription with at least one vowel. */
  pronounced: boolean;
  verb: { irregular: boolean } | null;
  /** Distinct other words over its meanings. */
  synonyms: number;
  antonyms: number;
  /** Its parts of speech, function words' included. */
  parts: number;
  functionWord: boolean;
}

interface ToolRow {
  /** The word its search box offers as an example ("swim"). */
  example: string;
  /** Whether the word has this tool's page at all: else the path is a 404 with suggestions. */
  hasPage(facts: WordFacts): boolean;
  /** Whether search engines may list it (in the sitemap, no `noindex`): a page too thin to help is neither. */
  indexable(facts: WordFacts): boolean;
  /**
   * Whether its main content is in the page's own language: the answer, the forms and what to
   * avoid, written from the catalogs (true); or the dictionary's English, its definitions and
   * examples, with only the template translated (false). Search engines fold a translated page whose
   * main content stays English into the English one, and count such pages at scale against the
   * site: those are listed in English only, and say `noindex, follow` in the other locales.
   */
  inPageLanguage: boolean;
  /** Where its pages send a learner after the practice (its words: the catalogs' `words.next`). */
  next: NextStep;
}

const distinct = (lists: string[][]) => [...new Set(lists.flat())];
export const synonymsOf = (entry: WordEntry) => distinct(entry.senses.map((sense) => sense.synonyms));
/**
 * A word's opposites, the one a learner means first (issue 64): each weighs what its meanings weigh
 * (the first meaning with opposites 1, the second ½, …; WordNet's order is by use) times how much
 * the opposite itself is used (the log of SemCor's count), so poor → rich (four meanings) before
 * fortunate (the first), early → late before middle, quiet → loud before unquiet.
 */
export function antonymsOf(entry: WordEntry, frequency: (word: string) => number): string[] {
  const weight = new Map<string, number>();
  entry.senses
    .filter((sense) => sense.antonyms.length > 0)
    .forEach((sense, rank) => {
      for (const antonym of sense.antonyms) weight.set(antonym, (weight.get(antonym) ?? 0) + 1 / (rank + 1));
    });
  const score = (antonym: string) => weight.get(antonym)! * Math.log(frequency(antonym) + 2);
  return [...weight.keys()].sort((a, b) => score(b) - score(a) || (a < b ? -1 : 1));
}

/**
 * Where WordNet's first words for a word's first meaning mislead a learner (fast → sudden, sad →
 * tragic), the words a teacher gives instead, each one of the page's or a word that lists this one
 * among its own (unhappy lists sad first): the synonyms page opens with them.
 */
export const TEACHERS_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fast: ['quick', 'rapid', 'swift'],
  sad: ['unhappy', 'sorrowful', 'melancholy'],
};
export const partsOfSpeech = (entry: WordEntry): Array<WordNetPos | FunctionPos> => [...new Set<WordNetPos | FunctionPos>([...entry.functionPos, ...entry.senses.map((sense) => sense.pos)])];

/** The tools, one row each: a new tool is a row here, a view in site/words/ and its messages. */
export const TOOLS: Record<WordTool, ToolRow> = {
  'past-tense-of': {
    example: 'swim',
    hasPage: (facts) => facts.verb !== null,
    indexable: (facts) => facts.verb !== null && (facts.verb.irregular || facts.frequency > 0),
    inPageLanguage: true,
    next: 'app',
  },
  'how-to-pronounce': {
    example: 'colonel',
    hasPage: (facts) => facts.pronounced,
    indexable: (facts) => facts.pronounced && (facts.frequency > 0 || facts.functionWord),
    inPageLanguage: true,
    next: 'tutor',
  },
  'synonyms-of': {
    example: 'happy',
    hasPage: (facts) => facts.synonyms > 0,
    indexable: (facts) => facts.frequency > 0 && facts.synonyms >= 2,
    inPageLanguage: false,
    next: 'app',
  },
  'antonyms-of': {
    example: 'brave',
    hasPage: (facts) => facts.antonyms > 0,
    indexable: (facts) => facts.antonyms > 0 && facts.frequency > 0,
    inPageLanguage: false,
    next: 'app',
  },
  'what-part-of-speech': {
    example: 'fast',
    hasPage: (facts) => facts.parts > 0,
    indexable: (facts) => facts.parts > 0 && (facts.frequency > 0 || facts.functionWord),
    inPageLanguage: false,
    next: 'app',
  },
};

/** Whether a tool's pages in a locale are for search engines at all (ToolRow.inPageLanguage): its sitemaps, its pages' `noindex`. */
export const toolListedIn = (tool: WordTool, locale: Locale): boolean => locale === DEFAULT_LOCALE || TOOLS[tool].inPageLanguage;

/** Whether search engines may list a word's page of a tool in a locale. */
export const indexableIn = (tool: WordTool, facts: WordFacts, locale: Locale): boolean => toolListedIn(tool, locale) && TOOLS[tool].indexable(facts);

/** A transcription the pronunciation page can read: ARPAbet symbols, one with a stress digit (a vowel). */
const PRONOUNCEABLE = /^(?=.*[012])[A-Z]{1,2}[012]?( [A-Z]{1,2}[012]?)*$/;

/**
 * What learners look up in each tool, where the most frequent words are not it (nobody asks how to
 * say "be"): the words learners mispronounce, want another word for, or find in more than one part
 * of speech. The past tense lists its most frequent irregular verbs instead.
 */
const LOOKED_UP: Partial<Record<WordTool, string[]>> = {
  'how-to-pronounce': 'colonel queue choir thorough comfortable vegetable island receipt subtle salmon epitome hyperbole mischievous clothes world squirrel rural pronunciation often debt recipe chaos suite quinoa'.split(' '),
  'synonyms-of': 'happy good important beautiful big small sad great help use show say nice interesting love smart strong fast change easy hard different new bad'.split(' '),
  'antonyms-of': 'happy good big hot old fast strong rich early brave kind light open love agree begin accept remember possible true safe wet full clean'.split(' '),
  'what-part-of-speech': 'fast well like that round back light still down mean kind past last even close free present hard right since before after long near'.split(' '),
};

/** Plural and -s forms a search may name ("cats", "studies", "watches"): the words they may be of. */
function baseFormsOf(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('ing')) forms.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  return forms;
}

/** The distance between two words in edits (insert, delete, replace, swap two neighbours), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = Array.from({ length: b.length + 1 }, (_, index) => index);
  let previous: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(before[j]! + 1, row[j - 1]! + 1, before[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = before;
    before = row;
  }
  return before[b.length]!;
}

/** From a stressed vowel to the end: words that share it rhyme ("K ER1 N AH0 L" → "ER1 N AH0 L"). */
function rhymeOf(arpabet: string): string | null {
  const phones = arpabet.split(' ');
  for (let index = phones.length - 1; index >= 0; index--) if (phones[index]!.endsWith('1')) return phones.slice(index).join(' ');
  return null;
}

export type WordLookup =
  | { kind: 'word'; word: string }
  /** A form of a word ("ran", "Swim"): its page is the word's. */
  | { kind: 'redirect'; word: string }
  /** A word-shaped query with no page: a 404 with suggestions. */
  | { kind: 'unknown'; word: string }
  /** Not a word at all (odd characters, too long): a 404 without a lookup. */
  | { kind: 'invalid' };

export interface Words {
  entry(word: string): WordEntry | null;
  /** What the tool table decides on, without making the word's entry; null for a word the data lacks. */
  facts(word: string): WordFacts | null;
  /** Whether the word has the tool's page. */
  has(tool: WordTool, word: string): boolean;
  /** SemCor's count for the word (0 when rare or unknown). */
  frequency(word: string): number;
  /** What a path's or a search's word is to a tool: its page, a redirect to its word, or no page. */
  lookup(tool: WordTool, raw: string): WordLookup;
  /** Words with the tool's page that start with `prefix`, the most frequent first. */
  startingWith(tool: WordTool, prefix: string, limit: number): string[];
  /** Words with the tool's page a word may be a misspelling of, the nearest and most frequent first. */
  near(tool: WordTool, word: string, limit: number): string[];
  /** The words of a tool's pages, alphabetically; only the ones search engines may list when `indexable`. */
  wordsOf(tool: WordTool, options: { indexable: boolean }): string[];
  /** The tool's most frequent words (the guide page's links into its word pages); for the past tense, its irregular verbs. */
  mostLookedUp(tool: WordTool, limit: number): string[];
  /** Words that rhyme with this one, the most frequent first. */
  rhymes(word: string, limit: number): string[];
  /** Makes every list and index now (the server, after it starts), rather than on the first request that needs it. */
  warm(): void;
  /** Irregular verbs that change the same way (swim, swam, swum: begin, sing, drink), the most alike first. */
  sameChange(word: string, limit: number): string[];
  /** Whether a single word a page lists (as another word or an opposite) is rare in everyday English (halcyon, doleful): marked, and after the common ones; a phrase never is (none is counted). */
  isRare(word: string): boolean;
  sources: WordsFile['sources'];
}

/**
 * How an irregular verb changes, from the most telling pattern to the loosest: the vowel that
 * changes between what stays ("i>a>u" for swim, sing, begin, drink), then the endings of its past
 * forms ("ought|ought" for buy, bring, think).
 */
export function changesOf(base: string, past: string, participle: string): [string, string] {
  let start = 0;
  while (start < base.length && base[start] === past[start] && base[start] === participle[start]) start++;
  let end = 0;
  const same = (offset: number) => base.at(-1 - offset) === past.at(-1 - offset) && base.at(-1 - offset) === participle.at(-1 - offset);
  while (end < Math.min(base.length, past.length, participle.length) - start && same(end)) end++;
  const middle = (form: string) => form.slice(start, form.length - end);
  return [`${middle(base)}>${middle(past)}>${middle(participle)}`, `${past.slice(-4)}|${participle.slice(-4)}`];
}

export function wordsFrom(file: WordsFile): Words {
  const records = new Map<string, WordRecord>(Object.entries(file.words));
  const functionWords = new Map(Object.entries(file.functionWords));
  const common = new Set(file.common);
  const entries = new Map<string, WordEntry | null>();

  function entry(word: string): WordEntry | null {
    if (entries.has(word)) return entries.get(word)!;
    const record = records.get(word);
    const functional = functionWords.get(word);
    let made: WordEntry | null = null;
    if (record || functional) {
      const [frequency, arpabet, senses, verb, pastExamples] = record ?? [0, '', [], null, []];
      made = {
        word,
        frequency,
        arpabet: arpabet || functional?.[1] || '',
        senses: senses.map(([synset, antonyms, similar = []]) => {
          const [pos, gloss, examples, members] = file.synsets[synset]!;
          return { pos, gloss, examples, synonyms: [...members.filter((member) => member !== word), ...similar], antonyms };
        }),
        verb: verb && { past: verb[0], participle: verb[1], irregular: verb[2] === 1 },
        pastExamples,
        functionPos: functional?.[0] ?? [],
      };
    }
    // Only the pages asked for are kept made; a page's entry is small.
    if (entries.size > 5_000) entries.clear();
    entries.set(word, made);
    return made;
  }

  function facts(word: string): WordFacts | null {
    const record = records.get(word);
    const functional = functionWords.get(word);
    if (!record && !functional) return null;
    const [frequency, arpabet, senses, verb] = record ?? [0, '', [], null];
    const synonyms = new Set<string>();
    const antonyms = new Set<string>();
    const parts = new Set<string>(functional?.[0] ?? []);
    for (const [synset, senseAntonyms, similar = []] of senses) {
      const [pos, , , members] = file.synsets[synset]!;
      parts.add(pos);
      for (const member of members) if (member !== word) synonyms.add(member);
      for (const other of similar) synonyms.add(other);
      for (const other of senseAntonyms) antonyms.add(other);
    }
    return {
      frequency,
      pronounced: PRONOUNCEABLE.test(arpabet || functional?.[1] || ''),
      verb: verb && { irregular: verb[2] === 1 },
      synonyms: synonyms.size,
      antonyms: antonyms.size,
      parts: parts.size,
      functionWord: functional !== undefined,
    };
  }
  const has = (tool: WordTool, word: string) => {
    const found = facts(word);
    return found !== null && TOOLS[tool].hasPage(found);
  };

  const allWords = [...new Set([...records.keys(), ...functionWords.keys()])].sort();
  const byTool = new Map<WordTool, { all: string[]; indexable: string[]; byFrequency: string[] }>();
  function toolWords(tool: WordTool) {
    let lists = byTool.get(tool);
    if (!lists) {
      const all: string[] = [];
      const indexable: string[] = [];
      for (const word of allWords) {
        const found = facts(word)!;
        if (!TOOLS[tool].hasPage(found)) continue;
        all.push(word);
        if (TOOLS[tool].indexable(found)) indexable.push(word);
      }
      const frequency = (word: string) => records.get(word)?.[0] ?? 0;
      lists = { all, indexable, byFrequency: [...all].sort((a, b) => frequency(b) - frequency(a) || (a < b ? -1 : 1)) };
      byTool.set(tool, lists);
    }
    return lists;
  }

  // "ran" → "run", "swum" → "swim": a past form names its verb (the first verb that has it).
  const verbOfForm = new Map<string, string>();
  for (const [word, record] of records) {
    for (const form of [...(record[3]?.[0] ?? []), ...(record[3]?.[1] ?? [])]) if (form !== word && !records.has(form) && !verbOfForm.has(form)) verbOfForm.set(form, word);
  }

  let rhymeIndex: Map<string, string[]> | null = null;
  let changeIndex: Map<string, string[]> | null = null;
  const frequencyOf = (word: string) => records.get(word)?.[0] ?? 0;
  const mostFrequent = (words: string[]) => words.sort((a, b) => frequencyOf(b) - frequencyOf(a) || (a < b ? -1 : 1));

  return {
    entry,
    facts,
    has,
    frequency: frequencyOf,
    isRare: (word) => !/[ -]/.test(word) && !common.has(word),
    sources: file.sources,
    lookup(tool, raw) {
      if (raw.length === 0 || raw.length > MAX_WORD_LENGTH || !/^[A-Za-z]+(-[A-Za-z]+)?$/.test(raw)) return { kind: 'invalid' };
      const word = raw.toLowerCase();
      if (has(tool, word)) return word === raw ? { kind: 'word', word } : { kind: 'redirect', word };
      const base = [verbOfForm.get(word), ...baseFormsOf(word)].find((candidate) => candidate !== undefined && has(tool, candidate));
      return base ? { kind: 'redirect', word: base } : { kind: 'unknown', word };
    },
    startingWith(tool, prefix, limit) {
      const { byFrequency } = toolWords(tool);
      const found: string[] = [];
      for (const word of byFrequency) {
        if (word.startsWith(prefix)) found.push(word);
        if (found.length === limit) break;
      }
      return found;
    },
    near(tool, word, limit) {
      const scored: Array<[string, number]> = [];
      for (const candidate of toolWords(tool).all) {
        const distance = editDistance(word, candidate, 2);
        if (distance <= 2) scored.push([candidate, distance]);
      }
      return scored
        .sort(([a, da], [b, db]) => da - db || frequencyOf(b) - frequencyOf(a) || (a < b ? -1 : 1))
        .slice(0, limit)
        .map(([candidate]) => candidate);
    },
    mostLookedUp(tool, limit) {
      const listed = LOOKED_UP[tool];
      // "group" and "time" are verbs too, but nobody looks up their past: the irregular verbs are what learners ask for.
      const found = listed ? listed.filter((word) => has(tool, word)) : toolWords(tool).byFrequency.filter((word) => records.get(word)?.[3]?.[2] === 1);
      return found.slice(0, limit);
    },
    wordsOf: (tool, { indexable }) => (indexable ? toolWords(tool).indexable : toolWords(tool).all),
    rhymes(word, limit) {
      if (!rhymeIndex) {
        rhymeIndex = new Map();
        for (const candidate of toolWords('how-to-pronounce').all) {
          const key = rhymeOf(records.get(candidate)?.[1] || functionWords.get(candidate)?.[1] || '');
          if (key) rhymeIndex.set(key, [...(rhymeIndex.get(key) ?? []), candidate]);
        }
        for (const list of rhymeIndex.values()) mostFrequent(list);
      }
      const key = rhymeOf(entry(word)?.arpabet ?? '');
      return key ? (rhymeIndex.get(key) ?? []).filter((candidate) => candidate !== word).slice(0, limit) : [];
    },
    warm() {
      for (const tool of WORD_TOOLS) toolWords(tool);
      this.rhymes('', 0);
      this.sameChange('', 0);
    },
    sameChange(word, limit) {
      if (!changeIndex) {
        changeIndex = new Map();
        for (const [candidate, record] of records) {
          const verb = record[3];
          if (!verb || verb[2] !== 1) continue;
          for (const key of changesOf(candidate, verb[0][0] ?? '', verb[1][0] ?? '')) changeIndex.set(key, [...(changeIndex.get(key) ?? []), candidate]);
        }
        for (const list of changeIndex.values()) mostFrequent(list);
      }
      const verb = entry(word)?.verb;
      if (!verb?.irregular) return [];
      const alike = changesOf(word, verb.past[0] ?? '', verb.participle[0] ?? '').flatMap((key) => changeIndex!.get(key) ?? []);
      return [...new Set(alike)].filter((candidate) => candidate !== word).slice(0, limit);
    },
  };
}
