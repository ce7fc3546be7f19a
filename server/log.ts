// What the server writes to its log: never an e-mail address (a subscriber's or a learner's),
// whatever carries it (a query string, a database error quoting a row, a thrown message, a
// library's own logger), and never a line a request can forge (its control characters escaped).
import type { MiddlewareHandler } from 'hono';
import { isControlCode } from '../domain/rules/plain-text.ts';
import { clientAddress } from './client-address.ts';

// Three passes, generous on purpose (a false positive costs a word of a log line, a miss costs
// someone's address): the addresses we can delimit exactly, a quoted local part (`" "@example.com`,
// `"a@b"@example.com`, quotes escaped as \" inside JSON too) or a plain one, then a domain or an
// address in brackets; then what a local part may also hold before such a match (`first&x@…`,
// `dept/x@…`); then any other run with something@something in it (`john(comment)@example.com`).
// Each pass is linear in the text (issue 59: a 15,500-character query cost 0.44 s a line): a run a
// pattern could start anywhere in is tried from its start only (the lookbehinds: a match found
// from inside a run is found from its start too), and a quoted local part is at most 64 characters
// (RFC 5321), so no attempt scans the rest of the text again.
const QUOTED_LOCAL = String.raw`\\?"(?:[^"\\\r\n]|\\.){0,64}?\\?"`;
const PLAIN_LOCAL_CHAR = String.raw`[^\s@"<>(),;:=&?/\\]`;
const DOMAIN = String.raw`(?:\[[^\]\s]{0,64}\]|[^\s@"'<>(),;:=&?/\\]+)`;
const EMAIL = new RegExp(`(?:${QUOTED_LOCAL}|(?<!${PLAIN_LOCAL_CHAR})${PLAIN_LOCAL_CHAR}+)@${DOMAIN}`, 'g');
// The first pass marks what it found with a character no log text holds, so the second widens only
// this pass's matches: text redacted before (`GET /faq?email=[email]`, passed through again on its
// way to stdout) keeps its words.
const FOUND = '\u{F0000}';
const LOCAL_RUN_CHAR = `[^\\s"'<>()[\\]{},;${FOUND}]`;
const REST_OF_LOCAL = new RegExp(`(?<!${LOCAL_RUN_CHAR})${LOCAL_RUN_CHAR}+${FOUND}`, 'gu');
const ANYTHING_AT_SOMETHING = /(?<![^\s"'<>`])[^\s"'<>`]*[^\s"'<>`@]@[^\s"'<>`@]+/g;

export const redactEmails = (text: string) =>
  text.replace(EMAIL, FOUND).replace(REST_OF_LOCAL, FOUND).replaceAll(FOUND, '[email]').replace(ANYTHING_AT_SOMETHING, '[email]');

/** Control characters as `\xNN` (a direction override as `\u202e`): a request cannot start a forged line, send terminal escapes or reverse a line. */
function escapeControls(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    escaped += !isControlCode(code) ? char : code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`;
  }
  return escaped;
}

/** Text from a request or an error, ready for one log line. */
export const logSafe = (text: string) => escapeControls(redactEmails(text));

/** A message for the log: an Error's message (no stack of user data), e-mail addresses removed. */
export const logMessage = (cause: unknown) => logSafe(cause instanceof Error ? cause.message : String(cause));

/**
 * Percent-escapes decoded as far as they can be: ASCII ones one by one (always valid, so one
 * malformed or Latin-1 escape elsewhere cannot keep `%40` hidden), then UTF-8 runs, three rounds
 * for double encoding (`%2540`).
 */
function decodeForLog(text: string): string {
  let decoded = text;
  for (let round = 0; round < 3; round++) {
    const next = decoded
      .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * Query parameters whose value is a credential: the preview's signed token (`/preview?token=…`,
 * valid 30 minutes) and any like it. A log reader must not be able to replay them (issue #41).
 */
const SECRET_PARAMETER = /^(token|secret|password|signature|sig|key|api_?key|access_token|code)$/i;

/** What a request's path and query may take of a log line: a URL past it is cut, and says by how much. */
export const LOG_TARGET_MAX = 2_048;

/** A path of letters, digits and `/-._~` only: nothing to decode, redact or escape. */
const PLAIN_TARGET = /^\/[\w/.~-]{0,2047}$/;

/** A request's path and query for the log: each component decoded, one holding an address replaced whole, a secret's value left out, at most LOG_TARGET_MAX characters. */
export function logTarget(url: URL | string): string {
  // Most requests are a plain path, which every step below would give back as it is.
  if (typeof url === 'string') {
    if (PLAIN_TARGET.test(url)) return url;
    url = new URL(url, 'http://localhost');
  }
  const redact = (component: string) => {
    const decoded = decodeForLog(component.replace(/\+/g, ' '));
    return decoded.includes('@') ? '[email]' : decoded;
  };
  const path = url.pathname.split('/').map(redact).join('/');
  const query = url.search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=').map(redact);
      return SECRET_PARAMETER.test(name) ? `${name}=[secret]` : [name, ...value].join('=');
    })
    .join('&');
  const target = escapeControls(query ? `${path}?${query}` : path);
  return target.length <= LOG_TARGET_MAX ? target : `${target.slice(0, LOG_TARGET_MAX)}…[${target.length - LOG_TARGET_MAX} more characters]`;
}

/**
 * Lines written together, once a turn of the event loop (issue 61: a write to stdout per request,
 * synchronous on a pipe or a file, was an eighth of a page's time under load). A line waits one
 * turn at most; what waits when the process exits is written then.
 */
export function linesInBatches(write: (text: string) => void): (line: string) => void {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join('\n');
    waiting = [];
    write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (waiting.push(line) === 1) setImmediate(flush);
  };
}

/** A request URL's path and query, without parsing it whole. */
function pathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? '/' : url.slice(start);
}

let logLines: ((line: string) => void) | undefined;

/** One line per request: method, path and query without e-mail addresses, status, duration, and the client (client-address.ts). */
export function requestLog(write: (line: string) => void = (logLines ??= linesInBatches((text) => console.log(text)))): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(`${c.req.method} ${logTarget(pathAndQuery(c.req.url))} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms ${clientAddress(c)}`);
  };
}

/**
 * The last net under every line the process writes, whoever writes it (a library's own logger
 * among them, which formats its messages itself): addresses redacted on stdout and stderr.
 */
export function redactProcessOutput(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(typeof chunk === 'string' || chunk instanceof Uint8Array ? redactEmails(Buffer.from(chunk).toString('utf8')) : chunk, ...rest)) as typeof stream.write;
  }
}
