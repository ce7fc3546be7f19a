import { LOCALES } from '../domain/constants.ts';
import { SIGN_IN_COPY } from '../domain/account/copy.ts';
import { memoryLimitStore } from './rate-limit.ts';
import { readSignIn, SIGN_IN_LIMITS, SIGN_IN_LOCK_MINUTES, signInLimiter } from './sign-in.ts';

const refused = () => Promise.resolve(new Response('{}', { status: 401 }));
const accepted = () => Promise.resolve(new Response('{}', { status: 200 }));

describe('the sign-in limiter', () => {
  it('allows 5 failures per account and address, then refuses until the window ends', async () => {
    let now = 0;
    const attempt = signInLimiter(memoryLimitStore(), () => now);
    for (let i = 0; i < SIGN_IN_LIMITS.accountAndAddress.max; i++) expect((await attempt('Ana@Example.com', '198.51.100.1', refused)).limited).toBe(false);
    now = 60_000;
    // The same account however it is written.
    expect(await attempt(' ana@example.com ', '198.51.100.1', accepted)).toEqual({ limited: true, retryAfterS: 14 * 60 });
    // The same account from elsewhere, and another account from here, are not locked.
    expect((await attempt('ana@example.com', '203.0.113.9', accepted)).limited).toBe(false);
    expect((await attempt('bo@example.com', '198.51.100.1', accepted)).limited).toBe(false);
    now = SIGN_IN_LIMITS.accountAndAddress.windowMs;
    expect((await attempt('ana@example.com', '198.51.100.1', accepted)).limited).toBe(false);
  });

  it('counts only failures: a success clears the account-and-address count and gives back its address count', async () => {
    const attempt = signInLimiter(memoryLimitStore(), () => 0);
    // Four failures and a success, four times: never 5 failures in a row for the account, and the
    // successes do not count toward the address's 20.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt('ana@example.com', '198.51.100.1', refused)).limited).toBe(false);
      expect((await attempt('ana@example.com', '198.51.100.1', accepted)).limited).toBe(false);
    }
    for (let i = 0; i < 4; i++) expect((await attempt('ana@example.com', '198.51.100.1', refused)).limited).toBe(false);
    // 20 failures from this address: the next attempt, right or wrong, waits.
    expect((await attempt('ana@example.com', '198.51.100.1', accepted)).limited).toBe(true);
  });

  it('tells the visitor to wait as long as the longest window', () => {
    expect(SIGN_IN_LOCK_MINUTES).toBe(15);
    for (const locale of LOCALES) expect(SIGN_IN_COPY[locale].limited).toContain(`${SIGN_IN_LOCK_MINUTES} `);
  });
});

describe('a sign-in body', () => {
  it.each([
    [null, '(root): must be given (a JSON object with email and password)'],
    [{ email: 'ana@example.com' }, 'password: must be given (a JSON object with email and password)'],
    [{ email: 12, password: 'x' }, 'email: must be a string'],
    [{ email: '', password: 'x' }, 'email: must not be empty'],
    [{ email: 'ana@example.com\u0000', password: 'x' }, 'email: must not contain control characters'],
    [{ email: 'ana@example.com', password: 'x\u001b' }, 'password: must not contain control characters'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'x' }, 'email: must be at most 254 characters'],
  ])('refuses %j: %s', (body, reason) => expect(readSignIn(body)).toEqual({ ok: false, reason }));

  it('keeps only the e-mail and the password', () => {
    expect(readSignIn({ email: 'ana@example.com', password: 'pässwörd 1', callbackURL: 'https://evil.example' })).toEqual({ ok: true, value: { email: 'ana@example.com', password: 'pässwörd 1' } });
  });
});
