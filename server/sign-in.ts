// Every way to check a password goes through here (issue 21): the page's JSON call and the form
// that works without JavaScript. One limiter, on in every mode, its counters shared by instances
// on PostgreSQL (rate-limit.ts).
//
// The limits, against OWASP's authentication guidance (lock-out and its denial of service):
// - per account *and* client address: 5 failed sign-ins in 15 minutes, then 429 until the window
//   ends. This stops guessing one learner's password from one address, and nobody elsewhere can
//   use it to lock that learner out: their own address has its own count.
// - per client address over all accounts: 20 failures in 15 minutes (password spraying: a few
//   common passwords tried on many accounts).
// No account-wide lock: an attacker with many addresses could keep a real learner out. A
// distributed attacker gets 5 tries per address per 15 minutes; that, and nothing else, is the
// bound. Attempts are counted *before* the password is checked, in one atomic step, so parallel
// requests cannot all slip under the limit; a success gives its count back (only failures
// count), and clears the account-and-address count. No deliberate delays: a sleeping answer does
// not slow an attacker who opens more connections, and it holds the server's.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { PASSWORD_LENGTH } from '../domain/account/password.ts';
import { validate } from '../domain/content/schemas.ts';
import { plainText } from '../domain/rules/plain-text.ts';
import { EMAIL_MAX_LENGTH } from '../domain/subscription/email.ts';
import { addressBucket } from './client-address.ts';
import { retryAfterSeconds, type LimitStore, type RateLimit } from './rate-limit.ts';

export const SIGN_IN_LIMITS = {
  accountAndAddress: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** What the sign-in page tells a visitor to wait, at most (the longest window). */
export const SIGN_IN_LOCK_MINUTES = Math.max(...Object.values(SIGN_IN_LIMITS).map((limit) => limit.windowMs)) / 60_000;


const SignInBodySchema = v.object(
  {
    email: v.pipe(plainText(EMAIL_MAX_LENGTH), v.nonEmpty('must not be empty')),
    password: v.pipe(plainText(PASSWORD_LENGTH.max), v.nonEmpty('must not be empty')),
  },
  'must be given (a JSON object with email and password)',
);
export type SignInBody = v.InferOutput<typeof SignInBodySchema>;

/** The body's email and password, or the first bad field: `email: must not contain control characters`. */
export const readSignIn = (body: unknown) => validate(SignInBodySchema, body);

export type LimitedAttempt = { limited: false; response: Response } | { limited: true; retryAfterS: number };

// The account part is hashed: the counters' table must not become a list of e-mail addresses.
const accountKey = (email: string, bucket: string) => createHash('sha256').update(`${email.trim().toLowerCase()}\n${bucket}`).digest('base64url');

/**
 * Runs `signIn` unless this account-and-address or this address is over its limit. A successful
 * sign-in gives its count back; with `refundOnSuccess: false` every attempt counts (a request for
 * a password-reset e-mail, password-reset.ts, which succeeds whether or not the account exists).
 */
export function signInLimiter(store: LimitStore, now: () => number = Date.now) {
  return async (email: string, address: string, signIn: () => Promise<Response>, { refundOnSuccess = true } = {}): Promise<LimitedAttempt> => {
    const time = now();
    const bucket = addressBucket(address);
    const keys = { accountAndAddress: `sign-in:${accountKey(email, bucket)}`, address: `sign-in-address:${bucket}` };
    const [pair, fromAddress] = await Promise.all([
      store.hit(keys.accountAndAddress, SIGN_IN_LIMITS.accountAndAddress.windowMs, time),
      store.hit(keys.address, SIGN_IN_LIMITS.address.windowMs, time),
    ]);
    const over = [
      pair.count > SIGN_IN_LIMITS.accountAndAddress.max ? pair.resetAt : 0,
      fromAddress.count > SIGN_IN_LIMITS.address.max ? fromAddress.resetAt : 0,
    ];
    if (over.some(Boolean)) return { limited: true, retryAfterS: retryAfterSeconds(Math.max(...over), time) };
    const response = await signIn();
    if (response.ok && refundOnSuccess) await Promise.all([store.clear(keys.accountAndAddress), store.undo(keys.address, time)]);
    return { limited: false, response };
  };
}

export type SignInLimiter = ReturnType<typeof signInLimiter>;
