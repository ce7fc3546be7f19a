// Publish → live, with the server's real routes and a renderer that stands for the site's
// (the site's own renders against a real Strapi are proved by scripts/contract-strapi.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadContent } from '../cms/store.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../database/index.ts';
import { fixtureSite } from '../test-site.ts';
import { openLiveSite } from './live-site.ts';
import type { RateLimit } from '../rate-limit.ts';
import type { Purge } from './cache-tags.ts';
import { fakeCms, FAST_QUEUE } from './fake-cms.ts';
import { CMS_WEBHOOK_BODY_LIMIT_BYTES, CMS_WEBHOOK_PATH } from '../instance-routes.ts';
import { signPreviewToken } from './preview-token.ts';
import { storedFactsOf, type StoredFacts } from '../personalise.ts';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const PREVIEW_SECRET = 'a-preview-secret-of-at-least-32-characters';
const store = loadContent(join(import.meta.dirname, '..', '..', 'content'));

/** A site on the embedded database; `again` opens it again over the same data and build (a restart, a deploy). */
interface LiveSiteTest {
  again?: { dataDir: string; siteDir: string; cms: ReturnType<typeof fakeCms> };
  build?: { id: string; contentReadAt: string };
  canRenderOnDemand?: (path: string) => boolean;
  rendersMissing?: (path: string) => boolean;
  /** A database of its own, to be opened again (the restart tests); others share one, emptied between tests. */
  own?: boolean;
  renderRateLimit?: RateLimit | null;
  /** With the tutors' directory page, whose list is rendered for a query. */
  directory?: boolean;
}

let shared: Promise<{ database: OpenDatabase; dataDir: string }> | undefined;
// Opening the embedded database and migrating it takes 4-6 s here, several times that on a loaded
// CI machine: done before the tests, so the first one's time is its own (a CI run timed it out at 23 s).
beforeAll(() => sharedDatabase(), 120_000);
/** A test that opens a database of its own, and again for a restart: two opens in its time. */
const OPENS_ITS_OWN_DATABASE = 60_000;
afterAll(async () => {
  if (!shared) return;
  const { database, dataDir } = await shared;
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sharedDatabase() {
  shared ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingo-live-'));
    return { database: await openDatabase({ dataDir }), dataDir };
  })();
  const { database } = await shared;
  await database.db.execute(sql`truncate site_page, site_page_data, content_change, publish_batch, staged_page`);
  return database;
}

async function liveSite({ again, build, canRenderOnDemand, rendersMissing, own = Boolean(again), renderRateLimit, directory }: LiveSiteTest = {}) {
  const { siteDir, remove } = again ? { siteDir: again.siteDir, remove: () => rmSync(join(again.siteDir, '..'), { recursive: true, force: true }) } : fixtureSite({ directory });
  // What the build recorded of each page (build/server/page-reads.json), and which build it is.
  mkdirSync(join(siteDir, '..', 'server'), { recursive: true });
  const stand = again?.cms ?? fakeCms();
  const { cms, renderer } = stand;
  writeFileSync(join(siteDir, '..', 'server', 'page-reads.json'), JSON.stringify(Object.fromEntries([...cms.pages].map(([url, page]) => [url, page.reads]))));
  if (build) writeFileSync(join(siteDir, '..', 'server', 'build-info.json'), JSON.stringify(build));
  const log: string[] = [];
  const purged: string[][] = [];
  const purges: Purge[] = [];
  const dataDir = own ? (again?.dataDir ?? mkdtempSync(join(tmpdir(), 'lingo-live-'))) : '';
  const database = own ? await openDatabase({ dataDir }) : await sharedDatabase();
  const live = await openLiveSite({ database, siteDir, renderer: async () => renderer, log: (line) => log.push(line), onChanged: (purge) => void (purged.push(purge.urls), purges.push(purge)), timing: FAST_QUEUE, canRenderOnDemand, rendersMissing });
  const app = createApp({
    siteDir,
    store,
    // Each simulated client names its address (`x-client`), as a CDN's header would.
    proxyTrust: { kind: 'header', name: 'x-client' },
    renderRateLimit,
    pages: live.pages,
    cmsWebhookSecret: SECRET,
    publishChange: live.publisher.changed,
    preview: { secret: PREVIEW_SECRET, renderer: async () => renderer, adminOrigin: 'https://cms.lingo.example', log: (line) => log.push(line) },
  });
  const webhook = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    app.request(CMS_WEBHOOK_PATH, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const text = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, body: await response.text() };
  };
  /** Stopped as `npm start` stops, the data and build left for the next start. */
  const stop = async () => {
    await live.close();
    if (own) await database.close();
  };
  const close = async () => {
    await stop();
    remove();
    if (own) rmSync(dataDir, { recursive: true, force: true });
  };
  return { cms, pages: live, app, webhook, text, log, purged, purges, remove: close, stop, kept: { dataDir, siteDir, cms: stand }, live, database };
}

