import { mkdtempSync, rmSync } from 'node:fs';
import { Hono } from 'hono';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDatabase } from './database/index.ts';
import { createApi, sessionRequestsFromSiteOnly } from './api.ts';
import { authSecret, createAuth, DEMO_LEARNER, seedDemoLearner, sessionChecks, type Auth } from './auth.ts';
import { signInFormHandler, signOutFormHandler } from './account-forms.ts';
import { memoryLimitStore } from './rate-limit.ts';
import { signInLimiter } from './sign-in.ts';

const ORIGIN = 'http://127.0.0.1:3999';
let dir: string;
let database: OpenDatabase;
let app: Hono;
let auth: Auth;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lingo-auth-'));
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  auth = createAuth({ database, secret: authSecret({}, dir), baseURL: ORIGIN });
  expect(await seedDemoLearner(auth, database)).toBe('created');
  expect(await seedDemoLearner(auth, database)).toBe('exists'); // a second start finds the learner and adds nobody
}, 60_000);

// A fresh limiter for each test: these tests are about answers, sign-in.test.ts about limits.
const apiFor = (accountsOf: Auth) => new Hono().route('/api', createApi({ database, accounts: { auth: accountsOf, limitSignIn: signInLimiter(memoryLimitStore()) } }));
beforeEach(() => {
  app = apiFor(auth);
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = (body: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}/api/auth/sign-in/email`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body });

describe('sign-in', () => {
  it('lets the demo learner in with an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  const long = 'a'.repeat(5000);
  const badBodies: Array<[string, string, Record<string, string>?]> = [
    ['an empty body', ''],
    ['not JSON', '{email:'],
    ['JSON null', 'null'],
    ['a JSON string', '"learner@example.com"'],
    ['a JSON number', '42'],
    ['a JSON array', '[]'],
    ['an empty object', '{}'],
    ['no password', JSON.stringify({ email: DEMO_LEARNER.email })],
    ['no email', JSON.stringify({ password: DEMO_LEARNER.password })],
    ['an empty email', JSON.stringify({ email: '', password: DEMO_LEARNER.password })],
    ['an empty password', JSON.stringify({ email: DEMO_LEARNER.email, password: '' })],
    ['an email that is not one', JSON.stringify({ email: 'learner', password: DEMO_LEARNER.password })],
    ['a numeric email', JSON.stringify({ email: 12, password: DEMO_LEARNER.password })],
    ['an object as email', JSON.stringify({ email: { $ne: '' }, password: DEMO_LEARNER.password })],
    ['an array as password', JSON.stringify({ email: DEMO_LEARNER.email, password: [DEMO_LEARNER.password] })],
    ['a boolean password', JSON.stringify({ email: DEMO_LEARNER.email, password: true })],
    ['a wrong password', JSON.stringify({ email: DEMO_LEARNER.email, password: 'correct-horse-battery!' })],
    ['an unknown learner', JSON.stringify({ email: 'nobody@example.com', password: DEMO_LEARNER.password })],
    ['a very long email', JSON.stringify({ email: `${long}@example.com`, password: DEMO_LEARNER.password })],
    ['a very long password', JSON.stringify({ email: DEMO_LEARNER.email, password: long })],
    ['SQL in the email', JSON.stringify({ email: "learner@example.com' OR '1'='1", password: 'x' })],
    ['a form-encoded body', `email=${encodeURIComponent(DEMO_LEARNER.email)}&password=wrong`, { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a body over 16 KiB', JSON.stringify({ email: DEMO_LEARNER.email, password: 'x'.repeat(17 * 1024) })],
  ];

  it.each(badBodies)('refuses %s with a 4xx and a message', async (_, body, headers) => {
    const response = await signIn(body, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('set-cookie')).toBeNull();
    const answer = (await response.json()) as { message?: string; error?: string };
    expect((answer.message ?? answer.error ?? '').length).toBeGreaterThan(5);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin', { origin: '' }],
  ])('refuses a POST with %s', async (_, headers) => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }), headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Requests from another site, or without an Origin header, are refused.' });
  });
});

describe('the sign-in form without JavaScript', () => {
  const post = (form: Record<string, string>, origin?: string) => {
    const form_ = new Hono().post('/uk/sign-in', signInFormHandler(auth, signInLimiter(memoryLimitStore()), 'uk'));
    return form_.request(`${ORIGIN}/uk/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === undefined ? {} : { origin }) },
      body: new URLSearchParams(form).toString(),
    });
  };

  it("signs in and goes to the learner's page in the locale with the session cookie", async () => {
    const response = await post({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }, ORIGIN);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/uk/learn']);
    expect(response.headers.get('set-cookie')).toMatch(/^better-auth\.session_token=.*HttpOnly/);
  });

  it.each([
    ['a wrong password', { email: DEMO_LEARNER.email, password: 'nope' }],
    ['an empty email', { email: '', password: DEMO_LEARNER.password }],
    ['no fields', {}],
  ])('sends %s back to the form with the error', async (_, form) => {
    const response = await post(form, ORIGIN);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/uk/sign-in?error=credentials']);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([['another site', 'https://evil.example'], ['no Origin', undefined]])('refuses a post from %s', async (_, origin) => {
    const response = await post({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }, origin);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the sign-out form without JavaScript', () => {
  const signOutApp = new Hono().post('/uk/sign-out', (c) => signOutFormHandler(auth, 'uk')(c));
  const post = (headers: Record<string, string>) =>
    signOutApp.request(`${ORIGIN}/uk/sign-out`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: '' });
  const sessionCookie = async () => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    return response.headers.get('set-cookie')!.split(';')[0]!;
  };

  it('ends the session (the cookie is cleared and no longer accepted) and goes to the home page of the locale', async () => {
    const cookie = await sessionCookie();
    const response = await post({ origin: ORIGIN, cookie });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/uk']);
    expect(response.headers.get('set-cookie')).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
    expect(await session.json()).toBeNull();
  });

  it('sends a visitor with no session to the home page too', async () => {
    const response = await post({ origin: ORIGIN });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/uk']);
  });

  it('refuses a post from another site, and the session lives on', async () => {
    const cookie = await sessionCookie();
    const response = await post({ origin: 'https://evil.example', cookie });
    expect(response.status).toBe(403);
    const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email: DEMO_LEARNER.email } });
  });
});

