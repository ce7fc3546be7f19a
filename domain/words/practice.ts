// The practice under a word page (issue 64): up to three questions on the word, made from its own
// data, one row a tool; the answers travel in the page's URL (`?a1=2&a2=0&a3=1`, a plain GET form
// that needs no JavaScript) and the server renders the page scored. Pure: the same word always
// asks the same questions, with its choices in the same order, so a page and its scored copies are
// the same page to every cache.
import type { WordNetPos } from './data-format.ts';
import { pronunciationOf } from './pronunciation.ts';
import { guessedRegularPast, presentParticiple, thirdPerson } from './verb-forms.ts';
import type { WordEntry, Words, WordTool } from './words.ts';

/** What a question asks: its words come from the catalogs (`words.practice.ask`), its choices from the data. */
export type QuestionKind = 'past' | 'participle' | 'regular' | 'syllables' | 'stress' | 'rhyme' | 'ipa' | 'synonym' | 'notSynonym' | 'antonym' | 'oppositeOf' | 'partIn';

/**
 * A choice: an English word or sound (`text`), or something the locale names (`name`: a part of
 * speech, "regular"/"irregular", a number).
 */
export type Choice = { text: string } | { name: WordNetPos | 'regular' | 'irregular' } | { count: number };

export interface Question {
  kind: QuestionKind;
  /** What the prompt names besides the word: a sense's meaning, a sentence, an opposite. */
  about?: string;
  choices: Choice[];
  /** The right choice's index: never sent to a page before it is scored. */
  answer: number;
}

export const PRACTICE_QUESTIONS = 3;
/** The attribute of a page whose practice a URL may answer (the server renders such a query, server/personalise.ts). */
export const PRACTICE_MARK = 'data-word-practice';
const CHOICES = 4;
/** The URL's field of question n (from 1): `a1`, `a2`, `a3`. */
export const answerParam = (index: number) => `a${index + 1}`;

/**
 * Everyday words a learner knows, by part of speech: the wrong choices of a meaning question,
 * never a word that shares or opposes the asked word's meaning.
 */
const EVERYDAY: Record<WordNetPos, string[]> = {
  n: 'table window river money friend music garden letter doctor weather coffee island ticket kitchen mountain'.split(' '),
  v: 'cook sleep carry write borrow listen explain travel paint forget arrive clean build choose laugh'.split(' '),
  a: 'empty wooden noisy expensive green square careful hungry famous sudden thin rusty polite sour crowded'.split(' '),
  r: 'quietly nearly yesterday outside rarely together abroad early upstairs almost twice loudly slowly already often'.split(' '),
};

/** A number from a text, the same on every run (FNV-1a): the order of a question's choices. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/** The right choice among up to three wrong ones, in an order fixed by the word and the question. */
function question(kind: QuestionKind, seed: string, right: Choice, wrong: Choice[], about?: string): Question | null {
  const key = (choice: Choice) => JSON.stringify(choice);
  const others = [...new Map(wrong.filter((choice) => key(choice) !== key(right)).map((choice) => [key(choice), choice])).values()].slice(0, CHOICES - 1);
  if (others.length === 0) return null;
  const at = hashOf(`${seed} ${kind} ${about ?? ''}`) % (others.length + 1);
  const choices = [...others.slice(0, at), right, ...others.slice(at)];
  return { kind, ...(about === undefined ? {} : { about }), choices, answer: at };
}

/** Choices with an order of their own (numbers, the parts of speech), the right one among them. */
const inOrder = (kind: QuestionKind, choices: Choice[], answer: number, about?: string): Question => ({ kind, ...(about === undefined ? {} : { about }), choices, answer });

const texts = (words: readonly string[]) => words.map((text) => ({ text }));
/** Everyday words of a part of speech, none of `except`, picked by the seed. */
function everyday(pos: WordNetPos, except: readonly string[], seed: string, count = CHOICES - 1): string[] {
  const pool = EVERYDAY[pos].filter((word) => !except.includes(word));
  const start = hashOf(seed) % pool.length;
  return [...pool.slice(start), ...pool.slice(0, start)].slice(0, count);
}

