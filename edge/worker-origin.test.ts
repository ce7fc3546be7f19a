// The Worker in front of a real instance (ORIGIN on loopback), as docs/deploy.md deploys them: a
// visitor signs in and out without JavaScript, the CMS's webhook publishes a change, an editor
// opens a preview, all through the Worker; then the instance's request log is read for secrets.
// The instance renders with a stand-in for the site's renderer (server/live/fake-cms.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner } from '../server/auth.ts';
import { loadContent } from '../server/cms/store.ts';
import { openDatabase, type OpenDatabase } from '../server/database/index.ts';
import { CMS_WEBHOOK_PATH, INSTANCE_ROUTES, isInstanceRoute, LIVE_FILES, PREVIEW_PATH } from '../server/instance-routes.ts';
import { wordTools } from '../server/words.ts';
import { TEST_CONFUSING, TEST_WORDS_FILE } from '../domain/words/test-words.ts';
import { wordsFrom } from '../domain/words/words.ts';
import { fakeCms } from '../server/live/fake-cms.ts';
import { openLiveSite, type LiveSite } from '../server/live/live-site.ts';
import { FAST_QUEUE } from '../server/live/fake-cms.ts';
import { signPreviewToken } from '../server/live/preview-token.ts';
import { fixtureSite } from '../server/test-site.ts';
import { factsFromHeader, PAGE_FACTS_HEADER, storedFactsOf } from '../server/personalise.ts';
import { RAW_PAGE_HEADER } from '../server/security.ts';
import worker, { type Assets } from './worker.ts';

const SITE = 'https://www.example.com';
const ADMIN = 'https://cms.example.com';
const WEBHOOK_SECRET = 'a-webhook-secret-of-at-least-32-characters';
const PREVIEW_SECRET = 'a-preview-secret-of-at-least-32-characters';

let dir: string;
let database: OpenDatabase;
let instance: ServerType;
let origin: string;
let live: LiveSite;
let cms: ReturnType<typeof fakeCms>['cms'];
let app: ReturnType<typeof createApp>;
let removeSite: () => void;
const logged: string[] = [];

/** Workers' static assets over the build (html_handling "drop-trailing-slash"). */
const assetsOf = (siteDir: string): Assets => ({
  fetch: async (input) => {
    const path = decodeURIComponent(new URL(input instanceof Request ? input.url : String(input)).pathname);
    const file = [join(siteDir, path), join(siteDir, path, 'index.html')].find((candidate) => candidate.startsWith(siteDir) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) return new Response('not found', { status: 404 });
    return new Response(readFileSync(file), { headers: { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' } });
  },
});
let env: { ASSETS: Assets; ORIGIN: string };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lingo-edge-'));
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  // The public origin is the edge's: the instance's own address is never the site's.
  const auth = createAuth({ database, secret: authSecret({}, dir), baseURL: SITE });
  await seedDemoLearner(auth, database);
  const site = fixtureSite();
  removeSite = site.remove;
  const stand = fakeCms();
  cms = stand.cms;
  mkdirSync(join(site.siteDir, '..', 'server'), { recursive: true });
  writeFileSync(join(site.siteDir, '..', 'server', 'page-reads.json'), JSON.stringify(Object.fromEntries([...cms.pages].map(([url, page]) => [url, page.reads]))));
  live = await openLiveSite({ database, siteDir: site.siteDir, renderer: async () => stand.renderer, log: (line) => logged.push(line), timing: FAST_QUEUE });
  app = createApp({
    siteDir: site.siteDir,
    store: loadContent(join(import.meta.dirname, '..', 'content')),
    database,
    auth,
    pages: live.pages,
    publishChange: live.publisher.changed,
    logRequests: true,
    cmsWebhookSecret: WEBHOOK_SECRET,
    preview: { secret: PREVIEW_SECRET, renderer: async () => stand.renderer, adminOrigin: ADMIN, log: (line) => logged.push(line) },
    words: wordTools(wordsFrom(TEST_WORDS_FILE), TEST_CONFUSING),
  });
  instance = await new Promise<ServerType>((started) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => started(server));
  });
  origin = `http://127.0.0.1:${(instance.address() as AddressInfo).port}`;
  env = { ASSETS: assetsOf(site.siteDir), ORIGIN: origin };
}, 60_000);

// What the instance writes (its request log is on, as in production), kept to be read for secrets.
beforeEach(() => {
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void logged.push(parts.join(' ')));
});

afterAll(async () => {
  await new Promise((closed) => instance.close(closed));
  await live.close();
  await database.close();
  removeSite();
  rmSync(dir, { recursive: true, force: true });
});

const through = (path: string, init: RequestInit = {}) => worker.fetch(new Request(`${SITE}${path}`, init), env);
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
});

