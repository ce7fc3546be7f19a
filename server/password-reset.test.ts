// "Forgot password?" end to end on the server: the forms, the accounts library, a real SMTP
// exchange with the local catcher, the link used once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { PASSWORD_RESET_COPY } from '../domain/account/copy.ts';
import { formResultConditions } from '../domain/visitor/page-marks.ts';
import { authSecret, createAuth, ensureAccount, type Auth } from './auth.ts';
import { openDatabase, type OpenDatabase } from './database/index.ts';
import { verification } from './database/schema.ts';
import { startMailCatcher } from './mail/catcher.ts';
import { smtpMailer } from './mail/mailer.ts';
import { RESET_LINK_TTL_S } from './mail/reset-mail.ts';
import { passwordResetHandlers, RESET_MAILS_PER_ACCOUNT } from './password-reset.ts';
import { memoryLimitStore } from './rate-limit.ts';
import { SIGN_IN_LIMITS, signInLimiter } from './sign-in.ts';

const ORIGIN = 'http://127.0.0.1:3998';
const LEARNER = { email: 'ana.reset@example.com', password: 'first-password-1', name: 'Ana' };
let dir: string;
let database: OpenDatabase;
let auth: Auth;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lingo-reset-'));
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  catcher = await startMailCatcher();
  auth = createAuth({ database, secret: authSecret({}, dir), baseURL: ORIGIN, mailer: smtpMailer(catcher.smtpUrl) });
  await ensureAccount(auth, database, LEARNER);
}, 60_000);

