// The word tools' data file (data/words/words.json.gz), as `scripts/build-words.mjs` writes it from
// open data (public/licences/word-data.txt) and `words.ts` reads it once per process. Arrays rather than
// objects: the file holds tens of thousands of words, and keys repeated in each would double it.
import type { Locale } from '../constants.ts';

/** WordNet's parts of speech: noun, verb, adjective (head or satellite: both "a"), adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** The parts of speech of English function words WordNet does not hold (the, of, she, can). */
export type FunctionPos = 'determiner' | 'pronoun' | 'preposition' | 'conjunction' | 'modal' | 'auxiliary' | 'interjection' | 'number';

/**
 * One meaning shared by several words (a WordNet synset): [pos, gloss, examples, members].
 * `members` are the synset's words as written ("give up" with a space), offensive ones left out.
 */
export type SynsetRecord = [pos: WordNetPos, gloss: string, examples: string[], members: string[]];

/**
 * A word's meaning: the synset's index, this word's antonyms in that meaning (WordNet's `!`, then
 * its head's for an adjective satellite), and for an adjective the words WordNet calls similar (`&`).
 */
export type SenseRecord = [synset: number, antonyms: string[], similar?: string[]];

/**
 * A word with a page: [frequency, pronunciation, senses, verb forms, examples of its past forms].
 * - frequency: SemCor's tag count over its senses (0: the word is rare; its pages are `noindex`);
 * - pronunciation: CMU's first ARPAbet transcription ("S W IH1 M"), "" when CMU has none;
 * - senses: in WordNet's order (most frequent first), archaic and offensive senses left out;
 * - verb forms: [past simple forms, past participle forms, irregular] (variants in the usual order,
 *   "dreamed" before "dreamt"; irregular 1 when a form is not the regular -ed one), null when the
 *   word is no verb;
 * - examples: up to three WordNet example sentences, from the verb's own meanings, that use one of
 *   its past forms as a whole word.
 */
export type WordRecord = [frequency: number, pronunciation: string, senses: SenseRecord[], verbForms: [past: string[], participle: string[], irregular: 0 | 1] | null, pastExamples: string[]];

export interface WordsFile {
  version: 1;
  /** Where each part came from, with its version (shown on the credits). */
  sources: Record<'wordnet' | 'cmudict' | 'irregularVerbs' | 'everydayUse', string>;
  synsets: SynsetRecord[];
  /** Lemma ("swim", "well-being"): lower-case a–z, at most one hyphen. */
  words: Record<string, WordRecord>;
  /** Function words WordNet does not hold, with their parts of speech and CMU pronunciation. */
  functionWords: Record<string, [pos: FunctionPos[], pronunciation: string]>;
  /** Of the single words pages list as another word or an opposite, those common in everyday English (SUBTLEX-US), alphabetically: the others are rare (a phrase is never marked). */
  common: string[];
}

/** A curated set of words learners confuse (data/words/confusing-words.json): explained in every locale, examples in English. */
export interface ConfusingRecord {
  /** The words joined by "-vs-", apostrophes dropped: "affect-vs-effect". */
  slug: string;
  words: string[];
  /** Per locale, one line per word: what it is and means. */
  usage: Record<Locale, string[]>;
  /** Per word, English sentences that use it. */
  examples: string[][];
  /** Per locale, how to tell them apart. */
  tip: Record<Locale, string>;
  /** A gap to fill: the sentence with "___", and the word that fits. */
  quiz: { sentence: string; answer: string };
}
