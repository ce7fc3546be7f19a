// The sign-in form without JavaScript: a plain POST of Email and Password to the page's own URL.
// Success sets the session cookie and goes to the home page; refusal goes back to the form with
// ?error=credentials, which the server turns into the visible message (condition sign-in-failed).
import type { Context } from 'hono';
import type { Locale } from '../site/platform/constants.ts';
import { localizePath } from '../site/platform/i18n/index.ts';
import { isTrustedOrigin, type Auth } from './auth.ts';

export const SIGN_IN_FAILED_QUERY = { name: 'error', value: 'credentials' } as const;

export const signInFormHandler = (auth: Auth, locale: Locale) => async (c: Context) => {
  // The site's own origins only (AUTH_URL and the trusted ones; behind a proxy the request URL is
  // not the public one): the Origin header, which every browser sends on a POST, must be one.
  if (!isTrustedOrigin(auth, c.req.header('origin'))) return c.text('Sign-in is only accepted from this site’s own form.', 403);
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
  const redirect = c.redirect(localizePath('/', locale), 303);
  for (const cookie of response.headers.getSetCookie()) redirect.headers.append('set-cookie', cookie);
  return redirect;
};
