// The site's own API under /api. Bodies are checked by their declared size before anything reads
// them: hono/body-limit wraps every request in a web Request and cost 7× in throughput here
// (8.6k vs 49k req/s, toolchain notes), so the Content-Length header decides, and a body without
// one (chunked) is refused.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';
import { validate } from '../domain/content/schemas.ts';
import { isDatabaseReady, type OpenDatabase } from './database/index.ts';
import { isTrustedOrigin, type Auth } from './auth.ts';
import { sessionCookieIn } from './session-cookie.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address.ts';
import { logMessage, logSafe } from './log.ts';
import { readSignIn, type SignInLimiter } from './sign-in.ts';

/** Decision (the spec gives no limit): the largest API body is a subscription, well under 16 KiB. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

const error = (message: string) => ({ error: message });

/** Refuses a body that is too large, of unknown size or of a malformed size, before it is read. */
export const limitBodySize =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined) {
      if (c.req.header('transfer-encoding')) return c.json(error('Send the body with a Content-Length header; chunked bodies are not accepted.'), 411);
      return next();
    }
    if (!/^\d+$/.test(declared)) return c.json(error('Content-Length must be a whole number of bytes.'), 400);
    if (Number(declared) > maxBytes) return c.json(error(`The body is too large: at most ${maxBytes} bytes.`), 413);
    return next();
  };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: a request that changes something and carries the session cookie is authenticated by that
 * cookie, so it must come from the site's own pages: its Origin must be a trusted one. Requests
 * without the session cookie (a subscription, a sign-in) are not authenticated by it and pass
 * here; sign-in has its own Origin check.
 */
export const sessionRequestsFromSiteOnly =
  (auth: Auth): MiddlewareHandler =>
  async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (sessionCookieIn(c.req.header('cookie')) === undefined) return next();
    if (isTrustedOrigin(auth, c.req.header('origin'))) return next();
    return c.json(error('A signed-in request must come from this site (its Origin header is missing or foreign).'), 403);
  };

export interface ApiOptions {
  database?: OpenDatabase;
  /** Accounts (better-auth) under /api/auth, with the sign-in limiter every password check goes through. */
  accounts?: { auth: Auth; limitSignIn: SignInLimiter };
  bodyLimitBytes?: number;
}

/**
 * The request as the accounts library gets it: our resolved client address in the one header it
 * reads addresses from (whatever the client sent under that name is replaced), and the body given.
 */
export function requestForAuth(c: Context, json?: object): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c));
  headers.delete('content-length');
  // The body we checked, as JSON whatever the client declared: the library parses by the declared
  // type, and a form-encoded declaration made it read other credentials than the ones we counted.
  if (json) headers.set('content-type', 'application/json');
  else headers.delete('content-type');
  // The path our route matched (decoded), not the raw one: /sign-in/%65mail must not reach the
  // library as a different route than the one counted.
  const url = new URL(c.req.url);
  url.pathname = c.req.path;
  return new Request(url, { method: c.req.method, headers, body: json ? JSON.stringify(json) : undefined });
}

/** True when the request declares a JSON body (the only kind the API reads). */
export const isJsonRequest = (c: Context) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The body, validated: a 415 unless it is declared JSON, a 400 naming the first bad field (`<what>: <field>: <why>`). */
export async function readJsonBody<T>(c: Context, schema: GenericSchema<unknown, T>, what: string): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  if (!isJsonRequest(c)) {
    return { ok: false, response: c.json({ error: 'Send the body as JSON, with Content-Type: application/json.' }, 415) };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'The body is not valid JSON.' }, 400) };
  }
  const result = validate(schema, body);
  if (!result.ok) return { ok: false, response: c.json({ error: `${what}: ${result.reason}` }, 400) };
  return { ok: true, value: result.value };
}

/** A 429 that says when to come back. */
function tooManySignIns(c: Context, retryAfterS: number) {
  c.header('retry-after', String(retryAfterS));
  return c.json(error(`Too many sign-in attempts; try again in ${retryAfterS} s.`), 429);
}

/**
 * An accounts answer without the session's token (issue 59): it lives in its HttpOnly cookie,
 * where no script can read it; in a JSON body any script on the page could, and send it away.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json()) as Record<string, unknown> | null;
  if (body && typeof body === 'object') {
    delete body.token;
    if (body.session && typeof body.session === 'object') delete (body.session as Record<string, unknown>).token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export function createApi({ database, accounts, bodyLimitBytes = API_BODY_LIMIT_BYTES }: ApiOptions = {}) {
  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
  });
  api.use('*', limitBodySize(bodyLimitBytes));

  if (accounts) {
    const { auth, limitSignIn } = accounts;
    // better-auth checks origins only on some requests (a cookie-less POST from a foreign origin
    // reached its validation): refuse every POST whose Origin is missing or not the site's.
    api.use('/auth/*', async (c, next) => {
      if (c.req.method !== 'POST' || isTrustedOrigin(auth, c.req.header('origin'))) return next();
      return c.json(error('Requests from another site, or without an Origin header, are refused.'), 403);
    });
    // Only what the site uses reaches the library: signing in, signing out, reading the session.
    // Everything else it offers (sign-up above all: learners' accounts come from the product, and
    // its answers told who has an account) is an unknown endpoint, like any other.
    api.post('/auth/sign-in/email', async (c) => {
      if (!isJsonRequest(c)) {
        return c.json(error('Send the sign-in as JSON, with Content-Type: application/json.'), 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(error('Send the sign-in as a JSON object with email and password.'), 400);
      }
      const read = readSignIn(body);
      if (!read.ok) return c.json(error(`Invalid sign-in: ${read.reason}`), 400);
      const { email, password } = read.value;
      const attempt = await limitSignIn(email, clientAddress(c), () => auth.handler(requestForAuth(c, { email, password })));
      return attempt.limited ? tooManySignIns(c, attempt.retryAfterS) : withoutSessionToken(attempt.response);
    });
    // Signing out takes no input: whatever body came is not passed on.
    api.post('/auth/sign-out', (c) => auth.handler(requestForAuth(c, {})));
    api.get('/auth/get-session', async (c) => withoutSessionToken(await auth.handler(requestForAuth(c))));
  }

  api.get('/health', async (c) => {
    if (!database) return c.json({ status: 'ok', database: 'none' });
    const ready = await isDatabaseReady(database.db);
    return c.json({ status: ready ? 'ok' : 'unavailable', database: database.kind }, ready ? 200 : 503);
  });

  // A route, not notFound(): a mounted app's notFound is never called, and the site's HTML 404 page would answer.
  api.all('*', (c) => c.json(error(`No API endpoint ${c.req.method} ${c.req.path}.`), 404));
  api.onError((cause, c) => {
    console.error(`[api] ${c.req.method} ${logSafe(c.req.path)} failed: ${logMessage(cause)}`);
    return c.json(error('The server could not complete the request.'), 500);
  });
  return api;
}