afterAll(async () => {
  await catcher.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function appWith(limitStore = memoryLimitStore()) {
  const handlers = passwordResetHandlers({ auth, limitSignIn: signInLimiter(limitStore), limitStore });
  return new Hono()
    // What clientAddressMiddleware sets from the connection: here, one address per simulated client.
    .use((c, next) => (c.set('clientAddress', c.req.header('x-test-client') ?? 'unknown'), next()))
    .post('/forgot-password', handlers.forgot('en'))
    .post('/uk/forgot-password', handlers.forgot('uk'))
    .post('/reset-password', handlers.reset('en'))
    .post('/uk/reset-password', handlers.reset('uk'));
}
const post = (app: Hono, path: string, form: Record<string, string>, { address = '198.51.100.7', origin = ORIGIN } = {}) =>
  app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': address }, body: new URLSearchParams(form).toString() });
const conditionsOf = (response: Response) => {
  const location = new URL(response.headers.get('location') ?? '', ORIGIN);
  return { path: location.pathname, conditions: formResultConditions(location.searchParams), location };
};
const mailTo = async (address: string, count: number) => {
  for (let wait = 0; wait < 100; wait++) {
    const mails = catcher.messages().filter((mail) => mail.to.includes(address));
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail #${count} to ${address}`);
};
const signInWorks = async (password: string) =>
  (await auth.api.signInEmail({ body: { email: LEARNER.email, password }, asResponse: true })).ok;

describe('forgot password', () => {
  it('e-mails a link to the reset page of the locale asked from, which sets a new password once', async () => {
    const app = appWith();
    const asked = conditionsOf(await post(app, '/uk/forgot-password', { email: 'Ana.Reset@example.com' }));
    expect(asked).toMatchObject({ path: '/uk/forgot-password', conditions: ['reset-sent'] });

    const mail = await mailTo(LEARNER.email, 1);
    expect(mail.subject).toBe(PASSWORD_RESET_COPY.uk.mail.subject);
    expect(mail.text).toContain('Вітаємо, Ana!');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/uk/reset-password`);
    expect(mail.html).toContain(`href="${link.href.replaceAll('&', '&#38;')}"`);

    const changed = conditionsOf(await post(app, `${link.pathname}${link.search}`, { password: 'second-password-2' }));
    expect(changed).toMatchObject({ path: '/uk/sign-in', conditions: ['password-changed'] });
    expect(await signInWorks('second-password-2')).toBe(true);
    expect(await signInWorks(LEARNER.password)).toBe(false);

    // The same link again: refused, the password stays.
    const again = conditionsOf(await post(app, `${link.pathname}${link.search}`, { password: 'third-password-3' }));
    expect(again).toMatchObject({ path: '/uk/reset-password', conditions: ['reset-link-invalid'] });
    expect(await signInWorks('third-password-3')).toBe(false);
  });

  it('kills every older link when one is used, and keeps no working token in the database (issue 59)', async () => {
    const app = appWith();
    const learner = { email: 'bo.reset@example.com', password: 'first-password-1', name: 'Bo' };
    await ensureAccount(auth, database, learner);
    for (let count = 1; count <= 3; count++) {
      await post(app, '/forgot-password', { email: learner.email });
      await mailTo(learner.email, count);
    }
    const links = catcher
      .messages()
      .filter((mail) => mail.to.includes(learner.email))
      .map((mail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]));
    expect(links).toHaveLength(3);
    const tokens = links.map((link) => link.searchParams.get('token')!);
    const stored = (await database.db.select({ identifier: verification.identifier }).from(verification)).map((row) => row.identifier).join(' ');
    for (const token of tokens) expect(stored).not.toContain(token);

    const [newest, ...older] = links;
    expect(conditionsOf(await post(app, `${newest!.pathname}${newest!.search}`, { password: 'second-password-2' }))).toMatchObject({ conditions: ['password-changed'] });
    for (const link of older) {
      expect(conditionsOf(await post(app, `${link.pathname}${link.search}`, { password: 'third-password-3' }))).toMatchObject({ conditions: ['reset-link-invalid'] });
    }
    expect((await auth.api.signInEmail({ body: { email: learner.email, password: 'second-password-2' }, asResponse: true })).ok).toBe(true);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const app = appWith();
    const before = catcher.messages().length;
    const unknown = await post(app, '/forgot-password', { email: 'nobody.here@example.com' });
    const known = await post(app, '/forgot-password', { email: LEARNER.email });
    expect([unknown.status, conditionsOf(unknown).location.href]).toEqual([known.status, conditionsOf(known).location.href]);
    await mailTo(LEARNER.email, 2);
    expect(catcher.messages().slice(0, catcher.messages().length - before).some((mail) => mail.to.includes('nobody.here@example.com'))).toBe(false);
  });

  it('keeps a short password, a forged token and a foreign form out', async () => {
    const app = appWith();
    expect(conditionsOf(await post(app, '/reset-password?token=abcdefghijklmnopqrstuvwx', { password: 'short' }))).toMatchObject({ conditions: ['password-too-short'] });
    expect(conditionsOf(await post(app, '/reset-password?token=abcdefghijklmnopqrstuvwx', { password: 'long-enough-1' }))).toMatchObject({ conditions: ['reset-link-invalid'] });
    expect(conditionsOf(await post(app, '/reset-password', { password: 'long-enough-1' }))).toMatchObject({ conditions: ['reset-link-invalid'] });
    expect(conditionsOf(await post(app, '/forgot-password', { email: 'not an address' }))).toMatchObject({ conditions: ['email-invalid'] });
    expect((await post(app, '/forgot-password', { email: LEARNER.email }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('counts requests in the sign-in limiter, and sends an account at most a few e-mails an hour, whoever asks', async () => {
    const store = memoryLimitStore();
    const app = appWith(store);
    const account = 'limit.me@example.com';
    await ensureAccount(auth, database, { email: account, password: 'limit-password-1', name: 'Lim' });
    const before = catcher.messages().filter((mail) => mail.to.includes(account)).length;
    // From many addresses: every answer says "sent", only the first few are.
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT.max + 2; i++) expect(conditionsOf(await post(app, '/forgot-password', { email: account }, { address: `203.0.113.${i + 1}` })).conditions).toEqual(['reset-sent']);
    await mailTo(account, before + RESET_MAILS_PER_ACCOUNT.max);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.messages().filter((mail) => mail.to.includes(account))).toHaveLength(before + RESET_MAILS_PER_ACCOUNT.max);
    // From one address: the sign-in limiter's count for the account and address.
    for (let i = 0; i < SIGN_IN_LIMITS.accountAndAddress.max; i++) await post(app, '/forgot-password', { email: 'x.y@example.com' }, { address: '192.0.2.50' });
    const limited = await post(app, '/forgot-password', { email: 'x.y@example.com' }, { address: '192.0.2.50' });
    expect(conditionsOf(limited).conditions).toEqual(['sign-in-limited']);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('links work for 30 minutes', () => {
    expect(RESET_LINK_TTL_S).toBe(30 * 60);
  });
});
