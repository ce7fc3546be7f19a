import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureMailCatcher, MAIL_CATCHER_FILE } from './catcher.ts';
import { smtpMailer } from './mailer.ts';

describe('the development mail catcher (issue 59)', () => {
  it('lists what it caught only to who has its URL, kept in a file its user alone reads', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingo-catcher-'));
    // A file left by an earlier start, readable by all: made private.
    writeFileSync(join(dataDir, MAIL_CATCHER_FILE), 'old', { mode: 0o644 });
    const env: NodeJS.ProcessEnv = {};
    const catcher = (await ensureMailCatcher(env, dataDir))!;
    try {
      expect(statSync(join(dataDir, MAIL_CATCHER_FILE)).mode & 0o777).toBe(0o600);
      await smtpMailer(env.SMTP_URL!).send({ to: 'ana@example.com', subject: 'Your link', text: 'https://example.com/reset-password?token=x', html: '' });
      const listUrl = new URL(catcher.listUrl);
      expect(listUrl.pathname).toMatch(/^\/[\w-]{24}\/messages$/);
      expect((await (await fetch(listUrl)).json()).map((mail: { subject: string }) => mail.subject)).toEqual(['Your link']);
      for (const guess of ['/messages', `/${'a'.repeat(24)}/messages`, '/']) expect((await fetch(new URL(guess, listUrl))).status).toBe(404);
    } finally {
      await catcher.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
