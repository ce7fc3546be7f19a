import { createHash } from 'node:crypto';
import { CMS_WEBHOOK_BODY_LIMIT_BYTES } from '../server/instance-routes.ts';
import { compileRedirects, REDIRECTS_FILE } from '../domain/content/redirects.ts';
import { factsHeader, PAGE_FACTS_HEADER, storedFactsOf } from '../server/personalise.ts';
import worker, { forgetRedirectTables, onOrigin, type Assets } from './worker.ts';
import { BUSINESS_LINK_DATA, businessLinkVariantOf, visitorCookieOf } from '../tests/split-visitors.ts';

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>x</title><style>p{color:red}</style></head><body>page<script>window.x=1</script>${BUSINESS_LINK_DATA}</body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FILES: Record<string, [string, string]> = {
  '/faq': [PAGE, 'text/html; charset=utf-8'],
  '/404': ['<html lang="en"><head></head><body>Page not found</body></html>', 'text/html; charset=utf-8'],
  '/uk/404': ['<html lang="uk"><head></head><body>Сторінку не знайдено</body></html>', 'text/html; charset=utf-8'],
  '/test-your-english-level/result/b1': [
    '<html lang="en"><head></head><body><section data-level-skills="" hidden=""><ul><li data-skill="grammar" hidden=""><span data-skill-score="grammar">–</span><meter data-skill-meter="grammar" min="0" max="1" value="0"></meter></li></ul></section></body></html>',
    'text/html; charset=utf-8',
  ],
  // A page built while a campaign is planned: it runs from an hour ago to tomorrow.
  '/pricing': [`<html lang="en"><head><meta name="campaign" content="${Date.now() - 3_600_000} ${Date.now() + 86_400_000}"/></head><body>plans</body></html>`, 'text/html; charset=utf-8'],
  '/assets/app.js': ['console.log(1)', 'text/javascript'],
  [REDIRECTS_FILE]: [JSON.stringify(compileRedirects([{ id: 1, documentId: 'r1', from: '/questions', to: '/faq', kind: 'moved-permanently', language: 'all' }])), 'application/json'],
  '/media/drawing.svg': ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'],
};
let assetsAskedConditionally = false;
const ASSETS: Assets = {
  fetch: async (input) => {
    const file = FILES[new URL(input instanceof Request ? input.url : String(input)).pathname];
    const request = input instanceof Request ? input : null;
    assetsAskedConditionally ||= request?.headers.has('if-none-match') ?? false;
    // Workers' static assets send an ETag; the test's /faq has one, its 404 pages none.
    const etag: Record<string, string> = file?.[0] === PAGE ? { etag: '"faq-1"' } : {};
    return file ? new Response(file[0], { headers: { 'content-type': file[1], ...etag } }) : new Response('nope', { status: 404, headers: { 'content-type': 'text/plain' } });
  },
};
/** The Worker's read of the redirects' table, which each isolate makes once in a while: not a page asked for. */
const isTable = (input: Request) => new URL(input.url).pathname === REDIRECTS_FILE;
const get = (path: string, headers: Record<string, string> = {}, env: { CMS_ORIGINS?: string; ORIGIN?: string } = {}) =>
  worker.fetch(new Request(`https://www.example.com${path}`, { headers }), { ASSETS, ...env });

