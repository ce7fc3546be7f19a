// The accounts' session cookie, read without the accounts library: the CSRF check (api.ts), the
// pages' session check (auth.ts) and the edge (edge/worker.ts, which must not bundle better-auth).

export const SESSION_COOKIE = 'better-auth.session_token';

// On HTTPS, better-auth names it with the __Secure- prefix.
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`);

/** The session cookie's value in a Cookie header, under either name; undefined without one. */
export const sessionCookieIn = (cookieHeader: string | null | undefined): string | undefined => SESSION_COOKIE_VALUE.exec(cookieHeader ?? '')?.[1];
