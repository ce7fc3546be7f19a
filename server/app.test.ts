import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { securityHeaders } from './security.ts';
import { pageVariants } from './page-variants.ts';
import { loadContent } from './cms/store.ts';
import { fixtureSite } from './test-site.ts';
import { BUSINESS_LINK_DATA, businessLinkVariantOf, VISITOR_OF_VARIANT, visitorCookieOf } from '../tests/split-visitors.ts';

const { siteDir, remove } = fixtureSite();
const app = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')) });
afterAll(remove);

describe('the server', () => {
  it('loads no tag manager by default, and the container GTM_ID names when set', async () => {
    const plain = await app.request('/faq');
    expect(await plain.text()).not.toContain('gtm-id');
    expect(plain.headers.get('content-security-policy')).not.toContain('googletagmanager');
    const withTags = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), tagManager: 'GTM-AB12CD3' });
    const response = await withTags.request('/faq');
    expect(await response.text()).toContain('<meta name="gtm-id" content="GTM-AB12CD3"></head>');
    const nonce = /desc="([^"]+)"/.exec(response.headers.get('server-timing')!)![1]!;
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}' https://www.googletagmanager.com;`);
  });

  it('serves prerendered pages with revalidation and the visitor geo before first paint', async () => {
    const response = await app.request('/uk/faq', { headers: { 'CF-IPCountry': 'DE' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"/);
    const html = await response.text();
    expect(html).toContain('Запитання');
    expect(html).toContain('<meta name="visitor-geo" content="DE">');
  });

  it('offers the campaign a page was built with while it runs, from one cached page, and returns to the regular price the moment it ends', async () => {
    const built = fixtureSite();
    writeFileSync(join(built.siteDir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><meta name="campaign" content="1000 2000"/></head><body>Plans</body></html>');
    let now = 999;
    const clocked = createApp({ siteDir: built.siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), campaignNow: () => now });
    const tokens = async (headers: Record<string, string> = {}) => /data-visitor="([^"]*)"/.exec(await (await clocked.request('/', { headers })).text())?.[1]?.split(' ');
    expect(await tokens({ 'CF-IPCountry': 'BR' })).toEqual(expect.arrayContaining(['market-BR', 'offer-none']));
    now = 1000;
    expect(await tokens({ 'CF-IPCountry': 'BR' })).toEqual(expect.arrayContaining(['market-BR', 'offer-live']));
    now = 2000;
    expect(await tokens({ 'CF-IPCountry': 'BR' })).toEqual(expect.arrayContaining(['market-BR', 'offer-none']));
    built.remove();
  });

  describe('the header split test', () => {
    const splitOf = async (response: Response) => /data-visitor="[^"]*exp-header_business_link-([a-z-]+)/.exec(await response.text())?.[1];

    it("assigns the variant from the visitor's identifier, the same on every request, in the HTML (no script needed)", async () => {
      for (const [variant, id] of Object.entries(VISITOR_OF_VARIANT)) {
        for (let time = 0; time < 3; time++) {
          const response = await app.request('/faq', { headers: { cookie: `lingo_vid=${id}`, 'CF-IPCountry': 'US' } });
          expect(await splitOf(response)).toBe(variant);
          expect(response.headers.get('set-cookie')).toBeNull();
        }
      }
    });

    it('gives a new visitor an identifier with the page, and the variant it means', async () => {
      const first = await app.request('/faq', { headers: { 'CF-IPCountry': 'US' } });
      const cookie = first.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^lingo_vid=[\w-]{22}; Max-Age=34128000; Path=\/; HttpOnly; SameSite=Lax$/);
      const id = /lingo_vid=([\w-]+)/.exec(cookie)![1]!;
      expect(await splitOf(first)).toBe(businessLinkVariantOf(id));
      const tampered = await app.request('/faq', { headers: { cookie: 'lingo_vid=<evil>' } });
      expect(tampered.headers.get('set-cookie')).toMatch(/^lingo_vid=[\w-]{22};/);
    });

    it('puts a visitor who may not be counted in no variant, and gives them no identifier', async () => {
      const response = await app.request('/faq', { headers: { 'CF-IPCountry': 'DE', cookie: `lingo_vid=${VISITOR_OF_VARIANT['corporate-english']}` } });
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await splitOf(response)).toBeUndefined();
    });
  });

  it('answers the edge the page as built, when it asks for the raw variant (edge/worker.ts with ORIGIN)', async () => {
    const raw = await app.request('/uk/faq', { headers: { 'x-page-variant': 'raw', 'CF-IPCountry': 'DE' } });
    const html = await raw.text();
    expect(html).toBe(`<!DOCTYPE html><html><head><title>Запитання</title></head><body>Запитання${BUSINESS_LINK_DATA}</body></html>`);
    expect(raw.headers.get('set-cookie')).toBeNull();
    expect(raw.headers.get('vary')).toMatch(/^x-page-variant\b/);
    // By its ETag, the edge keeps the page's policy once for every visitor.
    expect(raw.headers.get('etag')).toBe(`"${createHash('sha1').update(html).digest('hex')}"`);
    const missing = await app.request('/uk/nowhere', { headers: { 'x-page-variant': 'raw' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Сторінку не знайдено');
  });

  it('sends any other spelling of a page to its one address, the query kept (issue 59)', async () => {
    const location = async (path: string) => {
      const response = await app.request(path);
      return [response.status, response.headers.get('location')];
    };
    expect(await location('/uk/')).toEqual([301, '/uk']);
    expect(await location('/f%61q/?utm_source=x')).toEqual([301, '/faq?utm_source=x']);
    expect(await location('//faq')).toEqual([301, '/faq']);
    expect((await app.request('/faq%2Fx')).status).toBe(404);
    expect(await (await app.request('/uk')).text()).toContain('Головна');
    expect(await (await app.request('/')).text()).toContain('Home');
  });

  it('answers 304 to a matching ETag', async () => {
    // A returning browser sends its identifier, so the page it gets is the same.
    const cookie = visitorCookieOf('for-business');
    const first = await app.request('/faq', { headers: { cookie } });
    const second = await app.request('/faq', { headers: { cookie, 'if-none-match': first.headers.get('etag')! } });
    expect(second.status).toBe(304);
    // The browser keeps its copy, nonce and policy: the 304 carries no policy to replace them.
    expect(second.headers.get('content-security-policy')).toBeNull();
  });

  const numbered = (n: number) => `<!DOCTYPE html><html><body>${'<p>Ten minutes a day, and the words stay.</p>'.repeat(50)}${Array.from({ length: 200 }, (_, i) => `<p>${(i * 7919 + n * 104729) % 1000003}</p>`).join('')}</body></html>`;

  it('makes a variant once, sends it quickly compressed, and at Brotli\'s best from memory once asked for again', async () => {
    const variants = pageVariants();
    const html = numbered(0);
    let made = 0;
    const make = () => (made++, html);
    const first = variants.variant('a', 1, make);
    expect(brotliDecompressSync(first.brotli()).toString()).toBe(html);
    expect(first.etag).toMatch(/^"[0-9a-f]{40}"$/);
    await variants.settled();
    expect(variants.stats()).toMatchObject({ variants: 1, waiting: 0 }); // seen once: not worth the best yet
    variants.variant('a', 1, make);
    expect(variants.stats().waiting).toBe(1);
    await variants.settled();
    const best = variants.variant('a', 1, make);
    expect(brotliDecompressSync(best.brotli()).toString()).toBe(html);
    expect(best.brotli().byteLength).toBeLessThan(first.brotli().byteLength);
    expect(best.etag).toBe(first.etag);
    const madeBefore = made;
    expect(variants.variant('a', 1, make).brotli()).toBe(best.brotli());
    expect(made).toBe(madeBefore); // served from memory: the page is not written again
    expect(gunzipSync(best.gzip()).toString()).toBe(html);
  });

  it('makes a variant again for a new version of its page, and never sends the old one', () => {
    const variants = pageVariants();
    const old = variants.variant('a', 1, () => numbered(1));
    const renewed = variants.variant('a', 2, () => numbered(2));
    expect(renewed.etag).not.toBe(old.etag);
    expect(brotliDecompressSync(variants.variant('a', 2, () => numbered(3)).brotli()).toString()).toBe(numbered(2));
  });

  it('queues at most 32 variants for their best compression, one at a time', async () => {
    const variants = pageVariants();
    for (let round = 0; round < 2; round++) for (let n = 0; n < 40; n++) variants.variant(`${n}`, 1, () => numbered(n));
    expect(variants.stats().waiting).toBe(32);
    await variants.settled();
    expect(variants.stats()).toMatchObject({ variants: 40, waiting: 0 });
  });

  it('keeps no more than its budget, the variants used last', () => {
    const variants = pageVariants({ maxBytes: 6000 });
    const etags = Array.from({ length: 40 }, (_, n) => variants.variant(`${n}`, 1, () => numbered(n)).etag);
    const { bytes, variants: kept } = variants.stats();
    expect(bytes).toBeLessThanOrEqual(6000);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    // Asked with other HTML, a kept variant is the one made before; a dropped one is made again.
    expect(variants.variant('39', 1, () => numbered(99)).etag).toBe(etags[39]);
    expect(variants.variant('0', 1, () => numbered(99)).etag).not.toBe(etags[0]);
  });

  it('sends a page in Brotli, else gzip, else as it is: the same page and ETag each way', async () => {
    const cookie = visitorCookieOf('for-business');
    const ask = (encoding: string) => app.request('/uk/faq', { headers: { cookie, 'accept-encoding': encoding, 'cf-ipcountry': 'UA' } });
    const [brotli, gzip, plain] = await Promise.all([ask('gzip, deflate, br'), ask('gzip, deflate'), ask('identity')]);
    expect([brotli.headers.get('content-encoding'), gzip.headers.get('content-encoding'), plain.headers.get('content-encoding')]).toEqual(['br', 'gzip', null]);
    const html = await plain.text();
    expect(html).toContain('<meta name="visitor-geo" content="UA">');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(new Set([brotli, gzip, plain].map((response) => response.headers.get('etag'))).size).toBe(1);
    expect(brotli.headers.get('vary')).toBe('CF-IPCountry, CF-Region-Code, Cookie, Accept-Encoding');
    // The q-values decide: Brotli refused, gzip refused.
    const [notBrotli, notGzip] = await Promise.all([ask('br;q=0, gzip'), ask('gzip;q=0, identity')]);
    expect([notBrotli.headers.get('content-encoding'), notGzip.headers.get('content-encoding')]).toEqual(['gzip', null]);
    expect(await notGzip.text()).toBe(html);
  });

  it("believes one CDN's geo headers, the deployment's (GEO_SOURCE), and names only those in Vary (issue 59)", async () => {
    const cookie = visitorCookieOf('for-business');
    const spoofed = { cookie, 'CF-IPCountry': 'US', 'CloudFront-Viewer-Country': 'DE' };
    const geoOf = async (served: typeof app) => /<meta name="visitor-geo" content="([^"]*)">/.exec(await (await served.request('/faq', { headers: spoofed })).text())![1];
    expect(await geoOf(app)).toBe('US');
    const behindCloudFront = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), geoSource: 'cloudfront' });
    expect(await geoOf(behindCloudFront)).toBe('DE');
    expect((await behindCloudFront.request('/faq', { headers: spoofed })).headers.get('vary')).toBe('CloudFront-Viewer-Country, CloudFront-Viewer-Country-Region, Cookie, Accept-Encoding');
    const reachedDirectly = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), geoSource: 'none' });
    expect(await geoOf(reachedDirectly)).toBe('');
  });

  it('sends the same page to the visitors of a variant: only the headers differ', async () => {
    const cookie = visitorCookieOf('for-business');
    const [one, two] = await Promise.all([app.request('/faq', { headers: { cookie } }), app.request('/faq', { headers: { cookie } })]);
    expect(await one.text()).toBe(await two.text());
    expect(one.headers.get('server-timing')).not.toBe(two.headers.get('server-timing'));
  });

  it('answers 304 to a weak validator of the same page, and to *', async () => {
    const cookie = visitorCookieOf('for-business');
    const etag = (await app.request('/faq', { headers: { cookie } })).headers.get('etag')!;
    for (const validator of [`W/${etag}`, `"other", W/${etag}`, '*']) {
      expect((await app.request('/faq', { headers: { cookie, 'if-none-match': validator } })).status).toBe(304);
    }
    expect((await app.request('/faq', { headers: { cookie, 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('never serves a page raw by its file name: index.html redirects to the page, other HTML files are unknown', async () => {
    for (const [file, page] of [['/index.html', '/'], ['/uk/faq/index.html', '/uk/faq'], ['/faq/index.html?x=1', '/faq?x=1']]) {
      const response = await app.request(file!);
      expect([response.status, response.headers.get('location')]).toEqual([301, page]);
    }
    for (const file of ['/__spa-fallback.html', '/uk/__spa-fallback.html', '/nope/index.html', '//evil.example/index.html']) {
      const response = await app.request(file);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('raw fallback');
    }
  });

  it('sends the 404 page of the path’s locale with status 404', async () => {
    const english = await app.request('/no-such-page');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
    const ukrainian = await app.request('/uk/no-such-page');
    expect(ukrainian.status).toBe(404);
    expect(await ukrainian.text()).toContain('Сторінку не знайдено');
  });

  it('caches hashed assets for good', async () => {
    const response = await app.request('/assets/entry-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves client navigation data', async () => {
    const response = await app.request('/faq.data');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the content service under /cms', async () => {
    const response = await app.request('/cms/api/footers?locale=uk');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await app.request('/cms/api/constructor')).status).toBe(404);
  });

  it('never serves drafts, and in production only the header and footer browsers refresh (issue 59)', async () => {
    for (const query of ['status=draft', 'status[0]=draft', 'status=published&status=draft']) {
      const response = await app.request(`/cms/api/pages?${query}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Drafts are not public: preview them from the CMS.', details: {} } });
    }
    expect((await app.request('/cms/api/pages?status=published')).status).toBe(200);
    const production = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), cmsApi: 'shell' });
    expect((await production.request('/cms/api/footers?locale=uk')).status).toBe(200);
    expect((await production.request('/cms/api/headers?locale=uk')).status).toBe(200);
    for (const collection of ['pages', 'banners', 'popups', 'experiments', 'reviews']) expect((await production.request(`/cms/api/${collection}`)).status).toBe(404);
    const closed = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), cmsApi: 'off' });
    expect((await closed.request('/cms/api/footers')).status).toBe(404);
  });
});

describe('security headers', () => {
  it('on a page: a policy from the hashes of its own inline code, a fresh style nonce beside the page (not in it), no framing or plugins', async () => {
    const response = await app.request('/faq');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const policy = response.headers.get('content-security-policy')!;
    const nonce = /^csp-nonce;desc="([^"]+)"$/.exec(response.headers.get('server-timing') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await response.text()).not.toContain(nonce!);
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).not.toContain('unsafe-inline');
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    const again = await app.request('/faq');
    expect(again.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('on everything else that could be opened as a document (content, drawings, the API, a 404): nothing may run', async () => {
    for (const path of ['/cms/api/banners', '/media/drawing.svg', '/api/health']) {
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('on a font, script or style sheet: only nosniff (the document headers do nothing there and cost a round trip)', async () => {
    for (const path of ['/assets/font-abc123.woff2', '/assets/entry-abc123.js']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(response.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it('puts no policy on a 304, whose headers the browser would merge into the cached page', async () => {
    const revalidating = new Hono().use(securityHeaders()).get('/page', (c) => c.body(null, 304));
    const response = await revalidating.request('/page');
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the built Storybook only when asked, and never for search engines', async () => {
    const storybookDir = mkdtempSync(join(tmpdir(), 'storybook-'));
    writeFileSync(join(storybookDir, 'index.html'), '<!DOCTYPE html><title>Storybook</title>');
    const store = loadContent(join(import.meta.dirname, '..', 'content'));
    const served = createApp({ siteDir, storybookDir, store, serveStorybook: true });
    const response = await served.request('/storybook/');
    expect([response.status, response.headers.get('x-robots-tag')]).toEqual([200, 'noindex, nofollow']);
    expect((await served.request('/storybook')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const hidden = createApp({ siteDir, storybookDir, store, serveStorybook: false });
    expect((await hidden.request('/storybook')).status).toBe(404);
    rmSync(storybookDir, { recursive: true, force: true });
  });

  it('sends HSTS over HTTPS, and behind a trusted proxy that says so', async () => {
    expect((await app.request('https://www.example.com/faq')).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect((await app.request('/faq', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    const proxied = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), proxyTrust: { kind: 'hops', hops: 1 } });
    expect((await proxied.request('/faq', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('answers a malformed content query with a 400 in Strapi\'s shape, without a stack trace', async () => {
    const response = await app.request('/cms/api/reviews?filters[rating][$eq]=abc');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('{"data":null,"error":{"status":400,"name":"ValidationError","message":"Invalid value for rating: expected a number","details":{}}}');
  });
});