describe('the edge rule', () => {
  it("writes the geo, the conditions and the experiments' variants of the visitor's identifier into the page, giving a new visitor one", async () => {
    const response = await get('/faq', { 'cf-ipcountry': 'US' });
    const html = await response.text();
    expect(html).toContain('<meta name="visitor-geo" content="US"></head>');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lingo_vid=[\w-]{22}; Max-Age=34128000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const variant = businessLinkVariantOf(/lingo_vid=([\w-]+)/.exec(cookie)![1]!);
    expect(html).toContain(`<html data-visitor="cookie-link signed-out address-USAddress market-US offer-none exp-header_business_link-${variant}" lang="en">`);
    expect(response.headers.get('vary')).toBe('CF-IPCountry, CF-Region-Code, Cookie');
  });

  it("shows an account form's result from its link, as the server does (issue 59: behind the Worker a wrong password showed nothing)", async () => {
    const conditions = async (query: string) => /data-visitor="([^"]*)"/.exec(await (await get(`/faq${query}`, { 'cf-ipcountry': 'US' })).text())![1]!.split(' ');
    expect(await conditions('?error=credentials')).toContain('sign-in-failed');
    expect(await conditions('?error=too-many-attempts')).toContain('sign-in-limited');
    expect(await conditions('?done=reset-sent')).toContain('reset-sent');
    expect(await conditions('?error=invalid-link')).toContain('reset-link-invalid');
    // Only the values that are ours.
    expect(await conditions('?error=toString')).not.toContain('toString');
    expect((await conditions('?error=nothing')).some((condition) => /sign-in|reset|password/.test(condition))).toBe(false);
  });

  it('offers the page’s running campaign to a visitor without a session, priced in their market, as the server does', async () => {
    expect(await (await get('/pricing', { 'cf-ipcountry': 'MX' })).text()).toMatch(/data-visitor="[^"]*\bmarket-MX offer-live\b/);
    expect(await (await get('/pricing', { 'cf-ipcountry': 'MX', cookie: 'better-auth.session_token=abc' })).text()).toMatch(/data-visitor="[^"]*\bmarket-MX offer-none\b/);
    // A page without a campaign, and a visitor the CDN says nothing of: the default market, no offer.
    expect(await (await get('/faq')).text()).toMatch(/data-visitor="[^"]*\bmarket-default offer-none\b/);
  });

  it('assigns as the server does: the same identifier, the same variant; none without consent where it is required', async () => {
    const kept = await get('/faq', { cookie: `${visitorCookieOf('corporate-english')}; better-auth.session_token=abc`, 'cf-ipcountry': 'US', 'cf-region-code': 'CA' });
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect(await kept.text()).toMatch(/data-visitor="[^"]*california signed-in [^"]*exp-header_business_link-corporate-english"/);
    const tampered = await get('/faq', { cookie: 'lingo_vid=<script>' });
    expect(tampered.headers.get('set-cookie')).toMatch(/^lingo_vid=[\w-]{22};/);
    const german = await get('/faq', { cookie: visitorCookieOf('corporate-english'), 'cf-ipcountry': 'DE' });
    expect(german.headers.get('set-cookie')).toBeNull();
    expect(await german.text()).toMatch(/<html data-visitor="consent cookie-link signed-out address-\S+ market-EU offer-none" lang="en">/);
    // The edge is HTTPS, where the accounts library names the cookie with the __Secure- prefix.
    const secure = await get('/faq', { cookie: '__Secure-better-auth.session_token=abc' });
    expect(await secure.text()).toMatch(/data-visitor="[^"]*\bsigned-in\b/);
  });

  it("writes a level test's tally by skill from its link into the result page, as the server does", async () => {
    const page = await (await get('/test-your-english-level/result/b1?skills=grammar-5-6')).text();
    expect(page).toContain('<section data-level-skills=""><ul><li data-skill="grammar"><span data-skill-score="grammar">5/6</span><meter data-skill-meter="grammar" min="0" max="6" value="5"></meter>');
    // A link without a valid tally, or another page with one, is the page as it is.
    expect(await (await get('/test-your-english-level/result/b1?skills=grammar-7-6')).text()).toContain('<section data-level-skills="" hidden="">');
    expect(await (await get('/faq?skills=grammar-5-6')).text()).not.toContain('5/6');
  });

  it('answers an unknown path with its locale\'s 404 page and status 404', async () => {
    const uk = await get('/uk/nowhere');
    expect(uk.status).toBe(404);
    expect(await uk.text()).toContain('Сторінку не знайдено');
    const en = await get('/nowhere');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
  });

  it('leaves the content of everything that is not a page alone; what could be opened as a document gets the resource policy', async () => {
    const script = await get('/assets/app.js', { 'cf-ipcountry': 'DE' });
    expect(await script.text()).toBe('console.log(1)');
    expect(script.headers.get('set-cookie')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    const drawing = await get('/media/drawing.svg');
    expect(drawing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(drawing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives each page its policy: its inline script and style by hash, a fresh style nonce sent beside the page (not in it), HSTS', async () => {
    const [first, second] = await Promise.all([get('/faq'), get('/faq', {}, { CMS_ORIGINS: 'https://cms.example.com' })]);
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /^csp-nonce;desc="([^"]+)"$/.exec(first.headers.get('server-timing') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).not.toContain(nonce!);
    expect(policy).toContain(`script-src 'self' ${sha256('window.x=1')};`);
    expect(policy).toContain(`style-src 'self' ${[sha256(''), sha256('p{color:red}')].sort().join(' ')} 'nonce-${nonce}';`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Another response, another nonce; the CMS's origin where pages load its media.
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
    expect(second.headers.get('content-security-policy')).toContain("img-src 'self' data: https://cms.example.com;");
  });

  it('gives each visitor\'s variant its own ETag and answers a current copy with a 304, asking the build for the whole page', async () => {
    const visitor = { 'cf-ipcountry': 'US', cookie: visitorCookieOf('for-business') };
    const first = await get('/faq', visitor);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe('"faq-1"');
    const again = await get('/faq', { ...visitor, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(assetsAskedConditionally).toBe(false);
    // Another country is another page: the copy from Germany is not current in Ukraine.
    const elsewhere = await get('/faq', { ...visitor, 'cf-ipcountry': 'UA', 'if-none-match': etag });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('content="UA"');
    expect(elsewhere.headers.get('etag')).not.toBe(etag);
    // A page without an ETag of its own gets none.
    expect((await get('/nowhere')).headers.get('etag')).toBeNull();
  });

  it("answers the editors' redirects before any page, with the query, from the build's table or the instances' (issue 66)", async () => {
    forgetRedirectTables();
    const moved = await get('/uk/questions/?topic=app');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/uk/faq?topic=app']);
    expect(moved.headers.get('strict-transport-security')).toContain('max-age=');
    expect((await get('/questions.txt')).status).toBe(404);
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      asked.push(new URL(input.url).pathname);
      if (isTable(input)) return Response.json(compileRedirects([{ id: 2, documentId: 'r2', from: '/blog/old/*', to: '/blog/*', kind: 'permanent-redirect', language: 'es' }]));
      return new Response('<html lang="es"><head></head><body>Blog</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    try {
      const env = { ORIGIN: 'https://redirecting-origin.example.com' };
      const moved = await get('/es/blog/old/study-tips', {}, env);
      expect([moved.status, moved.headers.get('location')]).toEqual([308, '/es/blog/study-tips']);
      expect((await get('/blog/old/study-tips', {}, env)).status).toBe(200);
      expect((await get('/es/blog/old', {}, env)).headers.get('location')).toBe('/es/blog');
      // The table is read once for the isolate, not once a request.
      expect(asked).toEqual([REDIRECTS_FILE, '/blog/old/study-tips']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with ORIGIN, takes pages as the instances have them now, raw and cached at the edge, and personalises them here', async () => {
    const asked: Array<{ url: string; raw: string | null; cf: unknown }> = [];
    const origin = vi.fn(async (input: Request, init?: RequestInit & { cf?: unknown }) => {
      if (!isTable(input)) asked.push({ url: input.url, raw: input.headers.get('x-page-variant'), cf: init?.cf });
      const path = new URL(input.url).pathname;
      if (path === '/faq') return new Response('<html lang="en"><head></head><body>Published just now</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
      if (path === '/assets/page-data-new.js') return new Response('export default [];', { headers: { 'content-type': 'text/javascript' } });
      if (path === '/es/404') return new Response('<html lang="es"><head></head><body>Página no encontrada</body></html>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
      return new Response('nope', { status: 404 });
    });
    vi.stubGlobal('fetch', origin);
    try {
      const env = { ORIGIN: 'https://origin.example.com' };
      const page = await get('/faq?utm_source=x', { 'cf-ipcountry': 'DE' }, env);
      expect(await page.text()).toMatch(/^<html data-visitor="consent [^"]*" lang="en"><head><meta name="visitor-geo" content="DE"><\/head><body>Published just now/);
      expect(asked[0]).toEqual({ url: 'https://origin.example.com/faq', raw: 'raw', cf: { cacheEverything: true, cacheTtlByStatus: { '200-299': 86_400, '404': 60, '500-599': 0 } } });
      // The build's files come from the build; a props file made after it, from the origin.
      expect(await (await get('/assets/app.js', {}, env)).text()).toBe('console.log(1)');
      expect(await (await get('/assets/page-data-new.js', {}, env)).text()).toBe('export default [];');
      const gone = await get('/es/nowhere', {}, env);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain('Página no encontrada');
      expect(asked.map(({ url }) => new URL(url).pathname)).toEqual(['/faq', '/assets/page-data-new.js', '/es/nowhere', '/es/404']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with ORIGIN, asks the instances for the page rendered for a query its list answers (a search, a filter), and for the page alone otherwise', async () => {
    const asked: Array<{ url: string; cf: unknown }> = [];
    const html = (body: string, facts: object) =>
      new Response(`<html lang="en"><head></head><body>${body}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8', [PAGE_FACTS_HEADER]: factsHeader({ ...storedFactsOf('<html></html>'), ...facts }) } });
    vi.stubGlobal('fetch', async (input: Request, init?: RequestInit & { cf?: unknown }) => {
      if (!isTable(input)) asked.push({ url: input.url, cf: (init?.cf as { cacheTtlByStatus: object }).cacheTtlByStatus });
      const { pathname, search } = new URL(input.url);
      if (pathname === '/faq') return search === '?q=refund' ? html('Answers about refunds', { faqSearch: true }) : search === '?q=+refund' ? new Response(null, { status: 302, headers: { location: '/faq?q=refund' } }) : html('Every question', { faqSearch: true });
      if (pathname === '/english-tutors') return html(search ? 'Tutors on Saturdays' : 'Every tutor', { directory: true });
      return new Response('nope', { status: 404 });
    });
    try {
      const env = { ORIGIN: 'https://origin.example.com' };
      expect(await (await get('/faq?q=refund', {}, env)).text()).toContain('Answers about refunds');
      expect(await (await get('/english-tutors?day=sat', {}, env)).text()).toContain('Tutors on Saturdays');
      // A campaign's tags ask no list: the page as it is, one copy for all.
      expect(await (await get('/faq?utm_source=mail', {}, env)).text()).toContain('Every question');
      // The help center's query does not ask the directory, nor the directory's the help center.
      expect(await (await get('/english-tutors?q=refund', {}, env)).text()).toContain('Every tutor');
      // The instances' redirect to a search's one spelling is passed on.
      const respelled = await get('/faq?q=+refund', {}, env);
      expect([respelled.status, respelled.headers.get('location')]).toEqual([302, '/faq?q=refund']);
      const day = { '200-299': 86_400, '404': 60, '500-599': 0 };
      const fiveMinutes = { ...day, '200-299': 300 };
      expect(asked.map(({ url, cf }) => [url.replace('https://origin.example.com', ''), cf])).toEqual([
        ['/faq', day],
        ['/faq?q=refund', fiveMinutes],
        ['/english-tutors', day],
        ['/english-tutors?day=sat', fiveMinutes],
        ['/faq', day],
        ['/english-tutors', day],
        ['/faq', day],
        ['/faq?q=+refund', fiveMinutes],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with ORIGIN, keeps a word page an hour at the edge: no publish names it for a purge', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request, init?: RequestInit & { cf?: unknown }) => {
      if (!isTable(input)) asked.push([new URL(input.url).pathname, (init?.cf as { cacheTtlByStatus: Record<string, number> }).cacheTtlByStatus['200-299']]);
      return new Response('<html lang="en"><head></head><body>A page</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    try {
      const env = { ORIGIN: 'https://origin.example.com' };
      for (const path of ['/uk/synonyms-of/happy', '/past-tense-of/swim', '/past-tense-of', '/faq']) await get(path, {}, env);
      expect(asked).toEqual([['/uk/synonyms-of/happy', 3_600], ['/past-tense-of/swim', 3_600], ['/past-tense-of', 86_400], ['/faq', 86_400]]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("with ORIGIN, sends the instances' routes there as they came (query, method, body), the sitemap too; a body past the largest they take stops here", async () => {
    const asked: Array<{ url: string; method: string; body: string; redirect: string }> = [];
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      asked.push({ url: input.url, method: input.method, body: await input.text(), redirect: input.redirect });
      return new Response(null, { status: 303, headers: { location: '/', 'set-cookie': 'session=1' } });
    }));
    try {
      const env = { ORIGIN: 'https://origin.example.com' };
      const post = (path: string, body: string) => worker.fetch(new Request(`https://www.example.com${path}`, { method: 'POST', body }), { ASSETS, ...env });
      const signedIn = await post('/es/sign-in', 'email=a%40example.com&password=x');
      expect([signedIn.status, signedIn.headers.get('location'), signedIn.headers.get('set-cookie')]).toEqual([303, '/', 'session=1']);
      await get('/preview?token=abc.def&locale=uk', {}, env);
      await get('/api//127.0.0.1:4456/x', {}, env);
      await get('/sitemap.xml', {}, env);
      expect((await post('/webhooks/cms', 'x'.repeat(CMS_WEBHOOK_BODY_LIMIT_BYTES + 1))).status).toBe(413);
      expect(asked.map(({ url, method, body, redirect }) => [url, method, body, redirect])).toEqual([
        ['https://origin.example.com/es/sign-in', 'POST', 'email=a%40example.com&password=x', 'manual'],
        ['https://origin.example.com/preview?token=abc.def&locale=uk', 'GET', '', 'manual'],
        ['https://origin.example.com/api//127.0.0.1:4456/x', 'GET', '', 'manual'],
        ['https://origin.example.com/sitemap.xml', 'GET', '', 'manual'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
    // Without ORIGIN there are no instances behind the Worker: the same paths are the build's or 404.
    expect((await get('/preview?token=abc.def')).status).toBe(404);
  });

  it('with ORIGIN, passes on no hop-by-hop header, nor one the Connection header names (issue 59)', async () => {
    const forwarded: Array<[string, string][]> = [];
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => (forwarded.push([...input.headers]), new Response('{}', { headers: { 'content-type': 'application/json' } }))));
    try {
      const hops = { connection: 'upgrade, x-hop', upgrade: 'websocket', 'transfer-encoding': 'chunked', 'keep-alive': 'timeout=5', te: 'trailers', trailer: 'x-sum', 'x-hop': '1', 'proxy-authorization': 'Basic eA==' };
      const env = { ASSETS, ORIGIN: 'https://origin.example.com' };
      await worker.fetch(new Request('https://www.example.com/api/events', { method: 'POST', body: '{"path":"/"}', headers: { ...hops, 'content-type': 'application/json', origin: 'https://www.example.com' } }), env);
      await worker.fetch(new Request('https://www.example.com/api/health', { headers: hops }), env);
      expect(forwarded).toHaveLength(2);
      for (const headers of forwarded) expect(headers.map(([name]) => name).filter((name) => name in hops)).toEqual([]);
      expect(Object.fromEntries(forwarded[0]!)).toMatchObject({ 'content-type': 'application/json', origin: 'https://www.example.com' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('with ORIGIN, whatever the path names', () => {
    const hostile = ['//127.0.0.1:4456/x', '/\\127.0.0.1:4456/x', '/%2F%2F127.0.0.1:4456/x', '/%5C%5C127.0.0.1:4456/x', '/./..//127.0.0.1:4456/x', '/.%2E//127.0.0.1:4456/x', '///127.0.0.1:4456'];

    it.each(hostile)('%s stays on ORIGIN', (path) => {
      expect(onOrigin('https://origin.example.com', path).origin).toBe('https://origin.example.com');
    });

    it('fetches nothing but ORIGIN (before the fix, `//host/` fetched that host, and its page was served as ours)', async () => {
      const hosts: string[] = [];
      vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
        hosts.push(new URL(input.url).host);
        return new Response('<html><head></head><body>a page</body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }));
      try {
        for (const path of hostile) await get(path, {}, { ORIGIN: 'https://origin.example.com' });
        expect(new Set(hosts)).toEqual(new Set(['origin.example.com']));
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