const pastTense = (entry: WordEntry): Array<Question | null> => {
  const { word, verb } = entry;
  if (!verb) return [];
  const past = verb.past[0]!;
  const participle = verb.participle[0]!;
  // The learner's usual wrong guess: an irregular verb made regular (swimmed), a regular one not doubled (stoped).
  const regular = verb.irregular ? guessedRegularPast(word) : word.endsWith('e') ? `${word}d` : `${word}ed`;
  const forms = [past, participle, regular, word, thirdPerson(word), presentParticiple(word, past, verb.irregular)];
  const notAll = (list: string[]) => forms.filter((form) => !list.includes(form));
  return [
    question('past', word, { text: past }, texts(notAll(verb.past))),
    question('participle', word, { text: participle }, texts(notAll(verb.participle))),
    question('regular', word, { name: verb.irregular ? 'irregular' : 'regular' }, [{ name: verb.irregular ? 'regular' : 'irregular' }]),
  ];
};

const pronounce = (entry: WordEntry, words: Words): Array<Question | null> => {
  const sound = pronunciationOf(entry.arpabet);
  if (!sound) return [];
  const { word } = entry;
  const count = sound.syllables.length;
  const rhymes = words.rhymes(word, 500);
  // A rhyme that holds the word (comfortable, uncomfortable) asks nothing.
  const rhyme = rhymes.find((other) => !other.includes(word) && !word.includes(other));
  const ipaOf = (others: string[]) => others.map((other) => pronunciationOf(words.entry(other)?.arpabet ?? '')?.ipa).filter((ipa): ipa is string => Boolean(ipa));
  return [
    inOrder('syllables', [count - 1, count, count + 1, count + 2].filter((other) => other > 0).map((other) => ({ count: other })), count - 1 > 0 ? 1 : 0),
    // The word spelled out once per syllable, that one in capitals (as the page writes the stress), in order.
    sound.stressed === null ? null : inOrder('stress', sound.syllables.map((_, at) => ({ text: sound.syllables.map((syllable, index) => (index === at ? syllable.respelling.toUpperCase() : syllable.respelling)).join('-') })), sound.stressed),
    rhyme === undefined ? null : question('rhyme', word, { text: rhyme }, texts(everyday('n', [...rhymes, word], word))),
    // Words that sound alike (its rhymes) are the telling wrong choices.
    question('ipa', word, { text: sound.ipa }, texts(ipaOf(rhymes.length >= 3 ? rhymes.slice(0, 3) : everyday('n', [word], word)))),
  ];
};

/** A meaning question per sense, while they last: the sense's commonest word, and everyday words that are none of the word's. */
function meanings(entry: WordEntry, which: 'synonyms' | 'antonyms', kind: 'synonym' | 'antonym'): Array<Question | null> {
  const related = entry.senses.flatMap((sense) => [...sense.synonyms, ...sense.antonyms, entry.word]);
  return entry.senses
    .filter((sense) => sense[which].length > 0)
    .map((sense) => question(kind, entry.word, { text: sense[which][0]! }, texts(kind === 'antonym' && sense.synonyms.length ? [sense.synonyms[0]!, ...everyday(sense.pos, related, sense.gloss, 2)] : everyday(sense.pos, related, sense.gloss)), sense.gloss));
}

const synonyms = (entry: WordEntry): Array<Question | null> => {
  const [first] = entry.senses.filter((sense) => sense.synonyms.length >= CHOICES - 1);
  const related = entry.senses.flatMap((sense) => [...sense.synonyms, ...sense.antonyms, entry.word]);
  return [...meanings(entry, 'synonyms', 'synonym').slice(0, 2), first ? question('notSynonym', entry.word, { text: everyday(first.pos, related, entry.word, 1)[0]! }, texts(first.synonyms)) : null];
};