describe('the Worker in front of an instance', () => {
  it('signs a visitor in and out without JavaScript: the redirect and its session cookie come back as the instance sent them', async () => {
    const wrong = await through('/uk/sign-in', form({ email: DEMO_LEARNER.email, password: 'not-the-password' }));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/uk/sign-in?error=credentials');

    const signedIn = await through('/sign-in', form({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/learn');
    // HTTPS (AUTH_URL): the accounts library names the cookie with the __Secure- prefix.
    const session = /^(__Secure-better-auth\.session_token=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    const page = await through('/faq', { headers: { cookie: session! } });
    expect(await page.text()).toMatch(/data-visitor="[^"]*\bsigned-in\b/);

    const signedOut = await through('/sign-out', form({}, { cookie: session! }));
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/');
    expect(signedOut.headers.get('set-cookie')).toMatch(/__Secure-better-auth\.session_token=;/);
    // The sign-in page itself is still the edge's cached page.
    expect(await (await through('/sign-in')).text()).toContain('Log in');
  });

  it("takes a page's facts as the instance's store keeps them (no reading of its HTML), and never passes them on", async () => {
    const raw = await fetch(`${origin}/faq`, { headers: { [RAW_PAGE_HEADER]: 'raw' } });
    const facts = factsFromHeader(raw.headers.get(PAGE_FACTS_HEADER));
    expect(facts).toEqual(storedFactsOf(await raw.text()));
    expect(facts!.hashes.styles.length).toBeGreaterThan(0);
    const page = await through('/faq');
    expect(page.headers.get(PAGE_FACTS_HEADER)).toBeNull();
    for (const hash of facts!.hashes.styles) expect(page.headers.get('content-security-policy')).toContain(hash);
  });

  it("passes the word tools' redirects and search on as the instance sends them, and their sitemaps", async () => {
    const form = await through('/uk/past-tense-of/Swim');
    expect([form.status, form.headers.get('location')]).toEqual([301, '/uk/past-tense-of/swim']);
    const search = await through('/es/word-search?tool=past-tense-of&word=ran');
    expect([search.status, search.headers.get('location')]).toEqual([303, '/es/past-tense-of/run']);
    const sitemap = await through('/sitemaps/past-tense-of-pt-1.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/pt/past-tense-of/swim</loc>');
  });

  it("takes the CMS's webhook: the change is published and the next visitor gets it from the Worker", async () => {
    cms.pages.get('/faq')!.text = 'Answers V2';
    const refused = await through(CMS_WEBHOOK_PATH, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(refused.status).toBe(401);
    const announced = await through(CMS_WEBHOOK_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { path: '/faq', locale: 'en', publishedAt: '2026-11-27T00:00:00.000Z' } }),
    });
    expect(announced.status).toBe(202);
    await live.settled();
    expect(await (await through('/faq')).text()).toContain('Answers V2');
  });

  it('opens a preview with its token, framed by the CMS admin alone, and refuses one without', async () => {
    const token = signPreviewToken({ uid: 'api::page.page', documentId: 'faq-document', locale: 'en', status: 'draft' }, PREVIEW_SECRET);
    const preview = await through(`${PREVIEW_PATH}?token=${token}&locale=uk`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Draft FAQ (draft, uk)');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('content-security-policy')).toContain(`frame-ancestors ${ADMIN}`);
    expect(preview.headers.get('x-frame-options')).toBeNull();
    const without = await through(PREVIEW_PATH);
    expect(without.status).toBe(401);
    expect(await without.text()).toContain('This preview link is not valid.');

    // The instance's request log saw each request, and none of the secrets it carried (its lines
    // are written once a turn of the event loop, several to a write).
    await new Promise((turn) => setImmediate(turn));
    const lines = logged.flatMap((entry) => entry.split('\n'));
    expect(lines.some((line) => line.startsWith('GET /preview?token=[secret]&locale=uk 200'))).toBe(true);
    expect(lines.some((line) => line.startsWith('POST /sign-in 303'))).toBe(true);
    for (const secret of [token, token.split('.')[1]!, WEBHOOK_SECRET, PREVIEW_SECRET, DEMO_LEARNER.email, DEMO_LEARNER.password]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe("the instances' routes", () => {
  it('are every route the server mounts that is not a page or a file of the build', () => {
    // Files the edge takes from the instances when the build has none (worker.ts MADE_BY_INSTANCES), and the suggestions under /api/.
    const servesPagesAndFiles = new Set(['/*', '/assets/*', '/assets/page-data-*', ...LIVE_FILES, '/social/*', '/sitemaps/*', '/sitemap-index.xml']);
    const mounted = app.routes.filter((route) => !servesPagesAndFiles.has(route.path));
    expect(mounted.length).toBeGreaterThan(20);
    const missing = mounted.filter((route) => !isInstanceRoute(route.method === 'ALL' ? 'POST' : route.method, route.path.replace(/\*$/, 'x')));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    // And the other way: each listed route is one the server mounts.
    for (const route of INSTANCE_ROUTES) expect(app.routes.some((mount) => mount.path === route.path)).toBe(true);
  });
});
