// The attacker's sequences of issue 21, against a real server on a real socket, booted as
// production boots it (boot.ts, NODE_ENV=production, behind one proxy: TRUST_PROXY=1), and the
// same on two instances sharing one PostgreSQL when there is one.
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/free-port.ts';
import { freshPostgresDatabase, postgresAvailable } from '../tests/postgres.ts';
import { DEMO_LEARNER } from './auth.ts';
import { boot } from './boot.ts';
import { loadContent } from './cms/store.ts';
import { upcomingSlots } from '../domain/tutoring/slots.ts';
import { SIGN_IN_LIMITS } from './sign-in.ts';
import { fixtureSite } from './test-site.ts';

const store = loadContent(join(import.meta.dirname, '..', 'content'));
const site = fixtureSite();
const paths = { siteDir: site.siteDir, storybookDir: join(site.siteDir, 'no-storybook'), store };
const SECRET = 'a-test-secret-that-is-long-enough-for-production';

interface Running {
  base: string;
  stop: () => Promise<void>;
}

async function start(env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const { app, database } = await boot({ NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_SECRET: SECRET, LOG_REQUESTS: '1', ...env }, paths, { port });
  const server: ServerType = await new Promise((listening) => {
    const running = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => listening(running));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((closed) => server.close(closed));
      await database.close();
    },
  };
}

/** What the proxy in front would add: the client's address as the last X-Forwarded-For hop. */
const client = (address: string, spoofedFirstHop?: string) => ({ 'x-forwarded-for': spoofedFirstHop ? `${spoofedFirstHop}, ${address}` : address });

