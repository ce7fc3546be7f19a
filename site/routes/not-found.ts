// What the 404 page offers besides the way home (issue 63): the site's pages, articles, answers and
// word pages that match the words of the URL typed, a search of the help center with those words,
// and the site's main pages. Read in the route's loader: at build for /404 (no words: no
// suggestions), on request for a URL with words (server/boot.ts rendersMissing).
import type { Locale } from '../../domain/constants.ts';
import { FAQ_SEARCH_ANCHOR, faqAnchor, rankByWords } from '../../domain/content/faq-search.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { typedWordsOf } from '../../domain/rules/typed-path.ts';
import { CONTACT_PATH } from '../../domain/support/contact.ts';
import { readWords } from '../../domain/words/load.ts';
import { wordPath } from '../../domain/words/paths.ts';
import { WORD_TOOLS } from '../../domain/words/words.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';
import { WORDS_COPY } from '../words/word-pages.ts';
import { withoutSiteName } from './content/templates.ts';
import { linkedPages } from './linked-pages.ts';

export interface NotFoundView {
  /** The URL's words ("" for none): the search's value. */
  typed: string;
  suggestions: Array<{ href: string; label: string }>;
  /** The help center's search. */
  searchAction: string;
  mainPages: Array<{ href: string; label: string }>;
}

/** Links the 404 offers for what was typed, at most. */
export const NOT_FOUND_SUGGESTIONS = 6;
/** The pages a lost visitor most likely wanted, as the header and footer name them. */
const MAIN_PATHS = ['/language-learning-app', '/english-tutors', '/group-lessons', '/conversation-club', '/test-your-english-level', '/blog', '/faq', CONTACT_PATH];


export async function notFoundView(path: string, locale: Locale): Promise<NotFoundView> {
  const content = buildTimeContent();
  const [header, footer] = await Promise.all([content.header(locale), content.footer(locale)]);
  const named = new Map(linkedPages(header, footer).map((page) => [page.path, page.label]));
  const mainPages = MAIN_PATHS.filter((main) => named.has(main)).map((main) => ({ href: localizePath(main, locale), label: named.get(main)! }));
  const typed = typedWordsOf(path);
  return { typed, suggestions: typed ? await suggestionsFor(typed, locale) : [], searchAction: `${localizePath('/faq', locale)}#${FAQ_SEARCH_ANCHOR}`, mainPages };
}

/** A URL of one English word the tools have pages for: its pages first; then the pages, articles and answers the words match best. */
async function suggestionsFor(typed: string, locale: Locale): Promise<NotFoundView['suggestions']> {
  const content = buildTimeContent();
  const words = readWords();
  // Only a lone word is a lookup: "/blog/phrasal-verbs-guide" asks for an article, not the past tense of "blog".
  const toolLinks = [typed]
    .filter((word) => /^[a-z]+$/.test(word))
    .flatMap((word) => WORD_TOOLS.filter((tool) => words.has(tool, word)).map((tool) => ({ href: localizePath(wordPath(tool, word), locale), label: WORDS_COPY[locale].tools[tool].link({ word }) })));
  const [pages, posts, faqs] = await Promise.all([content.pages(locale), content.list('blog-posts', locale), content.list('faqs', locale)]);
  const entries = [
    ...[...pages].map(([pagePath, page]) => ({ href: localizePath(pagePath, locale), label: withoutSiteName(page.title), text: `${page.description ?? ''} ${pagePath}` })),
    ...posts.map((post) => ({ href: localizePath(`/blog/${post.slug}`, locale), label: post.title, text: `${post.excerpt} ${post.slug}` })),
    ...faqs.map((faq) => ({ href: `${localizePath('/faq', locale)}#${faqAnchor(faq)}`, label: faq.question, text: faq.answer })),
  ];
  const ranked = rankByWords(entries, typed, (entry) => entry.label, (entry) => entry.text).map(({ href, label }) => ({ href, label }));
  return [...toolLinks, ...ranked].slice(0, NOT_FOUND_SUGGESTIONS);
}
