// A local SMTP server that keeps what it is sent, for `npm start` and the tests: the reset e-mail
// of "Forgot password?" arrives here, to be read at MAIL_CATCHER_URL (a JSON list, newest first)
// instead of a real inbox. Loopback only, never in production (server/boot.ts), at most the last
// MAX_KEPT messages, in memory.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const MAX_KEPT = 200;
/** Where the catcher's messages are listed (`npm start` prints it). */
export const MAIL_CATCHER_URL = 'MAIL_CATCHER_URL';
/** The same, in a file of the server's data directory. */
export const MAIL_CATCHER_FILE = 'mail-catcher-url';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Each attached file's name, type and text (a class's calendar file). */
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: string;
}

export async function startMailCatcher(): Promise<{ smtpUrl: string; listUrl: string; messages: () => CaughtMail[]; close: () => Promise<void> }> {
  const kept: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address ?? ''));
          kept.unshift({ to, from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', attachments: mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })), receivedAt: new Date().toISOString() });
          kept.length = Math.min(kept.length, MAX_KEPT);
          callback();
        })
        .catch((cause: Error) => callback(cause));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // The list holds reset links: only who has its URL reads it (issue 59: another local user could).
  const secret = randomBytes(18).toString('base64url');
  const list = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher.invalid');
    const given = Buffer.from(url.pathname);
    const expected = Buffer.from(`/${secret}/messages`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void response.writeHead(404).end();
    const to = url.searchParams.get('to');
    const messages = to ? kept.filter((mail) => mail.to.includes(to)) : kept;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => list.listen(0, '127.0.0.1', resolve));
  for (const server of [smtp.server, list]) server.unref();
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const listPort = (list.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    listUrl: `http://127.0.0.1:${listPort}/${secret}/messages`,
    messages: () => [...kept],
    close: () => Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => list.close(() => resolve()))]).then(() => undefined),
  };
}

/**
 * Starts the catcher when this process has nowhere to send mail (no SMTP_URL) and is not in
 * production, and says where it is in SMTP_URL and MAIL_CATCHER_URL (child processes inherit both).
 */
export async function ensureMailCatcher(env: NodeJS.ProcessEnv = process.env, dataDir?: string) {
  if (env.SMTP_URL?.trim() || env.NODE_ENV === 'production') return null;
  const catcher = await startMailCatcher();
  env.SMTP_URL = catcher.smtpUrl;
  env[MAIL_CATCHER_URL] = catcher.listUrl;
  // For the browser tests, whose server is another process: they read where to look from its data directory.
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // Readable by this user alone: the URL is the list's only key.
    writeFileSync(join(dataDir, MAIL_CATCHER_FILE), catcher.listUrl, { mode: 0o600 });
    chmodSync(join(dataDir, MAIL_CATCHER_FILE), 0o600);
  }
  return catcher;
}
