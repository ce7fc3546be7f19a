// A word tool's page as the site shows it: the word's data (domain/words/) and the locale's words
// (the catalogs' `words` namespace) made into one view model per page, for PureWordPage. Rendered
// when a word is first asked for (server/live/), never prerendered.
import type { Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import type { ConfusingRecord, FunctionPos, WordNetPos } from '../../domain/words/data-format.ts';
import { readConfusingWords, readWords } from '../../domain/words/load.ts';
import { CONFUSING_EXAMPLE, CONFUSING_WORDS, isWordTool, TOOL_PATHS, WORD_SEARCH_PATH, WORD_SUGGEST_PATH, wordPath, wordRoute, type ToolPath } from '../../domain/words/paths.ts';
import { pronunciationOf, type Pronunciation } from '../../domain/words/pronunciation.ts';
import { edSound, FORMS_BY_MEANING, presentParticiple, thirdPerson, usagePatterns, verbMistakes, type EndingSound, type VerbMistake } from '../../domain/words/verb-forms.ts';
import { antonymsOf, indexableIn, partsOfSpeech, synonymsOf, TEACHERS_SYNONYMS, TOOLS, toolListedIn, WORD_TOOLS, type Sense, type WordEntry, type Words, type WordTool } from '../../domain/words/words.ts';
import WORDS_COPY, { type WordsMessages } from '../../domain/i18n/compiled/words.ts';
import SECTIONS_COPY from '../../domain/i18n/compiled/sections.ts';
import BLOG_COPY from '../../domain/i18n/compiled/blog.ts';
import { NEXT_STEPS } from '../../domain/constants.ts';
import { answerParam, practiceOf, scorePractice, type Choice, type Question } from '../../domain/words/practice.ts';
import type { NextStepProps } from '../../design-system/index.ts';

export { WORDS_COPY, type WordsMessages };

export interface WordLink {
  href: string;
  label: string;
}

export interface WordSearchView {
  action: string;
  suggestUrl: string;
  tool: ToolPath;
  label: string;
  button: string;
  hint: string;
  suggestionsLabel: string;
  /** What the field holds when the page opens (the word of a 404). */
  value: string;
}

export interface WordChip {
  word: string;
  /** Its own page in this tool, when it has one. */
  href: string | null;
  /** Rare in everyday English (halcyon): marked, and listed after the common words. */
  rare: boolean;
}

export interface SenseView {
  pos: WordNetPos;
  gloss: string;
  examples: string[];
  words: WordChip[];
}

interface Common {
  locale: Locale;
  word: string;
  heading: string;
  lead: string;
  breadcrumb: WordLink[];
  also: WordLink[];
  search: WordSearchView;
  /** The questions on the word, scored when the URL answers them (a word tool's page; null where its data asks none). */
  practice: PracticeView | null;
  /** The one call to action after the practice, matched to the tool (TOOLS' `next`). */
  next: NextStepProps | null;
}

/** A sentence of the locale's with the English in it marked (`lang="en"`), so a screen reader says that part in English. */
export type MarkedText = Array<{ text: string; lang?: 'en' }>;

export interface PracticeQuestionView {
  /** Its field in the form and the URL (`a1`). */
  name: string;
  prompt: MarkedText;
  choices: Array<{ value: string; label: string; lang?: 'en' }>;
  /** The choice the URL gave, kept checked on the scored page. */
  chosen: string | null;
  /** Once scored: whether it was right, and the words that say so (the right answer when it was not). */
  mark: { right: boolean; text: MarkedText } | null;
}

export interface PracticeView {
  heading: string;
  lead: string;
  /** The page's own path: the form asks it again with the answers, and the server scores them. */
  action: string;
  check: string;
  questions: PracticeQuestionView[];
  /** Once scored: "2 of 3 right", what to do now, and the way back to the questions unanswered. */
  score: { correct: number; total: number; text: string; lead: string; again: WordLink } | null;
}

/** What each tool's page shows besides what every word page has: its view's row (TOOL_PAGES) makes it, its part in PureWordPage shows it. */
export interface ToolViews {
  'past-tense-of': {
    irregular: boolean;
    forms: { base: string; third: string; ing: string; past: string[]; participle: string[] };
    /** A verb whose forms depend on its meaning (lie: lay or lied): each meaning with its forms; empty for the others. */
    byMeaning: Array<{ meaning: string; past: string; participle: string }>;
    ending: EndingSound | null;
    examples: string[];
    /** How to use it: affirmative, negative, question and present perfect, whole sentences where the verb's ending is known (usagePatterns). */
    patterns: readonly [string, string, string, string];
    mistakes: VerbMistake[];
    sameChange: WordLink[];
    similar: WordLink[];
  };
  'how-to-pronounce': { pronunciation: Pronunciation; rhymes: WordLink[] };
  'synonyms-of': { senses: SenseView[] };
  'antonyms-of': { senses: SenseView[] };
  'what-part-of-speech': { parts: Array<{ pos: WordNetPos | FunctionPos; total: number; senses: Array<{ gloss: string; examples: string[] }> }> };
  [CONFUSING_WORDS]: { set: ConfusingRecord };
}

/** The page of one tool. */
export type ToolView<T extends ToolPath> = Common & { tool: T } & ToolViews[T];

export type WordPageView = { [T in ToolPath]: ToolView<T> }[ToolPath];

export interface WordMissingView {
  locale: Locale;
  tool: ToolPath;
  word: string;
  heading: string;
  lead: string;
  suggestions: WordLink[];
  breadcrumb: WordLink[];
  search: WordSearchView;
}

const SENSES_SHOWN = 8;
const LINKS_SHOWN = 12;

/** A list as the locale writes it: "glad, content and cheerful" (or "… or …"). */
export const listOf = (items: string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction') => new Intl.ListFormat(locale, { type }).format(items);

/** A word in the locale's quotation marks, as its catalog writes them (the press strip's quote). */
const quoted = (word: string, locale: Locale) => SECTIONS_COPY[locale].quote({ text: word });

const toolName = (tool: ToolPath, copy: WordsMessages) => (tool === CONFUSING_WORDS ? copy.confusing.name : copy.tools[tool].name);

export function searchView(tool: ToolPath, locale: Locale, copy: WordsMessages, value = ''): WordSearchView {
  const example = tool === CONFUSING_WORDS ? CONFUSING_EXAMPLE : TOOLS[tool].example;
  return {
    action: localizePath(WORD_SEARCH_PATH, locale),
    suggestUrl: WORD_SUGGEST_PATH,
    tool,
    label: copy.search.label,
    button: copy.search.button,
    hint: copy.search.hint({ example }),
    suggestionsLabel: copy.search.suggestions,
    value,
  };
}

function breadcrumbOf(tool: ToolPath, locale: Locale, copy: WordsMessages): WordLink[] {
  return [{ href: localizePath(`/${tool}`, locale), label: toolName(tool, copy) }];
}

/** The word's pages in the other tools, as links. */
function alsoLinks(word: string, entry: WordEntry, except: ToolPath, words: Words, locale: Locale, copy: WordsMessages): WordLink[] {
  return WORD_TOOLS.filter((tool) => tool !== except && words.has(tool, entry.word)).map((tool) => ({ href: localizePath(wordPath(tool, word), locale), label: copy.tools[tool].link({ word }) }));
}

/** Words as links to their page in a tool (the ones it has), the rest left out. */
function linksTo(tool: WordTool, candidates: string[], words: Words, locale: Locale, label: (word: string) => string = (word) => word): WordLink[] {
  return candidates
    .filter((word) => words.has(tool, word))
    .slice(0, LINKS_SHOWN)
    .map((word) => ({ href: localizePath(wordPath(tool, word), locale), label: label(word) }));
}

/** A meaning's words as the page lists them: the common ones first, the rare ones marked and after them (each group in the data's order). */
function chips(tool: WordTool, list: string[], words: Words, locale: Locale): WordChip[] {
  const made = list.map((word) => ({ word, href: words.has(tool, word) ? localizePath(wordPath(tool, word), locale) : null, rare: words.isRare(word) }));
  return [...made.filter((chip) => !chip.rare), ...made.filter((chip) => chip.rare)];
}

/** The first few of a list, for a title or a description. */
const firstOf = (list: string[], count: number) => list.slice(0, count);

export interface WordPageData {
  title: string;
  description: string;
  indexable: boolean;
  view: WordPageView;
}

/** The words of one meaning a page shows: the most frequent first. */
const WORDS_PER_SENSE = 24;

function senseViews(tool: 'synonyms-of' | 'antonyms-of', entry: WordEntry, words: Words, locale: Locale): SenseView[] {
  // In the data's order: the meaning's own words, then those used in that meaning, then the commonest (scripts/build-words.mjs).
  const pick = (sense: Sense) => (tool === 'synonyms-of' ? sense.synonyms : sense.antonyms).slice(0, WORDS_PER_SENSE);
  return entry.senses
    .filter((sense) => pick(sense).length > 0)
    .slice(0, SENSES_SHOWN)
    .map((sense) => ({ pos: sense.pos, gloss: sense.gloss, examples: sense.examples.slice(0, 2), words: chips(tool, pick(sense), words, locale) }));
}

/** A choice as a learner reads it: an English word or sound, or what the locale calls it. */
function choiceLabel(choice: Choice, copy: WordsMessages): { label: string; lang?: 'en' } {
  if ('text' in choice) return { label: choice.text, lang: 'en' };
  if ('count' in choice) return { label: String(choice.count) };
  return { label: choice.name === 'regular' || choice.name === 'irregular' ? copy.practice.choice[choice.name] : copy.pos[choice.name].name };
}

/** The sentence cut where an English part stands alone in it (not inside a longer word), those parts marked. */
function markEnglish(sentence: string, english: ReadonlyArray<string | false | undefined>): MarkedText {
  const parts = [...new Set(english.filter((part): part is string => Boolean(part)))].sort((a, b) => b.length - a.length);
  if (parts.length === 0) return [{ text: sentence }];
  const alone = new RegExp(`(?<![\\p{L}])(${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'u');
  return sentence
    .split(alone)
    .filter((text) => text !== '')
    .map((text) => (parts.includes(text) ? { text, lang: 'en' as const } : { text }));
}

/** The practice on a word: its questions in the locale's words, scored when `answers` are given. */
function practiceView(questions: Question[], word: string, path: string, answers: ReadonlyArray<number | null> | null, locale: Locale, copy: WordsMessages): PracticeView | null {
  if (questions.length === 0) return null;
  const words = copy.practice;
  const score = answers ? scorePractice(questions, answers) : null;
  return {
    heading: words.heading({ word }),
    lead: words.lead({ count: questions.length }),
    action: path,
    check: words.check,
    questions: questions.map((question, index) => {
      const mark = score?.marks[index];
      const answer = choiceLabel(question.choices[question.answer]!, copy);
      const english = (sentence: string, ...parts: Array<string | false | undefined>) => markEnglish(sentence, locale === 'en' ? [] : parts);
      return {
        name: answerParam(index),
        prompt: english(words.ask[question.kind]({ word, about: question.about ?? '' }), word, question.about, question.kind === 'participle' && 'I have ___'),
        choices: question.choices.map((choice, value) => ({ value: String(value), ...choiceLabel(choice, copy) })),
        chosen: mark?.chosen === null || mark === undefined ? null : String(mark.chosen),
        mark: mark ? { right: mark.right, text: english(mark.right ? words.right : (mark.chosen === null ? words.none : words.wrong)({ answer: answer.label }), answer.lang && answer.label) } : null,
      };
    }),
    score: score && {
      correct: score.correct,
      total: score.total,
      text: words.score({ correct: score.correct, total: score.total }),
      lead: words.scoreLead({ all: score.correct === score.total ? 'yes' : 'no', word }),
      again: { href: `${path}#practice`, label: words.again },
    },
  };
}

/** The tool's call to action: its own heading and sentence, the next step's button and address. */
function nextStep(tool: WordTool, locale: Locale, copy: WordsMessages): NextStepProps {
  const kind = TOOLS[tool].next;
  const blog = BLOG_COPY[locale].cta;
  return { label: blog.label, ...copy.next[tool], button: blog[kind].button, href: localizePath(NEXT_STEPS[kind], locale) };
}

/** Forms that compare (better, larger) are no other word for the word itself. */
const COMPARING = new Set(['better', 'best', 'worse', 'worst', 'more', 'most', 'less', 'least']);
const compares = (word: string, among: readonly string[]) => COMPARING.has(word) || among.some((other) => other !== word && new RegExp(`^${other.replace(/e$/, '').replace(/y$/, 'i')}(?:${other.at(-1)})?(?:e?r|e?st)$`).test(word));

/**
 * The five-second answer: another way to say the word (the teacher's words where WordNet's mislead,
 * else the first meaning's words in the data's order, the learner's: its own words, then the most
 * used), or its one opposite (antonymsOf's first); one word each, none a comparative (larger, better).
 */
function answerOf(tool: 'synonyms-of' | 'antonyms-of', word: string, pool: readonly string[], locale: Locale): string {
  const usable = [...new Set(pool)].filter((candidate) => !/[ -]/.test(candidate) && !compares(candidate, [...pool, word]));
  return listOf(firstOf(usable, tool === 'synonyms-of' ? 3 : 1), locale, 'disjunction');
}

/** What a tool's row is given: the word, the data, the locale and its words. */
interface ToolPageInput<T extends WordTool> {
  tool: T;
  word: string;
  entry: WordEntry;
  words: Words;
  locale: Locale;
  copy: WordsMessages;
}

/** A tool's page but for what every word page has (its heading, breadcrumb, links and search). */
type ToolPageParts<T extends WordTool> = { title: string; description: string; view: { lead: string } & ToolViews[T] };

/**
 * Each tool's page, one row a tool: a new tool is its row in domain/words/words.ts TOOLS, its row
 * here, its part in PureWordPage (TOOL_PARTS), its words in the catalogs and its stories.
 */
const TOOL_PAGES: { [T in WordTool]: (input: ToolPageInput<T>) => ToolPageParts<T> } = {
  'past-tense-of': ({ tool, word, entry, words, locale, copy }) => {
    const verb = entry.verb!;
    const past = verb.past[0] ?? '';
    const participle = verb.participle[0] ?? '';
    const byMeaning = (FORMS_BY_MEANING[word] ?? []).map((forms) => ({ ...forms, meaning: copy.pastTense.meaning[forms.meaning] }));
    const [first, second] = byMeaning;
    const formsOf = (forms: { past: string; participle: string }) => (forms.past === forms.participle ? forms.past : `${forms.past}, ${forms.participle}`);
    // Two meanings, two sets of forms (lie): the answer says which is which, never "lay / lied".
    const lead =
      first && second
        ? copy.pastTense.answerByMeaning({ word, first: formsOf(first), firstMeaning: first.meaning, second: formsOf(second), secondMeaning: second.meaning })
        : copy.pastTense.answer({ word, past: verb.past.join(' / '), participle: verb.participle.join(' / ') });
    return {
      title: copy.tools[tool].title({ word, forms: [...new Set([...verb.past, ...verb.participle])].join(', ') }),
      description: copy.tools[tool].description({ word, past, participle, irregular: verb.irregular ? 'yes' : 'no' }),
      view: {
        lead,
        irregular: verb.irregular,
        forms: { base: word, third: thirdPerson(word), ing: presentParticiple(word, past, verb.irregular), past: verb.past, participle: verb.participle },
        byMeaning,
        ending: verb.irregular || !entry.arpabet ? null : edSound(entry.arpabet),
        examples: entry.pastExamples,
        patterns: usagePatterns(word, past, verb.participle[0] ?? past),
        mistakes: verbMistakes(word, verb.past, verb.participle, verb.irregular),
        sameChange: linksTo(tool, words.sameChange(word, LINKS_SHOWN), words, locale),
        // The verb's commonest meaning only, its rare words left out: swim's later meanings gave "float, drown", buy's "bribe, corrupt".
        similar: linksTo(tool, (entry.senses.find((sense) => sense.pos === 'v')?.synonyms ?? []).filter((other) => !words.isRare(other)), words, locale),
      },
    };
  },
  'how-to-pronounce': ({ tool, word, entry, words, locale, copy }) => {
    const pronunciation = pronunciationOf(entry.arpabet)!;
    return {
      title: copy.tools[tool].title({ word, ipa: pronunciation.ipa }),
      description: copy.tools[tool].description({ word, ipa: pronunciation.ipa, respelling: pronunciation.respelling, syllables: pronunciation.syllables.length }),
      view: { lead: copy.pronounce.answer, pronunciation, rhymes: linksTo(tool, words.rhymes(word, LINKS_SHOWN), words, locale) },
    };
  },
  'synonyms-of': ({ tool, word, entry, words, locale, copy }) => {
    const picked = TEACHERS_SYNONYMS[word];
    const list = [...new Set([...(picked ?? []), ...synonymsOf(entry)])];
    const senses = senseViews(tool, entry, words, locale);
    const firstWords = picked ?? senses[0]?.words.map((chip) => chip.word) ?? [];
    return {
      title: copy.tools[tool].title({ word, list: firstOf(list, 3).join(', ') }),
      description: copy.tools[tool].description({ word, count: list.length, list: listOf(firstOf(list, 5), locale) }),
      view: { lead: copy.senses.synonymsLead({ word, count: senses.length, list: answerOf(tool, word, firstWords, locale) }), senses },
    };
  },
  'antonyms-of': ({ tool, word, entry, words, locale, copy }) => {
    const list = antonymsOf(entry, (other) => words.frequency(other));
    const senses = senseViews(tool, entry, words, locale);
    return {
      title: copy.tools[tool].title({ word, list: firstOf(list, 3).join(', ') }),
      description: copy.tools[tool].description({ word, list: listOf(firstOf(list, 5), locale) }),
      view: { lead: copy.senses.antonymsLead({ word, count: senses.length, list: answerOf(tool, word, list, locale) }), senses },
    };
  },
  'what-part-of-speech': ({ tool, word, entry, locale, copy }) => {
    const parts = partsOfSpeech(entry).map((pos) => {
      const senses = entry.senses.filter((sense) => sense.pos === pos);
      return { pos, total: senses.length, senses: senses.slice(0, 3).map((sense) => ({ gloss: sense.gloss, examples: sense.examples.slice(0, 1) })) };
    });
    const list = listOf(
      parts.map((part) => copy.pos[part.pos].inSentence),
      locale,
      'disjunction',
    );
    return {
      title: copy.tools[tool].title({ word, list: parts.map((part) => copy.pos[part.pos].name).join(', ') }),
      description: copy.tools[tool].description({ word, list }),
      view: { lead: parts.length === 1 ? copy.senses.answerOne({ word, list }) : copy.senses.answer({ word, list }), parts },
    };
  },
};

function toolPage<T extends WordTool>(tool: T, entry: WordEntry, words: Words, locale: Locale, copy: WordsMessages, answers: ReadonlyArray<number | null> | null): WordPageData {
  const { word } = entry;
  const { title, description, view } = TOOL_PAGES[tool]({ tool, word, entry, words, locale, copy });
  const path = localizePath(wordPath(tool, word), locale);
  return {
    indexable: indexableIn(tool, words.facts(word)!, locale),
    title,
    description,
    view: {
      locale,
      word,
      heading: copy.tools[tool].heading({ word }),
      breadcrumb: breadcrumbOf(tool, locale, copy),
      also: alsoLinks(word, entry, tool, words, locale, copy),
      search: searchView(tool, locale, copy),
      practice: practiceView(practiceOf(tool, entry, words), word, path, answers, locale, copy),
      next: nextStep(tool, locale, copy),
      tool,
      ...view,
      // The row of tool T made T's view; TypeScript does not follow T from the row to the union.
    } as unknown as WordPageView,
  };
}

function confusingPage(set: ConfusingRecord, locale: Locale, copy: WordsMessages): WordPageData {
  const pair = set.words.join(' / ');
  const words = readWords();
  return {
    indexable: true,
    title: copy.confusing.title({ pair: listOf(set.words, locale) }),
    description: copy.confusing.description({ pair: listOf(set.words, locale, 'conjunction') }),
    view: {
      locale,
      word: pair,
      tool: CONFUSING_WORDS,
      heading: copy.confusing.heading({ pair: listOf(set.words.map((word) => quoted(word, locale)), locale) }),
      lead: set.tip[locale],
      breadcrumb: breadcrumbOf(CONFUSING_WORDS, locale, copy),
      also: set.words.flatMap((word) => {
        return words.has('what-part-of-speech', word) ? [{ href: localizePath(wordPath('what-part-of-speech', word), locale), label: copy.tools['what-part-of-speech'].link({ word }) }] : [];
      }),
      search: searchView(CONFUSING_WORDS, locale, copy),
      practice: null,
      next: null,
      set,
    },
  };
}

/**
 * The page of a word tool at a locale-free path, its 404 with suggestions, or null when the path is
 * not a word page; its practice scored when the URL gives `answers` (practice.ts answersIn).
 */
export function wordPage(path: string, locale: Locale, answers: ReadonlyArray<number | null> | null = null): { page: WordPageData } | { missing: WordMissingView } | null {
  const [, tool = ''] = path.split('/');
  if (!(TOOL_PATHS as readonly string[]).includes(tool)) return null;
  const words = readWords();
  const confusing = readConfusingWords();
  const route = wordRoute(path, words, confusing);
  if (!route || route.kind === 'invalid' || route.kind === 'redirect') return null;
  const copy = WORDS_COPY[locale];
  if (route.kind === 'missing') return { missing: missingView(route.tool, route.word, words, confusing, locale, copy) };
  if (route.tool === CONFUSING_WORDS) return { page: confusingPage(confusing.find((set) => set.slug === route.word)!, locale, copy) };
  const entry = words.entry(route.word)!;
  // A transcription the page cannot read (the table's check is its shape only) is no page.
  if (route.tool === 'how-to-pronounce' && !pronunciationOf(entry.arpabet)) return { missing: missingView(route.tool, route.word, words, confusing, locale, copy) };
  return { page: toolPage(route.tool, entry, words, locale, copy, answers) };
}

function missingView(tool: ToolPath, word: string, words: Words, confusing: ConfusingRecord[], locale: Locale, copy: WordsMessages): WordMissingView {
  const suggestions =
    tool === CONFUSING_WORDS
      ? confusing.filter((set) => set.words.some((candidate) => word.split('-').includes(candidate.replace(/'/g, '')))).map((set) => ({ href: localizePath(wordPath(tool, set.slug), locale), label: listOf(set.words, locale) }))
      : words.near(tool, word, 8).map((candidate) => ({ href: localizePath(wordPath(tool, candidate), locale), label: candidate }));
  return {
    locale,
    tool,
    word,
    heading: copy.notFound.heading({ tool: toolName(tool, copy).toLowerCase(), word }),
    lead: suggestions.length > 0 ? copy.notFound.lead : copy.notFound.none,
    suggestions,
    breadcrumb: breadcrumbOf(tool, locale, copy),
    search: searchView(tool, locale, copy, word),
  };
}

/** Whether the locale-free path is a word page a locale has (every locale has every word page). */
export function isWordPage(path: string): boolean {
  const [, tool = ''] = path.split('/');
  if (!(TOOL_PATHS as readonly string[]).includes(tool)) return false;
  return wordRoute(path, readWords(), readConfusingWords())?.kind === 'page';
}

/** Whether a word's page is one a locale offers search engines (its language alternates): a tool's whose content is in the page's language. */
export function isListedWordPage(path: string, locale: Locale): boolean {
  const [, tool = ''] = path.split('/');
  return isWordPage(path) && (!isWordTool(tool) || toolListedIn(tool, locale));
}