const publish = (model: string, entry: Record<string, unknown>, event = 'entry.publish') => ({ event, createdAt: '2026-11-25T08:00:00.000Z', model, uid: `api::${model}.${model}`, entry });

describe('publish → live', () => {
  it('a published change is served at once after its batch, with its own policy and props file; only the pages that read it are rendered', async () => {
    const site = await liveSite();
    expect((await site.text('/faq')).body).toContain('FAQ');
    site.cms.pages.get('/faq')!.text = 'Questions, answered';
    const response = await site.webhook(publish('page', { locale: 'en', path: '/faq', publishedAt: '2026-11-25T08:00:00.000Z' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, why: 'publishing the page /faq (en), and the lists of pages' });
    await site.pages.settled();
    const page = await site.app.request('/faq');
    const html = await page.text();
    expect(html).toContain('Questions, answered');
    // The page's own inline script is allowed by its hash, as for a built page.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    // Its alternate in Ukrainian read the English page too (its hreflang); the sitemap is made again.
    expect(site.cms.renders.sort()).toEqual(['/faq', '/redirects.json', '/sitemap.xml', '/uk/faq']);
    const src = /start\("([^"]+)"\)/.exec(html)![1]!;
    const data = await site.app.request(src);
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toContain('immutable');
    expect((await site.text('/sitemap.xml')).body).toContain('<urlset>');
    expect(site.log.at(-1)).toMatch(/^\[live\] published in \d+ ms \(the page \/faq \(en\), and the lists of pages\): 2 rendered again, 0 new, 0 gone$/);
    expect(site.purged).toEqual([expect.arrayContaining(['/faq', '/uk/faq', '/sitemap.xml'])]);
    // The CDN forgets it by what changed (issue 66): the page's key, which its alternate read too, and the live files by their paths.
    expect(site.purges[0]!.tags).toEqual(['k:page@en:/faq', 'k:pages@en', 'p:/redirects.json', 'p:/sitemap.xml']);
    // Tagged for the edge's copy (the Worker asks for the raw page; the CDN strips the header before anyone sees it).
    const edgeCopy = (path: string) => site.app.request(path, { headers: { 'x-page-variant': 'raw' } });
    expect(page.headers.get('cache-tag')).toBeNull();
    expect((await edgeCopy('/faq')).headers.get('cache-tag')).toBe('site,l:en,p:/faq,k:header@en,k:page@en:/faq,k:page@uk:/faq');
    expect((await edgeCopy('/sitemap.xml')).headers.get('cache-tag')).toBe('site,l:en,p:/sitemap.xml');
    expect((await edgeCopy('/uk/nowhere')).headers.get('cache-tag')).toBe('site,l:uk,p:/uk/nowhere,k:header@uk');
    await site.remove();
  });

  it('a path an editor typed cannot forge a log line or send a terminal escape (issue 41)', async () => {
    const site = await liveSite();
    await site.webhook(publish('page', { locale: 'en', path: '/zz\n[live] published in 1 ms (FORGED LINE): 0 rendered again\u001b[2J' }));
    await site.pages.settled();
    const line = site.log.find((entry) => entry.includes('/zz'))!;
    expect(line).toMatch(/^\[live\] published in \d+ ms \(the page \/zz\\x0a\[live\] published in 1 ms \(FORGED LINE\): 0 rendered again\\x1b\[2J \(en\)/);
    expect(site.log.some((entry) => entry.includes('\n') || entry.includes('\u001b'))).toBe(false);
    await site.remove();
  });

  it('a storm of webhooks renders each page once; the same event again is harmless', async () => {
    const site = await liveSite();
    site.cms.pages.get('/uk')!.text = 'Вчіться з нами';
    const sent = Array.from({ length: 40 }, (_, index) => site.webhook(publish(index % 2 ? 'header' : 'page', { locale: 'uk', path: '/' })));
    expect((await Promise.all(sent)).map((response) => response.status)).toEqual(Array(40).fill(202));
    await site.pages.settled();
    expect(site.cms.renders.sort()).toEqual(['/redirects.json', '/sitemap.xml', '/uk', '/uk/404', '/uk/faq']);
    expect((await site.text('/uk')).body).toContain('Вчіться з нами');
    await site.remove();
  });

  it('a page published new appears; an unpublished one answers 404, and its alternates are rendered again', async () => {
    const site = await liveSite();
    expect((await site.text('/uk/blog')).status).toBe(404);
    site.cms.pages.set('/uk/blog', { text: 'Блог', reads: ['header@uk', 'page@uk:/blog'] });
    await site.webhook(publish('page', { locale: 'uk', path: '/blog' }));
    await site.pages.settled();
    expect(await site.text('/uk/blog')).toEqual({ status: 200, body: expect.stringContaining('Блог') });

    site.cms.pages.delete('/uk/faq');
    site.cms.renders.length = 0;
    await site.webhook(publish('page', { locale: 'uk', path: '/faq' }, 'entry.unpublish'));
    await site.pages.settled();
    const gone = await site.text('/uk/faq');
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('Сторінку не знайдено');
    expect(site.cms.renders.sort()).toEqual(['/faq', '/redirects.json', '/sitemap.xml']);
    expect(site.purged.at(-1)).toContain('/uk/faq');
    await site.remove();
  });

  it("the sitemap's lastmod of a page moves when what it says changes, and only then (issue 66)", async () => {
    const site = await liveSite();
    const lastmods = async () =>
      Object.fromEntries([...(await site.text('/sitemap.xml')).body.matchAll(/<loc>https:\/\/www\.lingo\.example([^<]*)<\/loc>\n\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [match[1]!, match[2]!]));
    const publishFaq = async (text: string) => {
      site.cms.pages.get('/faq')!.text = text;
      await site.webhook(publish('page', { locale: 'en', path: '/faq' }));
      await site.pages.settled();
    };
    await publishFaq('Questions, answered');
    const before = await lastmods();
    expect(Object.keys(before).sort()).toEqual(['/', '/404', '/faq', '/sign-in', '/uk', '/uk/404', '/uk/faq']);
    expect(before['/faq']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await publishFaq('Questions, answered again');
    const after = await lastmods();
    // /uk/faq was rendered again (it reads the English page), but says the same: its date stays.
    expect(site.cms.renders).toContain('/uk/faq');
    expect(after['/faq']! > before['/faq']!).toBe(true);
    expect({ ...after, '/faq': 'moved' }).toEqual({ ...before, '/faq': 'moved' });
    await site.remove();
  });

  it("an editor's redirect is answered once published, before the page; a page moved leaves its old path redirecting (issue 66)", async () => {
    const site = await liveSite();
    site.cms.pages.delete('/faq');
    site.cms.pages.set('/questions', { text: 'Questions', reads: ['header@en', 'page@en:/questions'] });
    // What the CMS does when a page is published at a new path (cms/src/site.js): a redirect from its old one.
    site.cms.redirects.push({ id: 1, documentId: 'r1', from: '/faq', to: '/questions', kind: 'moved-permanently', language: 'en' });
    await site.webhook(publish('page', { locale: 'en', path: '/questions' }));
    await site.webhook(publish('redirect', { from: '/faq', to: '/questions' }));
    await site.pages.settled();
    const moved = await site.app.request('/faq?utm_source=mail', { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/questions?utm_source=mail']);
    expect((await site.text('/questions')).status).toBe(200);
    // Not in Ukrainian: that redirect was English only.
    expect((await site.text('/uk/faq')).status).toBe(200);
    expect(site.purged.flat()).toContain('/redirects.json');
    // Removed, it is followed no more.
    site.cms.redirects.length = 0;
    await site.webhook(publish('redirect', { from: '/faq', to: '/questions' }, 'entry.delete'));
    await site.pages.settled();
    expect((await site.text('/faq')).status).toBe(404);
    await site.remove();
  });

  it('a CMS that does not answer leaves every page as it was, says so, and is tried again until it answers', async () => {
    const site = await liveSite();
    site.cms.up = false;
    site.cms.pages.get('/faq')!.text = 'New questions';
    await site.webhook(publish('page', { locale: 'en', path: '/faq' }));
    await site.pages.settled();
    expect(await site.text('/faq')).toEqual({ status: 200, body: expect.stringContaining('FAQ') });
    expect(site.log.at(-1)).toMatch(/^\[live\] the CMS did not answer \(the list of pages could not be read: pages: network fetch failed\): every page stays as it was; the job is tried again$/);
    site.cms.up = true;
    await new Promise((resolve) => setTimeout(resolve, 80));
    await site.pages.settled();
    expect((await site.text('/faq')).body).toContain('New questions');
    await site.remove();
  });

  it('a page that fails to render stays as it was, and the log says which', async () => {
    const site = await liveSite();
    site.cms.broken.add('/faq');
    site.cms.pages.get('/faq')!.text = 'Broken';
    await site.webhook(publish('header', { locale: 'en' }));
    await site.pages.settled();
    expect(await site.text('/faq')).toEqual({ status: 200, body: expect.stringContaining('FAQ') });
    expect(site.log).toContain('[live] /faq could not be rendered (status 500): it stays as it was');
    expect(site.log.at(-1)).toMatch(/: 4 rendered again, 0 new, 0 gone, 1 kept as they were$/);
    await site.remove();
  });
});

describe('published stays published (issue 43)', () => {
  it('a restart serves what was last published from its first request, not the build', async () => {
    const site = await liveSite({ own: true });
    site.cms.pages.get('/faq')!.text = 'Answers V2';
    await site.webhook(publish('page', { locale: 'en', path: '/faq' }));
    await site.pages.settled();
    const published = await site.text('/faq');
    expect(published.body).toContain('Answers V2');
    const src = /start\("([^"]+)"\)/.exec(published.body)![1]!;
    await site.stop();

    const again = await liveSite({ again: site.kept });
    expect((await again.text('/faq')).body).toContain('Answers V2');
    // Its props file with it, from the store.
    expect((await again.app.request(src)).status).toBe(200);
    expect((await again.text('/sitemap.xml')).body).toContain('<urlset>');
    // Nothing was rendered to get there.
    expect(again.cms.renders.filter((url) => url === '/faq')).toEqual(['/faq']);
    await again.remove();
  }, OPENS_ITS_OWN_DATABASE);

  it('a page is served with the facts stored beside it (issue 61): its policy and marks are not read from its HTML again', async () => {
    const site = await liveSite({ own: true });
    site.cms.pages.get('/faq')!.text = 'Answers V2';
    await site.webhook(publish('page', { locale: 'en', path: '/faq' }));
    await site.pages.settled();
    await site.stop();
    // What the render stored beside the page: its inline script's hash among them.
    const database = await openDatabase({ dataDir: site.kept.dataDir });
    const [row] = (await database.db.execute(sql`select body, facts from site_page where path = '/faq'`)).rows as [{ body: string; facts: StoredFacts }];
    expect(row.facts).toEqual(JSON.parse(JSON.stringify(storedFactsOf(row.body))));
    expect(row.facts.hashes.scripts.length).toBeGreaterThan(0);
    // Changed in the store alone: a restart serves what the store says, not what the HTML holds.
    await database.db.execute(sql`update site_page set facts = jsonb_set(facts, '{hashes,scripts}', ${JSON.stringify(["'sha256-stored'"])}::jsonb) where path = '/faq'`);
    await database.close();
    const again = await liveSite({ again: site.kept });
    const page = await again.app.request('/faq');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-stored';");
    await again.remove();
  }, OPENS_ITS_OWN_DATABASE);

  it('a page unpublished stays gone after a restart, though the build still has it', async () => {
    const site = await liveSite({ own: true });
    site.cms.pages.delete('/uk/faq');
    await site.webhook(publish('page', { locale: 'uk', path: '/faq' }, 'entry.unpublish'));
    await site.pages.settled();
    await site.stop();
    const again = await liveSite({ again: site.kept });
    expect((await again.text('/uk/faq')).status).toBe(404);
    await again.remove();
  }, OPENS_ITS_OWN_DATABASE);

  it('a new build over a store with newer pages keeps them, and renders them again with the new build in the background', async () => {
    const site = await liveSite({ own: true, build: { id: 'build-a', contentReadAt: '2026-11-01T00:00:00.000Z' } });
    site.cms.pages.get('/faq')!.text = 'Answers V2';
    await site.webhook(publish('page', { locale: 'en', path: '/faq' }));
    await site.pages.settled();
    await site.stop();
    site.kept.cms.cms.renders.length = 0;
    // Build B read the CMS before the publish (its /faq says "FAQ"): it must not bring V1 back.
    const deployed = await liveSite({ again: site.kept, build: { id: 'build-b', contentReadAt: '2026-11-02T00:00:00.000Z' } });
    expect((await deployed.text('/faq')).body).toContain('Answers V2');
    await deployed.pages.settled();
    // The pages published after build A (the FAQ and its alternate, the sitemap and the redirects), and nothing else.
    expect(deployed.cms.renders.sort()).toEqual(['/faq', '/redirects.json', '/sitemap.xml', '/uk/faq']);
    expect(deployed.log.at(-1)).toMatch(/\(4 page\(s\) published with an earlier build, rendered with this one\): 2 rendered again, 0 new, 0 gone$/);
    expect((await deployed.text('/faq')).body).toContain('Answers V2');
    await deployed.remove();
  }, OPENS_ITS_OWN_DATABASE);

  it('a build newer than what the store holds replaces it', async () => {
    const site = await liveSite({ own: true, build: { id: 'build-a', contentReadAt: '2026-11-01T00:00:00.000Z' } });
    await site.stop();
    writeFileSync(join(site.kept.siteDir, 'faq', 'index.html'), '<!DOCTYPE html><html><head><title>FAQ B</title></head><body>FAQ from build B</body></html>');
    const deployed = await liveSite({ again: site.kept, build: { id: 'build-b', contentReadAt: '2026-11-02T00:00:00.000Z' } });
    expect((await deployed.text('/faq')).body).toContain('FAQ from build B');
    await deployed.remove();
  }, OPENS_ITS_OWN_DATABASE);
});

describe('pages rendered on first request', () => {
  const words = (path: string) => /^\/words\/[a-z]{1,30}$/.test(path);

  it('a path a data source can make is rendered when first asked for and kept in memory, never stored (issue 64); any other is a 404 without a render', async () => {
    const site = await liveSite({ canRenderOnDemand: words });
    const storedBefore = await site.database.db.execute(sql`select count(*)::int as pages, coalesce(sum(length(body)), 0)::int as bytes from site_page`);
    site.cms.pages.set('/words/swim', { text: 'Swim: swam, swum', reads: [] });
    const first = await site.text('/words/swim');
    expect(first).toEqual({ status: 200, body: expect.stringContaining('swam, swum') });
    // Its props are in the page: no props file that only this instance could serve.
    expect(first.body).toContain('start("#page-props")');
    expect((await site.text('/words/swim')).status).toBe(200);
    expect(site.cms.renders).toEqual(['/words/swim']);
    expect(site.live.pages.stats()).toMatchObject({ madeOnRequest: 1 });
    const storedAfter = await site.database.db.execute(sql`select count(*)::int as pages, coalesce(sum(length(body)), 0)::int as bytes from site_page`);
    expect(storedAfter.rows).toEqual(storedBefore.rows);
    // A path the source cannot make, or that no page is at: the 404 page, with no render.
    expect((await site.text('/words/Swim%20')).status).toBe(404);
    expect((await site.text(`/words/${'a'.repeat(300)}`)).status).toBe(404);
    expect(site.cms.renders).toEqual(['/words/swim']);
    // A word the source took but the renderer has no page for: not stored, a 404, and not rendered again.
    expect((await site.text('/words/zzz')).status).toBe(404);
    expect((await site.text('/words/zzz')).status).toBe(404);
    expect(site.cms.renders).toEqual(['/words/swim', '/words/zzz']);
    await site.remove();
  });

  it("a path the source answers with its own 404 (a word it has no page for) is rendered with that status, kept a while in memory, never stored", async () => {
    const missing = (path: string) => /^\/words\/[a-z]{1,30}$/.test(path) && !site.cms.pages.has(path);
    const site = await liveSite({ canRenderOnDemand: (path) => words(path) && !missing(path), rendersMissing: missing });
    const storedBefore = site.live.pages.stats().paths;
    const first = await site.app.request('/words/swimm');
    expect(first.status).toBe(404);
    expect(await first.text()).toContain('Page not found');
    expect((await site.app.request('/words/swimm')).status).toBe(404);
    expect(site.cms.renders).toEqual(['/words/swimm']);
    expect(site.live.pages.stats().paths).toBe(storedBefore);
    // Not the source's: the locale's 404 page, nothing rendered.
    expect((await site.app.request('/other/swimm')).status).toBe(404);
    expect(site.cms.renders).toEqual(['/words/swimm']);
    await site.remove();
  });

  it("a list asked for filtered, sorted or longer (the tutors' directory) is its page rendered for the query: once per spelling of it, kept in memory, never stored", async () => {
    const site = await liveSite({ canRenderOnDemand: words, directory: true });
    site.cms.pages.set('/english-tutors', { text: '<div data-directory="">Tutors</div>', reads: ['tutors@en'] });
    const storedBefore = site.live.pages.stats().paths;
    expect((await site.text('/english-tutors')).body).toContain('Tutors');
    const filtered = await site.text('/english-tutors?sort=rating&specialty=british&specialty=business&utm_source=mail');
    expect(filtered).toEqual({ status: 200, body: expect.stringContaining('Tutors</div> for specialty=business&accent=british&sort=rating') });
    // The same list spelled another way is the same page; the first page of the whole list is the stored one.
    expect((await site.text('/english-tutors?specialty=business&sort=rating&specialty=british')).body).toContain('for specialty=business&accent=british&sort=rating');
    expect((await site.text('/english-tutors?page=1&sort=recommended')).body).not.toContain(' for ');
    expect((await site.text('/english-tutors?utm_source=mail')).body).not.toContain(' for ');
    // A page without the directory is itself whatever its query.
    expect((await site.text('/faq?sort=rating')).body).toContain('FAQ');
    expect(site.cms.renders).toEqual(['/english-tutors?specialty=business&accent=british&sort=rating']);
    expect(site.live.pages.stats().paths).toBe(storedBefore);
    await site.remove();
  });

  it("a list that depends on the time (free lessons, the soonest first) is rendered again each hour; a zone a list does not need is left out of its address", async () => {
    const site = await liveSite({ canRenderOnDemand: words, directory: true });
    site.cms.pages.set('/english-tutors', { text: '<div data-directory="">Tutors</div>', reads: ['tutors@en'] });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-11-30T10:05:00Z'));
      const asked = '/english-tutors?time=evening&tz=Europe/Kyiv';
      expect((await site.text(asked)).body).toContain('for time=evening&tz=Europe%2FKyiv');
      vi.setSystemTime(Date.parse('2026-11-30T10:55:00Z'));
      await site.text(asked);
      expect(site.cms.renders).toEqual(['/english-tutors?time=evening&tz=Europe%2FKyiv']);
      vi.setSystemTime(Date.parse('2026-11-30T11:00:00Z'));
      await site.text(asked);
      expect(site.cms.renders).toEqual(['/english-tutors?time=evening&tz=Europe%2FKyiv', '/english-tutors?time=evening&tz=Europe%2FKyiv']);
      // The form carries the zone on every list; one that does not need it goes to its address without.
      const redirected = await site.app.request('/english-tutors?specialty=kids&tz=Europe%2FKyiv&utm_source=mail');
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get('location')).toBe('/english-tutors?specialty=kids&utm_source=mail');
    } finally {
      vi.useRealTimers();
      await site.remove();
    }
  });

  it('a publish never removes them (issue 59): after one, each is made again with the content as it is when next asked for', async () => {
    const site = await liveSite({ canRenderOnDemand: words });
    site.cms.pages.set('/words/swim', { text: 'Swim (old header)', reads: ['header@en'] });
    site.cms.pages.set('/words/plavaty', { text: 'Плавати', reads: ['header@uk'] });
    expect((await site.text('/words/swim')).status).toBe(200);
    expect((await site.text('/words/plavaty')).status).toBe(200);
    site.cms.pages.get('/words/swim')!.text = 'Swim (new header)';
    site.cms.renders.length = 0;
    await site.webhook(publish('header', { locale: 'en' }));
    await site.pages.settled();
    expect(site.log.at(-1)).toMatch(/: \d+ rendered again, 0 new, 0 gone$/);
    // Not made in the publish: when next asked for, from the CMS as it is now.
    expect(site.cms.renders.filter((url) => url.startsWith('/words/'))).toEqual([]);
    expect(await site.text('/words/swim')).toEqual({ status: 200, body: expect.stringContaining('Swim (new header)') });
    expect(await site.text('/words/plavaty')).toEqual({ status: 200, body: expect.stringContaining('Плавати') });
    expect(site.cms.renders.filter((url) => url.startsWith('/words/'))).toEqual(['/words/swim', '/words/plavaty']);
    await site.remove();
  });

  it('a page a data source made that an earlier publish marked gone (issue 59) is made again, after a restart too', async () => {
    const site = await liveSite({ canRenderOnDemand: words, own: true });
    site.cms.pages.set('/words/swim', { text: 'Swim', reads: ['header@en'] });
    expect((await site.text('/words/swim')).status).toBe(200);
    await site.stop();
    const database = await openDatabase({ dataDir: site.kept.dataDir });
    await database.db.execute(sql`update site_page set kind = 'gone', body = '' where path = '/words/swim'`);
    await database.close();
    const restarted = await liveSite({ again: site.kept, canRenderOnDemand: words });
    expect(await restarted.text('/words/swim')).toEqual({ status: 200, body: expect.stringContaining('Swim') });
    await restarted.remove();
  }, OPENS_ITS_OWN_DATABASE);

  it("holds a crawler to its own share (issue 59): two renders an address at once and its rate a minute; other visitors' renders and stored pages go ahead", async () => {
    const site = await liveSite({ canRenderOnDemand: words, renderRateLimit: { max: 5, windowMs: 60_000 } });
    const crawler = { 'x-client': '198.51.100.9' };
    for (let index = 0; index < 12; index++) site.cms.pages.set(`/words/w${'abcdefghijkl'[index]}`, { text: `Word ${index}`, reads: [] });
    site.cms.pages.set('/words/visitor', { text: 'A visitor’s word', reads: [] });
    const crawled = Promise.all(['wa', 'wb', 'wc', 'wd', 'we', 'wf'].map(async (word) => (await site.app.request(`/words/${word}`, { headers: crawler })).status));
    const visitor = site.app.request('/words/visitor', { headers: { 'x-client': '192.0.2.44' } });
    expect((await crawled).sort()).toEqual([200, 200, 503, 503, 503, 503]);
    expect((await visitor).status).toBe(200);
    // One at a time, it reaches its rate: told to come back when its minute is over.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (const word of ['wg', 'wh', 'wi', 'wj', 'wk']) {
      const response = await site.app.request(`/words/${word}`, { headers: crawler });
      statuses.push(response.status);
      if (response.status === 503) refused = response;
    }
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(50);
    // What is stored it still gets, and another address its own renders.
    expect((await site.app.request('/words/wa', { headers: crawler })).status).toBe(200);
    expect((await site.app.request('/words/wl', { headers: { 'x-client': '192.0.2.45' } })).status).toBe(200);
    await site.remove();
  });

  it('renders two at a time with sixteen waiting: past them a visitor is told to come back (503), and the same path asked for at once is rendered once', async () => {
    const site = await liveSite({ canRenderOnDemand: words });
    const letters = 'abcdefghijklmnopqrst';
    for (const letter of letters) site.cms.pages.set(`/words/${letter}`, { text: `Word ${letter}`, reads: [] });
    const statuses = await Promise.all([...letters].map((letter, index) => (async () => (await site.app.request(`/words/${letter}`, { headers: { 'x-client': `203.0.113.${index}` } })).status)()));
    expect(statuses.filter((status) => status === 200)).toHaveLength(18);
    expect(statuses.filter((status) => status === 503)).toHaveLength(2);
    site.cms.pages.set('/words/same', { text: 'Same', reads: [] });
    site.cms.renders.length = 0;
    await Promise.all(Array.from({ length: 5 }, () => site.app.request('/words/same')));
    expect(site.cms.renders).toEqual(['/words/same']);
    await site.remove();
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong secret with 401, and logs it without either secret', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = await liveSite();
    const body = publish('header', { locale: 'en' });
    expect((await site.webhook(body, {})).status).toBe(401);
    const wrong = await site.webhook(body, { authorization: 'Bearer not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Unauthorized: send the shared secret as Authorization: Bearer <CMS_WEBHOOK_SECRET>.' });
    expect(warned.mock.calls.map(([line]) => line)).toEqual(['[live] webhook refused from unknown: no secret', '[live] webhook refused from unknown: a wrong secret']);
    warned.mockRestore();
    await site.pages.settled();
    expect(site.cms.renders).toEqual([]);
    await site.remove();
  });

  it('answers 400 to what is not a webhook it knows, 413 to a body past the limit, and takes a draft save or a test as nothing to publish', async () => {
    const site = await liveSite();
    const bad = await site.webhook({ event: 'entry.publish', model: 'page' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^Not a CMS webhook the site knows: entry: /);
    const notJson = await site.app.request(CMS_WEBHOOK_PATH, { method: 'POST', body: '{', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const big = await site.app.request(CMS_WEBHOOK_PATH, {
      method: 'POST',
      body: 'x',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', 'content-length': String(CMS_WEBHOOK_BODY_LIMIT_BYTES + 1) },
    });
    expect(big.status).toBe(413);
    const draft = await site.webhook(publish('page', { locale: 'en', path: '/faq', publishedAt: null }, 'entry.update'));
    expect(await draft.json()).toEqual({ ok: true, why: 'nothing to publish: a draft of page was saved' });
    expect(await (await site.webhook({ event: 'trigger-test' })).json()).toEqual({ ok: true, why: 'the CMS can reach the site' });
    await site.pages.settled();
    expect(site.cms.renders).toEqual([]);
    await site.remove();
  });

  it('is not there without a secret', async () => {
    const { siteDir, remove } = fixtureSite();
    const app = createApp({ siteDir, store });
    const response = await app.request(CMS_WEBHOOK_PATH, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(404);
    remove();
  });
});

describe('the preview', () => {
  const token = (documentId = 'faq-document', now = Date.now()) => signPreviewToken({ uid: 'api::page.page', documentId, locale: 'en', status: 'draft' }, PREVIEW_SECRET, now);

  it('shows the draft where the site shows the document, never kept or indexed, framed by the CMS admin alone', async () => {
    const site = await liveSite();
    const response = await site.app.request(`/preview?token=${token()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Draft FAQ (draft, en)');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors https://cms.lingo.example');
    expect(response.headers.get('x-frame-options')).toBeNull();
    // A draft's props never become a public file (issue #41: they were served, immutable for a
    // year, after the token expired): the server publishes nothing of a preview's render.
    expect((await site.app.request('/assets/page-data-draft.js')).status).toBe(404);
    // The published page is untouched, and still refuses to be framed.
    const published = await site.app.request('/faq');
    expect(await published.text()).not.toContain('Draft');
    expect(published.headers.get('x-frame-options')).toBe('DENY');
    // The same document in another locale, from the panel.
    expect(await (await site.app.request(`/preview?token=${token()}&locale=uk`)).text()).toContain('Draft FAQ (draft, uk)');
    await site.remove();
  });

  it('refuses a missing, forged or expired token with 401, saying what to do, and logs it without the token', async () => {
    const site = await liveSite();
    const missing = await site.app.request('/preview');
    expect(missing.status).toBe(401);
    expect(await missing.text()).toContain('This preview link is not valid. Open the preview again from the CMS.');
    const forged = token().replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await site.app.request(`/preview?token=${forged}`)).status).toBe(401);
    const expired = await site.app.request(`/preview?token=${token('faq-document', Date.now() - 31 * 60_000)}`);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('This preview link has expired (they last 30 minutes).');
    expect(expired.headers.get('cache-control')).toBe('no-store');
    expect(site.log.filter((line) => line.startsWith('[preview]'))).toEqual(['[preview] refused from unknown: no valid token', '[preview] refused from unknown: a forged token', '[preview] refused from unknown: an expired token']);
    expect(site.cms.previews).toEqual([]);
    await site.remove();
  });

  it('says so when no page shows the document', async () => {
    const site = await liveSite();
    const response = await site.app.request(`/preview?token=${token('elsewhere')}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No page of the site shows this page in en');
    await site.remove();
  });

  it('is not there without a secret', async () => {
    const { siteDir, remove } = fixtureSite();
    const response = await createApp({ siteDir, store }).request(`/preview?token=${token()}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    remove();
  });
});
