// The word tools' part of the server (issue 47): which paths the live site renders on first request
// (a word's page) or answers with a 404 of its own (a word it has no page for, with the nearest ones),
// the redirects to a word's own URL, the search form's landing without JavaScript, the suggestions
// as you type, and the sitemaps of the word pages. The pages themselves are the site's
// (site/words/), rendered by the renderer and kept in the page store like any other page.
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { LOCALES, type Locale } from '../domain/constants.ts';
import { localizePath, splitLocale } from '../domain/i18n/index.ts';
import type { ConfusingRecord } from '../domain/words/data-format.ts';
import { readConfusingWords, readWords, readWordsUpdated, type WordsUpdated } from '../domain/words/load.ts';
import { CONFUSING_WORDS, isToolPath, isWordTool, searchTarget, TOOL_PATHS, WORD_SEARCH_PATH, WORD_SUGGEST_PATH, wordPath, wordRoute, type ToolPath, type WordRoute } from '../domain/words/paths.ts';
import { toolListedIn, type Words } from '../domain/words/words.ts';

/** A child sitemap holds at most this many URLs (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
export const WORD_SITEMAP_INDEX = '/sitemap-index.xml';
const CHILD = /^\/sitemaps\/([a-z-]+)-(en|es|pt|uk)-(\d{1,4})\.xml$/;
/** Suggestions as you type: at most this many. */
export const SUGGESTIONS = 8;

export interface WordTools {
  words: Words;
  confusing: ConfusingRecord[];
  /** When each data file last changed: its pages' lastmod in the sitemaps. */
  updated?: WordsUpdated;
  /** What a path (with its locale) is to the word tools; null when it is not under one. */
  route(path: string): (WordRoute & { locale: Locale }) | null;
}

/** The word tools' data, or null (and why, logged) when the data files cannot be read: the tools' pages are then 404s. */
export function openWordTools(log: (line: string) => void = console.warn): WordTools | null {
  let words: Words;
  let confusing: ConfusingRecord[];
  try {
    words = readWords();
    confusing = readConfusingWords();
  } catch (error) {
    log(`[words] the word tools' data could not be read (${error instanceof Error ? error.message : String(error)}): their word pages answer 404`);
    return null;
  }
  // The tools' lists and indexes, made once the server is up, not on a visitor's first request.
  setTimeout(() => words.warm(), 0).unref();
  return wordTools(words, confusing, readWordsUpdated());
}

export function wordTools(words: Words, confusing: ConfusingRecord[], updated: WordsUpdated = {}): WordTools {
  return {
    words,
    confusing,
    updated,
    route(fullPath) {
      const { locale, path } = splitLocale(fullPath);
      const route = wordRoute(path, words, confusing);
      return route && { ...route, locale };
    },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every child sitemap of the word pages: one list per tool and locale, cut at 50,000 URLs. */
export function wordSitemaps(tools: WordTools): Array<{ path: string; tool: ToolPath; locale: Locale; words: string[] }> {
  return TOOL_PATHS.flatMap((tool) => {
    const words = isWordTool(tool) ? tools.words.wordsOf(tool, { indexable: true }) : tools.confusing.map((set) => set.slug);
    const parts = Math.max(1, Math.ceil(words.length / SITEMAP_MAX_URLS));
    // A tool whose pages are the dictionary's English is listed in English only (domain/words/words.ts inPageLanguage).
    return LOCALES.filter((locale) => !isWordTool(tool) || toolListedIn(tool, locale)).flatMap((locale) =>
      Array.from({ length: parts }, (_, index) => ({ path: `/sitemaps/${tool}-${locale}-${index + 1}.xml`, tool, locale, words: words.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS) })),
    );
  });
}

/** What the drawn sharing cards of word pages may weigh in memory (about 40 KB each); the CDN keeps them past that. */
export const WORD_CARDS_MAX_BYTES = 16 * 1024 * 1024;
const CARD = /^\/social(\/.+)\.png$/;

export interface WordRoutesOptions {
  /** The public origin of the sitemaps' URLs. */
  origin: string;
  /** Draws a word page's sharing card (the site's renderer, live/renderer.ts); without it, none is drawn (404). */
  drawCard?: (cardPath: string) => Promise<Buffer | null>;
}

export function wordRoutes(tools: WordTools, { origin, drawCard }: WordRoutesOptions) {
  const app = new Hono();
  const cards = new LRUCache<string, Buffer>({ maxSize: WORD_CARDS_MAX_BYTES, sizeCalculation: (png) => png.length + 100 });
  // Made on the first sitemap request, not when the app is made: start-up reads no word list.
  let children: ReturnType<typeof wordSitemaps> | undefined;
  const childrenOf = () => (children ??= wordSitemaps(tools));
  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

  // The suggestions as you type: words the tool has a page for, starting with what was typed.
  app.get(WORD_SUGGEST_PATH, (c) => {
    const tool = c.req.query('tool') ?? '';
    const typed = (c.req.query('q') ?? '').trim().toLowerCase();
    if (!isToolPath(tool)) return c.json({ error: 'tool must be one of the word tools' }, 400);
    if (typed.length > 40 || !/^[a-z' -]*$/.test(typed)) return c.json({ error: 'q must be up to 40 letters' }, 400);
    const words =
      typed === ''
        ? []
        : tool === CONFUSING_WORDS
          ? tools.confusing.filter((set) => set.words.some((word) => word.startsWith(typed))).map((set) => set.slug).slice(0, SUGGESTIONS)
          : tools.words.startingWith(tool, typed, SUGGESTIONS);
    return c.json({ words }, 200, { 'cache-control': 'public, max-age=86400' });
  });

  // The search form without JavaScript: to the word's page, or its URL's 404 with suggestions.
  for (const locale of LOCALES) {
    app.get(localizePath(WORD_SEARCH_PATH, locale), (c) => {
      const tool = c.req.query('tool') ?? '';
      if (!isToolPath(tool)) return c.text('Choose one of the word tools.', 400);
      const target = searchTarget(tool, (c.req.query('word') ?? '').slice(0, 200), tools.words, tools.confusing);
      return c.redirect(localizePath(target, locale), 303);
    });
  }

  // A word page's sharing card, drawn when first asked for and kept (here, and a week by the CDN).
  app.get('/social/*', async (c, next) => {
    const page = CARD.exec(c.req.path)?.[1];
    if (!page || !drawCard || tools.route(page)?.kind !== 'page') return next();
    let png = cards.get(c.req.path);
    if (!png) {
      png = (await drawCard(c.req.path)) ?? undefined;
      if (!png) return next();
      cards.set(c.req.path, png);
    }
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' });
  });

  app.get(WORD_SITEMAP_INDEX, (c) => {
    const entries = ['/sitemap.xml', ...childrenOf().map((child) => child.path)].map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
    return c.body(['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join('\n'), 200, xml);
  });
  app.get('/sitemaps/*', (c, next) => {
    const match = CHILD.exec(c.req.path);
    const child = match && childrenOf().find((candidate) => candidate.path === c.req.path);
    if (!child) return next();
    // The page's language alternates are in its head: a child lists its own locale's URLs.
    const updated = isWordTool(child.tool) ? tools.updated?.words : tools.updated?.confusing;
    const lastmod = updated ? `<lastmod>${updated}</lastmod>` : '';
    const urls = child.words.map((word) => `  <url><loc>${escapeXml(origin + localizePath(wordPath(child.tool, word), child.locale))}</loc>${lastmod}</url>`);
    return c.body(['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n'), 200, xml);
  });
  return app;
}
