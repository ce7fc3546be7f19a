// One page, two doors (issue 61): the Node server and the edge Worker personalise with one function
// (server/personalise.ts), and this holds their answers identical, body and headers, but for each
// response's nonce, over a table of visitors: countries and regions, a session, the identifier an
// experiment assigns by, an account form's result, a running offer, a level test's tallies.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner } from '../server/auth.ts';
import { loadContent } from '../server/cms/store.ts';
import { openDatabase, type OpenDatabase } from '../server/database/index.ts';
import { BUSINESS_LINK_DATA, visitorCookieOf } from '../tests/split-visitors.ts';
import worker, { type Assets } from './worker.ts';

const SITE = 'https://www.example.com';
const now = Date.now();
const PAGES: Record<string, string> = {
  faq: `<!DOCTYPE html><html lang="en"><head><title>FAQ</title><style>p{color:red}</style></head><body><p>FAQ</p><script>window.x=1</script>${BUSINESS_LINK_DATA}</body></html>`,
  // Built while a campaign runs: from an hour ago to tomorrow.
  pricing: `<!DOCTYPE html><html lang="en"><head><title>Plans</title><meta name="campaign" content="${now - 3_600_000} ${now + 86_400_000}"/></head><body>Plans${BUSINESS_LINK_DATA}</body></html>`,
  'sign-in': `<!DOCTYPE html><html lang="en"><head><title>Log in</title></head><body><p data-when="sign-in-failed">Wrong e-mail or password</p>${BUSINESS_LINK_DATA}</body></html>`,
  'test-your-english-level/result/b1': `<!DOCTYPE html><html lang="en"><head><title>B1</title></head><body><section data-level-skills="" hidden=""><ul><li data-skill="grammar" hidden=""><span data-skill-score="grammar">–</span><meter data-skill-meter="grammar" min="0" max="1" value="0"></meter></li></ul></section></body></html>`,
  'uk/faq': `<!DOCTYPE html><html lang="uk"><head><title>Запитання</title></head><body>Запитання${BUSINESS_LINK_DATA}</body></html>`,
  '404': '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body>Page not found</body></html>',
  'uk/404': '<!DOCTYPE html><html lang="uk"><head><title>Не знайдено</title></head><body>Сторінку не знайдено</body></html>',
};

let dir: string;
let database: OpenDatabase;
let app: ReturnType<typeof createApp>;
let session: string;
let assets: Assets;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lingo-two-doors-'));
  const siteDir = join(dir, 'client');
  for (const [path, html] of Object.entries(PAGES)) {
    mkdirSync(join(siteDir, path), { recursive: true });
    writeFileSync(join(siteDir, path, 'index.html'), html);
  }
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  const auth = createAuth({ database, secret: authSecret({}, dir), baseURL: SITE });
  await seedDemoLearner(auth, database);
  app = createApp({ siteDir, store: loadContent(join(import.meta.dirname, '..', 'content')), database, auth });
  const signedIn = await app.request(`${SITE}/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }).toString(),
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
  });
  session = /^(__Secure-better-auth\.session_token=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
  // Workers' static assets over the same build, each file with an ETag of its bytes, as Cloudflare's have.
  assets = {
    fetch: async (input) => {
      const path = decodeURIComponent(new URL(input instanceof Request ? input.url : String(input)).pathname);
      const file = join(siteDir, path, 'index.html');
      if (!existsSync(file) || !statSync(file).isFile()) return new Response('not found', { status: 404 });
      const bytes = readFileSync(file);
      return new Response(bytes, { headers: { 'content-type': 'text/html; charset=utf-8', etag: `"${createHash('sha1').update(bytes).digest('hex')}"` } });
    },
  };
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An answer as both doors must give it: the nonce named once, the validators and transport apart. */
async function seen(response: Response) {
  const headers = Object.fromEntries(response.headers);
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  const named = (value: string) => (nonce ? value.replaceAll(nonce, '<nonce>') : value);
  // A copy's validator is each door's own (the server's kept variant, the edge's body ETag with the
  // visitor's marks): both are there. The server compresses its own answers; the edge's CDN does.
  expect(headers.etag, 'an ETag').toBeTruthy();
  for (const name of ['etag', 'content-length', 'content-encoding', 'date']) delete headers[name];
  if (headers.vary) headers.vary = headers.vary.replace(', Accept-Encoding', '');
  return { status: response.status, headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, named(value)])), body: named(await response.text()) };
}

const visitors: Array<[string, string, Record<string, string>]> = [
  ['a visitor the CDN says nothing of', '/faq', { cookie: visitorCookieOf('corporate-english') }],
  ['from California', '/faq', { 'cf-ipcountry': 'US', 'cf-region-code': 'CA', cookie: visitorCookieOf('for-business') }],
  ['from Germany, where counting asks for consent', '/faq', { 'cf-ipcountry': 'DE', cookie: visitorCookieOf('corporate-english') }],
  ['from Ukraine, on a Ukrainian page', '/uk/faq', { 'cf-ipcountry': 'UA', cookie: visitorCookieOf('for-business') }],
  ['signed in, from the UK', '/faq', { 'cf-ipcountry': 'GB', cookie: `${visitorCookieOf('corporate-english')}; SESSION` }],
  ['offered the running campaign, from Mexico', '/pricing', { 'cf-ipcountry': 'MX', cookie: visitorCookieOf('corporate-english') }],
  ['not offered it, signed in', '/pricing', { 'cf-ipcountry': 'MX', cookie: `${visitorCookieOf('corporate-english')}; SESSION` }],
  ['after a wrong password, without JavaScript', '/sign-in?error=credentials', { 'cf-ipcountry': 'US', cookie: visitorCookieOf('for-business') }],
  ['after a reset link was sent', '/sign-in?done=reset-sent', { cookie: visitorCookieOf('for-business') }],
  ['with a level test’s tallies', '/test-your-english-level/result/b1?skills=grammar-5-6', { 'cf-ipcountry': 'US', cookie: visitorCookieOf('corporate-english') }],
  ['asking for a page that does not exist, in Ukrainian', '/uk/nothing-here', { 'cf-ipcountry': 'UA', cookie: visitorCookieOf('corporate-english') }],
];

describe('the same page from the Node server and from the edge Worker', () => {
  it.each(visitors)('%s (%s)', async (_, path, sent) => {
    const headers = Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, value.replace('SESSION', session)]));
    const fromServer = await seen(await app.request(`${SITE}${path}`, { headers }));
    const fromEdge = await seen(await worker.fetch(new Request(`${SITE}${path}`, { headers }), { ASSETS: assets }));
    expect(fromEdge).toEqual(fromServer);
    expect(fromServer.headers['content-security-policy']).toContain("'nonce-<nonce>'");
  });

  it('gives a new visitor an identifier the same way (its value is each response’s own)', async () => {
    const [fromServer, fromEdge] = await Promise.all([app.request(`${SITE}/faq`, { headers: { 'cf-ipcountry': 'US' } }), worker.fetch(new Request(`${SITE}/faq`, { headers: { 'cf-ipcountry': 'US' } }), { ASSETS: assets })]);
    const shape = (response: Response) => response.headers.get('set-cookie')?.replace(/lingo_vid=[\w-]{22}/, 'lingo_vid=<id>');
    expect(shape(fromEdge)).toBe(shape(fromServer));
    expect(shape(fromServer)).toBe('lingo_vid=<id>; Max-Age=34128000; Path=/; HttpOnly; SameSite=Lax; Secure');
  });
});
