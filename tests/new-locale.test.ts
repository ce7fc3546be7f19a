// A new locale is data (issue 44): with one more entry in LOCALES and CMS content in it (here "xx",
// the English seed under another name), the site's routes, its pages' hreflang alternates and the
// sitemap take it in, through the same code the build runs, with nothing else changed. What the
// compiler asks for besides (the locale's catalog and its row in locale-facts.ts and INTL_LOCALE)
// and what the CMS needs (tests/one-source.test.ts) are listed in docs/working-on-the-site.md.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Constants from '../domain/constants.ts';

vi.mock('../domain/constants.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Constants>();
  return { ...actual, LOCALES: [...actual.LOCALES, 'xx'] };
});

const ROOT = join(import.meta.dirname, '..');
let content: string;
let server: Server;

beforeAll(async () => {
  // The English seed as the new locale's content: every `<collection>.en.json` as `.xx.json`, its slugs' suffix renamed.
  content = mkdtempSync(join(tmpdir(), 'new-locale-'));
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  for (const file of readdirSync(content).filter((name) => name.endsWith('.en.json'))) {
    const text = readFileSync(join(content, file), 'utf8').replace(/-en"/g, '-xx"');
    writeFileSync(join(content, file.replace('.en.json', '.xx.json')), text);
  }
  const { loadContent } = await import('../server/cms/store.ts');
  const { handleCmsRequest } = await import('../server/cms/handler.ts');
  const store = loadContent(content, { today: Date.parse('2026-11-23') });
  server = createServer((request, response) => {
    const { status, body } = handleCmsRequest(store, request.method ?? 'GET', new URL(request.url ?? '/', 'http://local.invalid'));
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // The build reads the CMS through its client; here, the seeded service with the new locale.
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${port}/cms`);
});

afterAll(() => {
  server?.close();
  rmSync(content, { recursive: true, force: true });
});

describe('a new locale is data', () => {
  it('is a URL prefix like the others', async () => {
    const { localizePath, splitLocale } = await import('../domain/i18n/locale.ts');
    expect(splitLocale('/xx/faq')).toEqual({ locale: 'xx', path: '/faq' });
    expect(localizePath('/faq', 'xx' as never)).toBe('/xx/faq');
  });

  it('has every page the build prerenders, and its 404', async () => {
    const { pageUrls } = await import('../site/routes/site-pages.ts');
    const urls = await pageUrls();
    const english = urls.filter((url) => !/^\/(es|pt|uk|xx)(\/|$)/.test(url));
    expect(urls.filter((url) => url === '/xx' || url.startsWith('/xx/'))).toEqual(english.map((url) => (url === '/' ? '/xx' : `/xx${url}`)));
    expect(urls).toEqual(expect.arrayContaining(['/xx', '/xx/faq', '/xx/blog', '/xx/404']));
  });

  it('is among the hreflang alternates of a page that has it', async () => {
    const { pageLocales } = await import('../site/routes/site-pages.ts');
    const { pageMeta } = await import('../site/routes/page-meta.ts');
    const alternates = await pageLocales('/faq');
    expect(alternates).toContain('xx');
    const head = pageMeta({ title: 'FAQ', description: 'Questions', path: '/faq', locale: 'en', origin: 'https://lingo.example', alternates });
    expect(head).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'xx', href: 'https://lingo.example/xx/faq' });
  });

  it('is in the sitemap, each of its pages with its alternates', async () => {
    const { sitemapXml } = await import('../site/routes/sitemap-xml.ts');
    const xml = await sitemapXml('https://lingo.example');
    expect(xml).toContain('<loc>https://lingo.example/xx/faq</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="xx" href="https://lingo.example/xx/faq"/>');
    const entries = xml.match(/<loc>https:\/\/lingo\.example\/xx(\/[^<]*)?<\/loc>/g) ?? [];
    const english = xml.match(/<loc>https:\/\/lingo\.example(?!\/(es|pt|uk|xx)(\/|<))[^<]*<\/loc>/g) ?? [];
    expect(entries.length).toBe(english.length);
  });
});