describe('the session token (issue 59)', () => {
  it('is only in its HttpOnly cookie: neither the sign-in nor the session answer carries it in JSON', async () => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    const token = decodeURIComponent(/better-auth\.session_token=([^.;]+)/.exec(cookie)![1]!);
    const signedIn = await response.text();
    expect(JSON.parse(signedIn)).toMatchObject({ user: { email: DEMO_LEARNER.email } });
    expect(signedIn).not.toContain(token);
    const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: cookie.split(';')[0]! } });
    const body = await session.text();
    expect(JSON.parse(body)).toMatchObject({ user: { email: DEMO_LEARNER.email }, session: { userId: expect.any(String) } });
    expect(body).not.toContain(token);
  });
});

describe('the session check of page requests', () => {
  const headersWith = (cookie: string) => new Headers({ cookie, origin: ORIGIN });

  it('remembers a session cookie\'s answer, and forgets it at sign-out', async () => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const sessions = sessionChecks(auth);
    expect(await sessions.isSignedIn(headersWith(cookie))).toBe(true);
    await auth.api.signOut({ headers: headersWith(cookie) });
    expect(await sessions.isSignedIn(headersWith(cookie))).toBe(true); // remembered, not asked again
    sessions.forget(headersWith(`other=1; ${cookie}`));
    expect(await sessions.isSignedIn(headersWith(cookie))).toBe(false);
  });

  it('asks again once its time is up', async () => {
    const response = await signIn(JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password }));
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const sessions = sessionChecks(auth, { ttlMs: 1 });
    expect(await sessions.isSignedIn(headersWith(cookie))).toBe(true);
    await auth.api.signOut({ headers: headersWith(cookie) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await sessions.isSignedIn(headersWith(cookie))).toBe(false);
    expect(await sessions.isSignedIn(headersWith('other=1'))).toBe(false);
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const https = 'https://www.lingo.example';
    const secureAuth = createAuth({ database, secret: authSecret({}, dir), baseURL: https });
    const secureApp = apiFor(secureAuth);
    const body = JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
    const response = await secureApp.request(`${https}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: https, 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^__Secure-better-auth\.session_token=.*; Secure/);
  });
});

describe('the auth secret', () => {
  it('is AUTH_SECRET when set, else generated once and kept', () => {
    expect(authSecret({ AUTH_SECRET: 'from-env' }, dir)).toBe('from-env');
    const first = authSecret({}, join(dir, 'fresh'));
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(authSecret({}, join(dir, 'fresh'))).toBe(first);
  });
});

describe('requests authenticated by the session cookie (CSRF)', () => {
  const guarded = () => {
    const site = new Hono();
    site.use(sessionRequestsFromSiteOnly(auth));
    site.post('/api/change', (c) => c.json({ changed: true }));
    site.get('/api/change', (c) => c.json({ read: true }));
    return site;
  };
  const session = { cookie: 'ab_header_business_link=for-business; better-auth.session_token=abc.def' };

  it('refuses a POST with the session cookie from another site or without an Origin', async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const response = await guarded().request(`${ORIGIN}/api/change`, { method: 'POST', headers: { ...session, ...(origin ? { origin } : {}) } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'A signed-in request must come from this site (its Origin header is missing or foreign).' });
    }
  });

  it('lets the site\'s own pages through, and requests that the cookie does not authenticate', async () => {
    expect((await guarded().request(`${ORIGIN}/api/change`, { method: 'POST', headers: { ...session, origin: ORIGIN } })).status).toBe(200);
    expect((await guarded().request(`${ORIGIN}/api/change`, { method: 'POST', headers: { cookie: 'ab_header_business_link=x', origin: 'https://evil.example' } })).status).toBe(200);
    expect((await guarded().request(`${ORIGIN}/api/change`, { headers: session })).status).toBe(200);
  });
});
