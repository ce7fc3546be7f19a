// Signing in and out without JavaScript (with it, the page calls /api/auth). Sign-in: a plain
// POST of Email and Password to the page's own URL; success sets the session cookie and goes to
// the home page, refusal goes back to the form with ?error=credentials, which the server turns
// into the visible message (condition sign-in-failed). Sign-out: the header's profile menu posts
// an empty form to /sign-out (NoScriptMenus.tsx); the session ends and the home page follows.
import type { Context } from 'hono';
import type { Locale } from '../site/platform/constants.ts';
import { localizePath } from '../site/platform/i18n/index.ts';
import { isTrustedOrigin, type Auth } from './auth.ts';

export const SIGN_IN_FAILED_QUERY = { name: 'error', value: 'credentials' } as const;

// The site's own origins only (AUTH_URL and the trusted ones; behind a proxy the request URL is
// not the public one): the Origin header, which every browser sends on a POST, must be one.
const fromOwnForm = (auth: Auth, c: Context) => isTrustedOrigin(auth, c.req.header('origin'));

/** A redirect that carries the session cookies better-auth set (or cleared). */
function redirectWithCookies(c: Context, location: string, response: Response) {
  const redirect = c.redirect(location, 303);
  for (const cookie of response.headers.getSetCookie()) redirect.headers.append('set-cookie', cookie);
  return redirect;
}

export const signInFormHandler = (auth: Auth, locale: Locale) => async (c: Context) => {
  if (!fromOwnForm(auth, c)) return c.text('Sign-in is only accepted from this site’s own form.', 403);
  const signInPage = `${localizePath('/sign-in', locale)}?${SIGN_IN_FAILED_QUERY.name}=${SIGN_IN_FAILED_QUERY.value}`;
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return c.redirect(signInPage, 303);
  }
  const { email, password } = form;
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return c.redirect(signInPage, 303);
  const response = await auth.api.signInEmail({ body: { email, password }, headers: c.req.raw.headers, asResponse: true });
  if (!response.ok) return c.redirect(signInPage, 303);
  return redirectWithCookies(c, localizePath('/', locale), response);
};

export const signOutFormHandler = (auth: Auth, locale: Locale) => async (c: Context) => {
  if (!fromOwnForm(auth, c)) return c.text('Sign-out is only accepted from this site’s own form.', 403);
  const home = localizePath('/', locale);
  // Without a session there is nothing to end: the visitor still lands on the home page.
  const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }).catch(() => null);
  return response?.ok ? redirectWithCookies(c, home, response) : c.redirect(home, 303);
};
