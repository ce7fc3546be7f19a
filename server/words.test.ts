// The word tools' routes on the server, over a small data file (domain/words/test-words.ts): the
// redirects to a word's own URL, the plain 404 for a path that is no word, the search without
// JavaScript, the suggestions and the sitemaps. The pages themselves: tests/e2e/words.spec.ts.
import { join } from 'node:path';
import { createApp } from './app.ts';
import { loadContent } from './cms/store.ts';
import { fixtureSite } from './test-site.ts';
import { TEST_CONFUSING, TEST_WORDS_FILE } from '../domain/words/test-words.ts';
import { wordsFrom, type Words } from '../domain/words/words.ts';
import { SITEMAP_MAX_URLS, wordSitemaps, wordTools } from './words.ts';

const { siteDir, remove } = fixtureSite();
afterAll(remove);
const tools = wordTools(wordsFrom(TEST_WORDS_FILE), TEST_CONFUSING, { words: '2026-11-30', confusing: '2026-11-28' });
const drawn: string[] = [];
const app = createApp({
  siteDir,
  store: loadContent(join(import.meta.dirname, '..', 'content')),
  words: tools,
  wordCards: async (path) => (drawn.push(path), Buffer.from('png')),
});

describe('word tools: paths', () => {
  it('sends a form or a capitalised word to the word’s own URL, in its locale', async () => {
    for (const [from, to] of [
      ['/past-tense-of/Swim', '/past-tense-of/swim'],
      ['/past-tense-of/ran', '/past-tense-of/run'],
      ['/uk/synonyms-of/HAPPY', '/uk/synonyms-of/happy'],
      ['/es/confusing-words/effect-vs-affect', '/es/confusing-words/affect-vs-effect'],
    ]) {
      const response = await app.request(from!);
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('answers a path that is no word with the locale’s 404 page, nothing looked up or rendered', async () => {
    for (const path of ['/past-tense-of/sw%C3%AFm', '/past-tense-of/swim.php', `/past-tense-of/${'a'.repeat(300)}`, '/past-tense-of/swim/more', '/uk/past-tense-of/%3Cscript%3E']) {
      const response = await app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toMatch(/Page not found|Сторінку не знайдено/);
    }
  });
});

describe('word tools: search without JavaScript', () => {
  it('lands on the word’s page, its base form’s, or its URL that answers with suggestions', async () => {
    const search = async (query: string) => {
      const response = await app.request(query);
      return [response.status, response.headers.get('location')];
    };
    expect(await search('/word-search?tool=past-tense-of&word=Swim')).toEqual([303, '/past-tense-of/swim']);
    expect(await search('/uk/word-search?tool=past-tense-of&word=ran')).toEqual([303, '/uk/past-tense-of/run']);
    expect(await search('/es/word-search?tool=synonyms-of&word=hapy')).toEqual([303, '/es/synonyms-of/hapy']);
    expect(await search('/word-search?tool=past-tense-of&word=')).toEqual([303, '/past-tense-of']);
    expect(await search('/pt/word-search?tool=confusing-words&word=effect')).toEqual([303, '/pt/confusing-words/affect-vs-effect']);
  });

  it('refuses a tool it does not have with a 400', async () => {
    expect((await app.request('/word-search?tool=nope&word=swim')).status).toBe(400);
    expect((await app.request('/word-search?word=swim')).status).toBe(400);
  });
});

describe('word tools: suggestions as you type', () => {
  it('suggests the tool’s words that start with what was typed, the most frequent first', async () => {
    const response = await app.request('/api/words/suggest?tool=past-tense-of&q=s');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ words: ['stop', 'swim'] });
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await (await app.request('/api/words/suggest?tool=synonyms-of&q=')).json()).toEqual({ words: [] });
  });

  it('answers bad input with a 400 that says why', async () => {
    expect(await (await app.request('/api/words/suggest?tool=nope&q=s')).json()).toEqual({ error: 'tool must be one of the word tools' });
    const long = await app.request(`/api/words/suggest?tool=past-tense-of&q=${'a'.repeat(41)}`);
    expect(long.status).toBe(400);
    expect((await app.request('/api/words/suggest?tool=past-tense-of&q=%3Cscript%3E')).status).toBe(400);
  });
});

describe('word tools: sitemaps and cards', () => {
  it('lists the indexable word pages in children of a sitemap index, one per tool and locale', async () => {
    const index = await (await app.request('/sitemap-index.xml')).text();
    expect(index).toContain('<loc>https://www.lingo.example/sitemap.xml</loc>');
    expect(index).toContain('<loc>https://www.lingo.example/sitemaps/past-tense-of-uk-1.xml</loc>');
    const child = await app.request('/sitemaps/past-tense-of-uk-1.xml');
    expect(child.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = [...(await child.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // halt is a rare regular verb: a page, but not listed.
    expect(urls).toEqual(['begin', 'run', 'stop', 'swim'].map((word) => `https://www.lingo.example/uk/past-tense-of/${word}`));
    // Dated by the data they are made from (issue 66): the dictionary's, or the confusing words' own.
    expect(await (await app.request('/sitemaps/past-tense-of-uk-1.xml')).text()).toContain('/uk/past-tense-of/swim</loc><lastmod>2026-11-30</lastmod></url>');
    expect(await (await app.request('/sitemaps/confusing-words-es-1.xml')).text()).toMatch(/\/es\/confusing-words\/[a-z-]+<\/loc><lastmod>2026-11-28<\/lastmod><\/url>/);
    expect((await app.request('/sitemaps/past-tense-of-uk-2.xml')).status).toBe(404);
    // A tool whose pages are the dictionary's English is listed in English only.
    expect(index).toContain('<loc>https://www.lingo.example/sitemaps/synonyms-of-en-1.xml</loc>');
    for (const locale of ['es', 'pt', 'uk']) {
      expect(index).not.toContain(`/sitemaps/synonyms-of-${locale}-`);
      expect(index).toContain(`/sitemaps/how-to-pronounce-${locale}-1.xml`);
      expect((await app.request(`/sitemaps/antonyms-of-${locale}-1.xml`)).status).toBe(404);
    }
  });

  it('cuts a tool’s list into children of at most 50,000 URLs', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS * 2 + 1 }, (_, index) => `w${index}`);
    const big = { ...tools, words: { ...tools.words, wordsOf: () => many } as Words };
    const children = wordSitemaps(big).filter((child) => child.tool === 'synonyms-of' && child.locale === 'en');
    expect(children.map((child) => [child.path, child.words.length])).toEqual([
      ['/sitemaps/synonyms-of-en-1.xml', SITEMAP_MAX_URLS],
      ['/sitemaps/synonyms-of-en-2.xml', SITEMAP_MAX_URLS],
      ['/sitemaps/synonyms-of-en-3.xml', 1],
    ]);
  });

  it('draws a word page’s sharing card once and keeps it; no card for a word without a page', async () => {
    const first = await app.request('/social/uk/past-tense-of/swim.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    await app.request('/social/uk/past-tense-of/swim.png');
    expect(drawn).toEqual(['/social/uk/past-tense-of/swim.png']);
    expect((await app.request('/social/past-tense-of/happy.png')).status).toBe(404);
    expect(drawn).toHaveLength(1);
  });
});
