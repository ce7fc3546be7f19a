// "Forgot password?": a learner asks for a link by e-mail, opens it, chooses a new password. Both
// forms post to their page's URL and work without JavaScript (a form without `action` posts to
// its page's URL, the link's `?token=` included). The accounts library keeps the token (its
// verification table): random, valid RESET_LINK_TTL_S, used once; every session of the account
// ends with the reset.
// - Same answer whether or not the address has an account, and as fast: the e-mail is sent after
//   the answer, never awaited.
// - Requests count against the one sign-in limiter (sign-in.ts), with failed sign-ins, per
//   account-and-address and per address; and an account gets at most RESET_MAILS_PER_ACCOUNT
//   e-mails an hour, whoever asks (nobody can flood a learner's inbox from many addresses).
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { PASSWORD_LENGTH } from '../domain/account/password.ts';
import type { Locale } from '../domain/constants.ts';
import { localizePath } from '../domain/i18n/index.ts';
import { plainText } from '../domain/rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../domain/subscription/email.ts';
import { isTrustedOrigin, type Auth } from './auth.ts';
import { clientAddress } from './client-address.ts';
import { logMessage } from './log.ts';
import { RESET_PASSWORD_PATH } from './mail/reset-mail.ts';
import { limitFromEnv, type LimitStore, type RateLimit } from './rate-limit.ts';
import type { SignInLimiter } from './sign-in.ts';

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_MAILS_PER_ACCOUNT = { max: 3, windowMs: 60 * 60_000 } as const satisfies RateLimit;

const EmailSchema = v.pipe(plainText(EMAIL_MAX_LENGTH), v.trim(), v.check(isValidEmail));
const PasswordSchema = v.pipe(v.string(), v.minLength(PASSWORD_LENGTH.min), v.maxLength(PASSWORD_LENGTH.max));

/** How a form's result comes back to its page: `?error=` or `?done=`, each a condition on <html> (account-forms.ts). */
type Back = (path: string, query: Record<string, string>) => Response;


/** `RESET_MAIL_RATE_LIMIT=<e-mails>/<seconds>` per account (RESET_MAILS_PER_ACCOUNT by default); `off` turns it off. */
export const resetMailLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'RESET_MAIL_RATE_LIMIT', RESET_MAILS_PER_ACCOUNT);

interface PasswordResetOptions {
  auth: Auth;
  limitSignIn: SignInLimiter;
  limitStore: LimitStore;
  /** E-mails an account may be sent per window; null: no limit. */
  mailLimit?: RateLimit | null;
  now?: () => number;
}

export function passwordResetHandlers({ auth, limitSignIn, limitStore, mailLimit = RESET_MAILS_PER_ACCOUNT, now = Date.now }: PasswordResetOptions) {
  // Keyed with the accounts' secret: the counters' table must not become a list of e-mail addresses, nor a dictionary's.
  const accountKey = (email: string) => `reset-mail:${createHmac('sha256', auth.options.secret ?? '').update(email.trim().toLowerCase()).digest('base64url')}`;
  const back = (c: Context, locale: Locale): Back => (path, query) => c.redirect(`${localizePath(path, locale)}?${new URLSearchParams(query)}`, 303);
  const fromOwnForm = (c: Context) => isTrustedOrigin(auth, c.req.header('origin'));

  const forgot = (locale: Locale) => async (c: Context) => {
    if (!fromOwnForm(c)) return c.text('A reset is only accepted from this site’s own form.', 403);
    const to = back(c, locale);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = v.safeParse(EmailSchema, form.email);
    if (!email.success) return to(FORGOT_PASSWORD_PATH, { error: 'invalid-email' });
    const attempt = await limitSignIn(email.output, clientAddress(c), async () => {
      const mails = mailLimit ? await limitStore.hit(accountKey(email.output), mailLimit.windowMs, now()) : null;
      if (mails && mailLimit && mails.count > mailLimit.max) return new Response(null, { status: 202 });
      // Refused only when the site cannot send e-mail at all (no SMTP_URL): then it says so, for every address alike.
      return auth.api
        .requestPasswordReset({ body: { email: email.output, redirectTo: localizePath(RESET_PASSWORD_PATH, locale) }, headers: c.req.raw.headers })
        .then(() => new Response(null, { status: 202 }))
        .catch((cause: unknown) => {
          console.error(`[password-reset] no link sent: ${logMessage(cause)}`);
          return new Response(null, { status: 503 });
        });
    }, { refundOnSuccess: false });
    if (attempt.limited) {
      c.header('retry-after', String(attempt.retryAfterS));
      return to(FORGOT_PASSWORD_PATH, { error: 'too-many-attempts' });
    }
    return attempt.response.ok ? to(FORGOT_PASSWORD_PATH, { done: 'reset-sent' }) : to(FORGOT_PASSWORD_PATH, { error: 'unavailable' });
  };

  const reset = (locale: Locale) => async (c: Context) => {
    if (!fromOwnForm(c)) return c.text('A reset is only accepted from this site’s own form.', 403);
    const to = back(c, locale);
    const token = c.req.query('token') ?? '';
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (!/^[\w-]{16,64}$/.test(token)) return to(RESET_PASSWORD_PATH, { error: 'invalid-link' });
    const password = v.safeParse(PasswordSchema, form.password);
    if (!password.success) return to(RESET_PASSWORD_PATH, { token, error: 'too-short' });
    const done = await auth.api
      .resetPassword({ body: { newPassword: password.output, token }, headers: c.req.raw.headers })
      .then(() => true)
      .catch(() => false);
    return done ? to('/sign-in', { done: 'password-changed' }) : to(RESET_PASSWORD_PATH, { error: 'invalid-link' });
  };

  return { forgot, reset };
}