const antonyms = (entry: WordEntry): Array<Question | null> => {
  const [first] = entry.senses.filter((sense) => sense.antonyms.length > 0);
  const related = entry.senses.flatMap((sense) => [...sense.synonyms, ...sense.antonyms, entry.word]);
  return [
    ...meanings(entry, 'antonyms', 'antonym').slice(0, 2),
    first ? question('oppositeOf', entry.word, { text: entry.word }, texts(everyday(first.pos, related, first.antonyms[0]!)), first.antonyms[0]) : null,
    ...meanings(entry, 'synonyms', 'synonym').slice(0, 1),
  ];
};

/** What the word is in sentences that use it, one a part of speech while they last. */
const partsOfSpeech = (entry: WordEntry): Array<Question | null> => {
  const own = new RegExp(`\\b${entry.word.replace(/-/g, '[- ]')}\\b`, 'i');
  const parts = [...new Set(entry.senses.map((sense) => sense.pos))];
  const names: WordNetPos[] = ['n', 'v', 'a', 'r'];
  return parts.flatMap((pos) => {
    const sentence = entry.senses.filter((sense) => sense.pos === pos).flatMap((sense) => sense.examples).find((example) => own.test(example) && example.length <= 90);
    return sentence ? [inOrder('partIn', names.map((name) => ({ name })), names.indexOf(pos), sentence)] : [];
  });
};

const TOOL_PRACTICE: Record<WordTool, (entry: WordEntry, words: Words) => Array<Question | null>> = {
  'past-tense-of': pastTense,
  'how-to-pronounce': pronounce,
  'synonyms-of': synonyms,
  'antonyms-of': antonyms,
  'what-part-of-speech': partsOfSpeech,
};

/** The word's questions in a tool: up to three, none when its data asks nothing worth asking. */
export function practiceOf(tool: WordTool, entry: WordEntry, words: Words): Question[] {
  return TOOL_PRACTICE[tool](entry, words)
    .filter((asked): asked is Question => asked !== null)
    .slice(0, PRACTICE_QUESTIONS);
}

/** The choices a URL gives (`a1`…`a3`, each a choice's index), null for one not given; null when it answers none (a choice the question lacks is none: scorePractice). */
export function answersIn(search: URLSearchParams): Array<number | null> | null {
  const answers = Array.from({ length: PRACTICE_QUESTIONS }, (_, index) => {
    const given = search.get(answerParam(index));
    return given !== null && /^\d$/.test(given) ? Number(given) : null;
  });
  return answers.some((answer) => answer !== null) ? answers : null;
}

/** Whether a URL's query asks the practice scored: any of its fields. */
export const asksPractice = (search: URLSearchParams) => Array.from({ length: PRACTICE_QUESTIONS }, (_, index) => search.has(answerParam(index))).some(Boolean);

/** The one spelling of a query's answers, "" when it gives none: what the scored page is kept under. */
export function practiceSearch(search: URLSearchParams): string {
  const answers = answersIn(search);
  if (!answers) return '';
  const kept = new URLSearchParams();
  answers.forEach((answer, index) => answer !== null && kept.set(answerParam(index), String(answer)));
  return kept.toString();
}

export interface PracticeScore {
  correct: number;
  total: number;
  /** Per question: the choice given (null: none) and whether it is right. */
  marks: Array<{ chosen: number | null; right: boolean }>;
}

export function scorePractice(questions: readonly Question[], answers: ReadonlyArray<number | null>): PracticeScore {
  const marks = questions.map((asked, index) => {
    const given = answers[index] ?? null;
    // A choice the question does not have (a URL typed by hand) is no answer.
    const chosen = given !== null && given < asked.choices.length ? given : null;
    return { chosen, right: chosen === asked.answer };
  });
  return { correct: marks.filter((mark) => mark.right).length, total: questions.length, marks };
}
