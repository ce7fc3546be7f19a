// What the server writes to its log: never an e-mail address (a subscriber's or a learner's),
// whatever carries it (a query string, a database error quoting a row, a thrown message).
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address.ts';

// A local part is a run of characters that cannot end it, or a quoted string (`" "@example.com`,
// `"a@b"@example.com`; quotes escaped as \" inside JSON too); a domain is dotted, or an address
// in brackets. Generous on purpose: a false positive costs a word of a log line.
const QUOTED_LOCAL = String.raw`\\?"(?:[^"\\\r\n]|\\.)*?\\?"`;
const PLAIN_LOCAL = String.raw`[^\s@"<>(),;:=&?/\\]+`;
const DOMAIN = String.raw`(?:\[[^\]\s]*\]|[^\s@"'<>(),;:=&?/\\]+\.[^\s@"'<>(),;:=&?/\\]+)`;
const EMAIL = new RegExp(`(?:${QUOTED_LOCAL}|${PLAIN_LOCAL})@${DOMAIN}`, 'g');

export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/** A message for the log: an Error's message (no stack of user data), e-mail addresses removed. */
export const logMessage = (cause: unknown) => redactEmails(cause instanceof Error ? cause.message : String(cause));

/** One line per request: method, path and query without e-mail addresses, status, duration, and the client (client-address.ts). */
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
    write(`${c.req.method} ${redactEmails(target)} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms ${clientAddress(c)}`);
  };
}
