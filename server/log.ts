// What the server writes to its log: never an e-mail address (a subscriber's or a learner's),
// whatever carries it (a query string, a database error quoting a row, a thrown message).
import type { MiddlewareHandler } from 'hono';

const EMAIL = /[^\s@"<>(),;:=&?/]+@[^\s@"'<>(),;:=&?/]+\.[^\s@"'<>(),;:=&?/]+/g;

export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/** A message for the log: an Error's message (no stack of user data), e-mail addresses removed. */
export const logMessage = (cause: unknown) => redactEmails(cause instanceof Error ? cause.message : String(cause));

/** One line per request (method, path and query without e-mail addresses, status, duration). */
export function requestLog(write: (line: string) => void = (line) => console.log(line)): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    let target = url.pathname + url.search;
    try {
      target = decodeURIComponent(target);
    } catch {
      // keep it encoded
    }
    write(`${c.req.method} ${redactEmails(target)} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
