// Signing in and out without JavaScript (with it, the page calls /api/auth). Sign-in: a plain
// POST of Email and Password to the page's own URL, through the same limiter as the JSON call
// (sign-in.ts); success sets the session cookie and goes to the learner's page (LEARNER_HOME_PATH), a refusal goes back to
// the form with ?error=…, which the server turns into the visible message (a condition on
// <html>, SIGN_IN_ERRORS). Sign-out: the header's profile menu posts an empty form to /sign-out
// (NoScriptMenus.tsx); the session ends and the home page follows.
import type { Context } from 'hono';
import { LEARNER_HOME_PATH, type Locale } from '../domain/constants.ts';
import { localizePath } from '../domain/i18n/index.ts';
import type { FORM_RESULTS } from '../domain/visitor/page-marks.ts';
import { requestForAuth } from './api.ts';
import { isTrustedOrigin, type Auth } from './auth.ts';
import { clientAddress } from './client-address.ts';
import { readSignIn, type SignInLimiter } from './sign-in.ts';

// The site's own origins only (AUTH_URL and the trusted ones; behind a proxy the request URL is
// not the public one): the Origin header, which every browser sends on a POST, must be one.
const fromOwnForm = (auth: Auth, c: Context) => isTrustedOrigin(auth, c.req.header('origin'));

/** A redirect that carries the session cookies better-auth set (or cleared). */
function redirectWithCookies(c: Context, location: string, response: Response) {
  const redirect = c.redirect(location, 303);
  for (const cookie of response.headers.getSetCookie()) redirect.headers.append('set-cookie', cookie);
  return redirect;
}

export const signInFormHandler = (auth: Auth, limitSignIn: SignInLimiter, locale: Locale) => async (c: Context) => {
  if (!fromOwnForm(auth, c)) return c.text('Sign-in is only accepted from this site’s own form.', 403);
  const backToForm = (error: keyof typeof FORM_RESULTS.error) => c.redirect(`${localizePath('/sign-in', locale)}?error=${error}`, 303);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return backToForm('credentials');
  }
  const read = readSignIn({ email: form.email, password: form.password });
  if (!read.ok) return backToForm('credentials');
  const { email, password } = read.value;
  const attempt = await limitSignIn(email, clientAddress(c), () =>
    auth.api.signInEmail({ body: { email, password }, headers: requestForAuth(c).headers, asResponse: true }),
  );
  if (attempt.limited) {
    c.header('retry-after', String(attempt.retryAfterS));
    return backToForm('too-many-attempts');
  }
  if (!attempt.response.ok) return backToForm('credentials');
  return redirectWithCookies(c, localizePath(LEARNER_HOME_PATH, locale), attempt.response);
};

export const signOutFormHandler = (auth: Auth, locale: Locale) => async (c: Context) => {
  if (!fromOwnForm(auth, c)) return c.text('Sign-out is only accepted from this site’s own form.', 403);
  const home = localizePath('/', locale);
  // Without a session there is nothing to end: the visitor still lands on the home page.
  const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }).catch(() => null);
  return response?.ok ? redirectWithCookies(c, home, response) : c.redirect(home, 303);
};
