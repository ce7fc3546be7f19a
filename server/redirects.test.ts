import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { compileRedirects, REDIRECTS_FILE, type Redirect } from '../domain/content/redirects.ts';
import { createApp } from './app.ts';
import { loadContent } from './cms/store.ts';
import { builtPages, type PageSource } from './live/live-pages.ts';
import { redirectsOf } from './redirects.ts';
import { fixtureSite } from './test-site.ts';

const redirect = (from: string, to: string, more: Partial<Redirect> = {}): Redirect => ({ id: 1, documentId: 'r', from, to, kind: 'moved-permanently', language: 'all', ...more });
const table = (...redirects: Redirect[]) => JSON.stringify(compileRedirects(redirects));

describe("the editors' redirects on the server (issue 66)", () => {
  const { siteDir, remove } = fixtureSite();
  afterAll(remove);
  writeFileSync(join(siteDir, REDIRECTS_FILE), table(redirect('/questions', '/faq'), redirect('/faq', '/faq-moved', { language: 'es' }), redirect('/help/*', 'https://help.example.com/', { kind: 'found' })));
  const app = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')) });
  const get = (path: string) => app.request(`http://localhost${path}`, { redirect: 'manual' });

  it('answers before any page, in one hop however the path was spelled, the query kept', async () => {
    for (const [path, status, location] of [
      ['/questions?utm_source=mail', 301, '/faq?utm_source=mail'],
      ['/uk/questions/', 301, '/uk/faq'],
      ['/%71uestions', 301, '/faq'],
      ['/help/refunds?x=1', 302, 'https://help.example.com/?x=1'],
    ] as const) {
      const response = await get(path);
      expect([path, response.status, response.headers.get('location')]).toEqual([path, status, location]);
    }
    // A page is shadowed only where its language's redirect says so.
    expect((await get('/faq')).status).toBe(200);
    expect((await get('/uk/faq')).status).toBe(200);
  });

  it('reads the table again when a publish changes it, and follows none while it is malformed, saying so', async () => {
    let body = table(redirect('/a', '/b'));
    const pages: Pick<PageSource, 'file'> = { file: async () => ({ body, type: 'application/json' }) };
    const logged: string[] = [];
    const lookup = redirectsOf(pages, (line) => logged.push(line));
    expect(await lookup('/a')).toEqual({ location: '/b', status: 301 });
    body = table(redirect('/a', '/c', { kind: 'permanent-redirect' }));
    expect(await lookup('/a')).toEqual({ location: '/c', status: 308 });
    body = '{"rules": "oops"}';
    expect(await lookup('/a')).toBeNull();
    expect(logged).toEqual(['[redirects] /redirects.json is not a table of redirects: none are followed until it is published again']);
    expect(await redirectsOf(builtPages(siteDir))('/questions')).toEqual({ location: '/faq', status: 301 });
  });
});