function requests({ base }: Running) {
  const origin = { origin: base };
  return {
    apiSignIn: (from: Record<string, string>, email: string, password: string) =>
      fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { ...origin, ...from, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
    formSignIn: (from: Record<string, string>, email: string, password: string) =>
      fetch(`${base}/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...origin, ...from, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      }),
    post: (path: string, from: Record<string, string>, body: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { ...origin, ...from, 'content-type': 'application/json' }, body }),
  };
}

afterAll(() => site.remove());

// Every line the server writes, to look for addresses in.
const logged: string[] = [];
beforeEach(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(' ')));
  }
});

describe('a production server behind one proxy, attacked', () => {
  let server: Running;
  let dir: string;
  let send: ReturnType<typeof requests>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lingo-attack-'));
    // The operator asked for the demo learner, so there is an account to attack.
    server = await start({ DATA_DIR: dir, SEED_DEMO_LEARNER: '1' });
    send = requests(server);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops 50 wrong passwords through the JSON API after 5, even with a new first X-Forwarded-For hop each time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await send.apiSignIn(client('198.51.100.1', `9.9.9.${i}`), DEMO_LEARNER.email, `guess-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const right = await send.apiSignIn(client('198.51.100.1', '9.9.9.99'), DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.accountAndAddress.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountAndAddress.windowMs / 1000);
    expect(await right.json()).toEqual({ error: `Too many sign-in attempts; try again in ${retryAfter} s.` });
  }, 60_000);

  it('does not lock the learner out from their own address', async () => {
    const mine = await send.apiSignIn(client('203.0.113.50'), DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('set-cookie')).toMatch(/session_token=/);
  });

  it('stops 50 wrong passwords through the form that works without JavaScript after 5', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await send.formSignIn(client('198.51.100.2', `9.9.9.${i}`), DEMO_LEARNER.email, `guess-${i}`);
      expect(response.status).toBe(303);
      locations.push(response.headers.get('location')!);
    }
    expect(locations.slice(0, 5)).toEqual(Array(5).fill('/sign-in?error=credentials'));
    expect(new Set(locations.slice(5))).toEqual(new Set(['/sign-in?error=too-many-attempts']));
    const right = await send.formSignIn(client('198.51.100.2'), DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(right.headers.get('location')).toBe('/sign-in?error=too-many-attempts');
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('counts both paths together', async () => {
    const from = client('198.51.100.3');
    for (let i = 0; i < 3; i++) expect((await send.apiSignIn(from, DEMO_LEARNER.email, 'wrong')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await send.formSignIn(from, DEMO_LEARNER.email, 'wrong')).headers.get('location')).toBe('/sign-in?error=credentials');
    expect((await send.apiSignIn(from, DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(429);
  });

  it('checks the credentials it counted: a form-encoded declaration cannot smuggle others past the count', async () => {
    const smuggle = (password: string, i: number) =>
      fetch(`${server.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: server.base, ...client('198.51.100.11'), 'content-type': 'application/x-www-form-urlencoded' },
        body: JSON.stringify({ email: `x&email=${DEMO_LEARNER.email}&password=${password}&z=${i}`, password: 'ignored' }),
      });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await smuggle(`guess-${i}`, i)).status);
    expect(new Set(statuses)).toEqual(new Set([415]));
    expect((await smuggle(DEMO_LEARNER.password, 99)).headers.get('set-cookie')).toBeNull();
    // An encoded path reaches the library as the route that was counted.
    const encoded = await fetch(`${server.base}/api/auth/sign-in/%65mail`, {
      method: 'POST',
      headers: { origin: server.base, ...client('203.0.113.51'), 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }),
    });
    expect(encoded.status).toBe(200);
  });

  it('writes no address and no forged line whatever the request carries', async () => {
    await fetch(`${server.base}/api/auth/sign-out`, { method: 'POST', headers: { origin: server.base, 'content-type': 'text/plain; signout.ct@example.com' }, body: '' });
    await send.post('/api/auth/sign-in/email', { ...client('198.51.100.12'), 'content-type': 'text/plain; victim.person@example.com' }, '{}');
    for (const target of ['/es/faq?nombre=Jos%E9&email=jose.latin1%40example.com', '/faq?email=double.enc%2540example.com', '/faq%0aPOST%20/forged%20200', '/cms/api/banners?filters[title][$eq]=cms.filter%40example.com&x=%zz']) {
      await fetch(server.base + target);
    }
    expect(logged.some((line) => /\n|\r/.test(line.trim()))).toBe(false);
    expect(logged.some((line) => line.includes('GET /faq\\x0aPOST /forged 200'))).toBe(true);
  });

  it('stops one address trying a password on many accounts after 20 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await send.apiSignIn(client('198.51.100.4'), `learner${i}@example.com`, 'Password1')).status);
    expect(statuses.slice(0, SIGN_IN_LIMITS.address.max)).toEqual(Array(SIGN_IN_LIMITS.address.max).fill(401));
    expect(new Set(statuses.slice(SIGN_IN_LIMITS.address.max))).toEqual(new Set([429]));
  }, 60_000);

  it('has no sign-up, and nothing tells whether an address has an account', async () => {
    const answers = [];
    for (const email of [DEMO_LEARNER.email, 'new-learner@example.com']) {
      const response = await send.post('/api/auth/sign-up/email', client('198.51.100.5'), JSON.stringify({ email, password: '12345678', name: 'x'.repeat(15_000), image: 'javascript:alert(1)' }));
      answers.push([response.status, response.headers.get('set-cookie'), await response.text()]);
    }
    expect(answers[0]).toEqual([404, null, '{"error":"No API endpoint POST /api/auth/sign-up/email."}']);
    expect(answers[1]).toEqual(answers[0]);
    // The rest of the library's endpoints are unknown too (password resets, profile changes, …).
    for (const path of ['/api/auth/update-user', '/api/auth/change-password', '/api/auth/request-password-reset', '/api/auth/list-sessions', '/api/auth/ok']) {
      expect((await send.post(path, client('198.51.100.5'), '{}')).status).toBe(404);
    }
    const unknown = await send.apiSignIn(client('198.51.100.6'), 'nobody-here@example.com', 'whatever1');
    const known = await send.apiSignIn(client('198.51.100.6'), DEMO_LEARNER.email, 'whatever1');
    expect([unknown.status, await unknown.json()]).toEqual([known.status, await known.json()]);
  });

  it.each([
    ['a sign-in e-mail', '/api/auth/sign-in/email', { email: 'learner@example.com\u0000', password: 'x' }, 'Invalid sign-in: email: must not contain control characters'],
    ['a sign-in password', '/api/auth/sign-in/email', { email: 'learner@example.com', password: 'pass\u0000word' }, 'Invalid sign-in: password: must not contain control characters'],
    ['a subscription e-mail', '/v1/subscribe', { email: 'a\u0000b@example.com', locale: 'en', agreeWithTerms: true }, 'Invalid subscription: email: must not contain control characters'],
    ['a subscription page', '/v1/subscribe', { email: 'ana@example.com', locale: 'en', agreeWithTerms: true, page: '/faq\u0000' }, 'Invalid subscription: page: must not contain control characters'],
    [
      'the spec payload',
      '/api/subscriptions',
      { formType: 'popup_organic_email', groups: ['popup_organic_email'], contact: { languageCode: 'en', timeZone: 'UTC', channels: [{ type: 'email', value: 'ana@example.com' }], fields: [{ id: 249969, value: '/blog\u0007' }] } },
      'Invalid subscription: contact.fields.0.value: must not contain control characters',
    ],
  ])('answers a NUL or other control character in %s with a 400 naming the field', async (_, path, body, message) => {
    const response = await send.post(path, client('198.51.100.7'), JSON.stringify(body));
    expect([response.status, await response.json()]).toEqual([400, { error: message }]);
  });

  it('limits subscriptions per client, whatever first hop the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await send.post('/v1/subscribe', client('198.51.100.8', `9.9.9.${i}`), JSON.stringify({ email: `s${i}@example.com`, locale: 'en', agreeWithTerms: true }))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('limits trial lesson requests per client, whatever first hop the client writes', async () => {
    const emma = store.get('tutors')!.find((entry) => entry.slug === 'emma-clarke' && entry.locale === 'en')!;
    const [lesson] = upcomingSlots(emma.weeklySlots as string[], emma.timeZone as string, Date.now() + 60_000);
    const body = { tutor: 'emma-clarke', startsAt: new Date(lesson!).toISOString(), name: 'Ana', email: 'ana.booking@example.com', locale: 'en', timeZone: 'UTC', agreeWithTerms: true };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send.post('/api/trial-lessons', client('198.51.100.9', `9.9.8.${i}`), JSON.stringify(body))).status);
    expect(statuses).toEqual([...Array(5).fill(200), 429, 429]);
  });

  it('wrote no e-mail address in any log line while all of this happened', () => {
    expect(logged.length).toBeGreaterThan(100);
    const addresses = logged.flatMap((line) => line.match(/[^\s"'<>(),;:=&?/[\]]*@[a-z0-9-]+\.[a-z]{2,}/gi) ?? []);
    expect(addresses).toEqual([]);
    expect(logged.join('\n')).not.toContain(DEMO_LEARNER.email);
  });
});

describe('in production without the switch', () => {
  it('has no demo learner: its published password signs nobody in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingo-attack-'));
    const server = await start({ DATA_DIR: dir });
    const response = await requests(server).apiSignIn(client('198.51.100.9'), DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(response.status).toBe(401);
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe.skipIf(!postgresAvailable)('two instances starting at once on one empty PostgreSQL', () => {
  let servers: Running[];
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    servers = await Promise.all([1, 2].map(() => start({ DATABASE_URL: fresh.url, SEED_DEMO_LEARNER: '1' })));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await fresh.drop();
  });

  it('both serve, with one demo learner between them', async () => {
    for (const server of servers) {
      expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: 'ok', database: 'postgres' });
      expect((await requests(server).apiSignIn(client('203.0.113.60'), DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(200);
    }
  });

  it('share their limits: wrong passwords spread over both stop after 5 in all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await requests(servers[i % 2]!).apiSignIn(client('198.51.100.10'), DEMO_LEARNER.email, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});
