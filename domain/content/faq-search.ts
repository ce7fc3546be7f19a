// The help center's search (issue 63): what a visitor typed into the FAQ's search, read from the
// page's URL (`?q=`), so that a search is a link and works without JavaScript: the form is a GET
// to the same page and the server renders the page for the query (server/app.ts, as the tutors'
// directory). One pure function decides which answers match; the section only draws them.
import { headingId } from './rich-text.ts';
import type { FaqTopic } from './collections.ts';

/** The URL's name for the search, the only parameter the help center is rendered for. */
export const FAQ_SEARCH_PARAM = 'q';
/** A page with the help center carries this attribute: the server renders it for a search (server/personalise.ts). */
export const FAQ_SEARCH_MARK = 'data-faq-search';
/** The search form's own anchor: a search (from the help center or the 404 page) lands on the field and its answers, not the page's hero. */
export const FAQ_SEARCH_ANCHOR = 'help-search';
/** Longer than any question a person types: the rest is cut, not refused. */
export const FAQ_QUERY_MAX_LENGTH = 80;

interface Searchable {
  question: string;
  answer: string;
  topic: FaqTopic;
}

/** What the URL asks for, as one spelling: spaces collapsed, trimmed, cut to the limit ("" for none). */
export function faqQuery(search: URLSearchParams): string {
  const typed = search.get(FAQ_SEARCH_PARAM) ?? '';
  return typed.normalize('NFC').replace(/\s+/gu, ' ').trim().slice(0, FAQ_QUERY_MAX_LENGTH).trim();
}

export const asksFaq = (search: URLSearchParams) => faqQuery(search) !== '';

/** The search as its one address's query string ("q=cancel+my+plan"). */
export const faqSearch = (query: string) => new URLSearchParams({ [FAQ_SEARCH_PARAM]: query }).toString();

/** An answer's anchor on the page: its question's words (a link to "#can-i-cancel-any-time" opens it). */
export const faqAnchor = (faq: { question: string }) => headingId(faq.question);

/** The anchor of a topic's group of questions. */
export const faqTopicAnchor = (topic: FaqTopic) => `topic-${topic}`;

/** Letters and digits of any script, accents and case left out: "Cancelación" and "cancelacion" are one word. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A typed word as the start of the words it may be: "plans" finds "plan", "cancelling" finds
 * "cancel" and "cancellation", "скасувати" finds "скасування". Cutting the end is crude, but
 * works alike in four languages that inflect at the end of a word, with no dictionary shipped.
 */
const stemOf = (word: string) => (word.length >= 7 ? word.slice(0, -2) : word.length >= 5 ? word.slice(0, -1) : word);

/** A word shorter than this is no search (a stray "a" or "é"). */
const MIN_WORD_LENGTH = 2;
/** A word in more than this share of the answers says nothing about which one is wanted ("how", "lingo", "my"). */
const COMMON_SHARE = 0.5;
/** An answer shown scores at least this share of the best one: the close ones, not every one a word touched. */
const SHOWN_SHARE = 0.5;
/** A word in the title (a question) says more than the same word in the text (its answer). */
const TITLE_WEIGHT = 3;

/**
 * The entries that match a search, best first (ties keep the given order): each typed word scores
 * where it is found (the title over the text), rarer words more; words most entries hold count for
 * nothing; entries far below the best are left out. None for an empty search.
 */
export function rankByWords<E>(entries: readonly E[], query: string, titleOf: (entry: E) => string, textOf: (entry: E) => string): E[] {
  const stems = [...new Set(wordsOf(query).filter((word) => word.length >= MIN_WORD_LENGTH).map(stemOf))];
  if (stems.length === 0 || entries.length === 0) return [];
  const indexed = entries.map((entry) => ({ entry, title: wordsOf(titleOf(entry)), text: wordsOf(textOf(entry)) }));
  const found = (words: string[], stem: string) => words.some((word) => word.startsWith(stem));
  const weights = stems.flatMap((stem) => {
    const holding = indexed.filter((item) => found(item.title, stem) || found(item.text, stem)).length;
    return holding === 0 || holding / entries.length > COMMON_SHARE ? [] : [{ stem, weight: Math.log(1 + entries.length / holding) }];
  });
  const scored = indexed
    .map((item, order) => ({
      entry: item.entry,
      order,
      score: weights.reduce((sum, { stem, weight }) => sum + (found(item.title, stem) ? TITLE_WEIGHT * weight : found(item.text, stem) ? weight : 0), 0),
    }))
    .filter((item) => item.score > 0);
  const best = Math.max(0, ...scored.map((item) => item.score));
  return scored
    .filter((item) => item.score >= best * SHOWN_SHARE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((item) => item.entry);
}

/** The answers that match a search, best first: a word in the question says more than in the answer. */
export const searchFaqs = <F extends Searchable>(faqs: readonly F[], query: string): F[] => rankByWords(faqs, query, (faq) => faq.question, (faq) => faq.answer);

/** The questions by topic, the topics in the order the CMS lists their first question (the editors' order). */
export function faqsByTopic<F extends Searchable>(faqs: readonly F[]): Array<{ topic: FaqTopic; faqs: F[] }> {
  const topics = [...new Set(faqs.map((faq) => faq.topic))];
  return topics.map((topic) => ({ topic, faqs: faqs.filter((faq) => faq.topic === topic) }));
}
