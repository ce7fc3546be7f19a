// The contact form without JavaScript (issue 63): a plain POST of topic, e-mail and message to the
// page's own URL (/contact-us, in each locale). The message is stored before anything is said;
// the answer is a 303 back to the page with `?done=message-sent` or `?error=…`, a condition on
// <html> that shows its words (domain/visitor/page-marks.ts). The visitor's browser checks the
// fields first (native constraints), so the typed text is not lost to a mistake.
// - No open relay: the receipt goes to the address given, but says only our fixed words, the
//   topic's name and a reference; nothing the sender typed. Receipts to one address are capped a
//   day (RECEIPTS_PER_ADDRESS), whoever sends; messages past the cap are still stored.
// - Limited per client address through the one client-address function (CONTACT_RATE_LIMIT).
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Locale } from '../domain/constants.ts';
import { escapeHtml } from '../domain/html-escape.ts';
import HELP_COPY from '../domain/i18n/compiled/help.ts';
import { localizePath } from '../domain/i18n/index.ts';
import { CONTACT_FORM_ANCHOR, CONTACT_PATH, contactReference, ContactMessageSchema, type ContactTopic } from '../domain/support/contact.ts';
import { addressBucket, clientAddress } from './client-address.ts';
import type { OpenDatabase } from './database/index.ts';
import { contactMessage } from './database/schema.ts';
import { logMessage } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import { limitFromEnv, retryAfterSeconds, type LimitStore, type RateLimit } from './rate-limit.ts';

/** Decision: 3 messages in 10 minutes from one address; a person writes one, maybe a correction. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 3, windowMs: 10 * 60_000 };
/** Receipts one e-mail address is sent a day, whoever writes in its name. */
export const RECEIPTS_PER_ADDRESS: RateLimit = { max: 3, windowMs: 24 * 60 * 60_000 };

/** `CONTACT_RATE_LIMIT=<messages>/<seconds>` per client address; `off` turns it off. */
export const contactRateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'CONTACT_RATE_LIMIT', CONTACT_RATE_LIMIT);

/** A message of 4,000 Cyrillic characters, form-encoded (6 bytes each), with room to spare. */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;

export interface ContactFormOptions {
  database: OpenDatabase;
  limitStore: LimitStore;
  /** Whether a POST's Origin is this site's own (the accounts' trusted origins); without it, any. */
  isOwnOrigin?: (origin: string | undefined) => boolean;
  mailer?: Mailer;
  rateLimit?: RateLimit | null;
  now?: () => number;
  /** Keys the receipts' counters: the counters' table must not become a list of e-mail addresses. */
  secret?: string;
}

type Result = { done: 'message-sent' } | { error: 'message-invalid' | 'message-limited' | 'message-unavailable' };

export function contactFormHandler({ database, limitStore, isOwnOrigin, mailer, rateLimit = CONTACT_RATE_LIMIT, now = Date.now, secret = randomBytes(32).toString('base64url') }: ContactFormOptions) {
  const receiptKey = (email: string) => `contact-receipt:${createHmac('sha256', secret).update(email).digest('base64url')}`;
  return (locale: Locale) => async (c: Context) => {
    if (isOwnOrigin && !isOwnOrigin(c.req.header('origin'))) return c.text('A message is only accepted from this site’s own form.', 403);
    const back = (result: Result) => c.redirect(`${localizePath(CONTACT_PATH, locale)}?${new URLSearchParams(result)}#${CONTACT_FORM_ANCHOR}`, 303);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const read = v.safeParse(ContactMessageSchema, { topic: form.topic, email: form.email, message: form.message });
    if (!read.success) return back({ error: 'message-invalid' });
    if (rateLimit) {
      const counter = await limitStore.hit(`contact:${addressBucket(clientAddress(c))}`, rateLimit.windowMs, now());
      if (counter.count > rateLimit.max) {
        c.header('retry-after', String(retryAfterSeconds(counter.resetAt, now())));
        return back({ error: 'message-limited' });
      }
    }
    const message = read.output;
    let id: number;
    try {
      const [row] = await database.db.insert(contactMessage).values({ ...message, locale }).returning();
      id = row!.id;
    } catch (cause) {
      console.error(`[contact] a message was not stored: ${logMessage(cause)}`);
      return back({ error: 'message-unavailable' });
    }
    const receipts = await limitStore.hit(receiptKey(message.email), RECEIPTS_PER_ADDRESS.windowMs, now()).catch(() => null);
    if (mailer && receipts && receipts.count <= RECEIPTS_PER_ADDRESS.max) {
      // Not awaited: the visitor's answer does not wait for the mail server.
      void mailer.send({ to: message.email, ...contactReceipt(locale, message.topic, contactReference(id)) }).then(async (sent) => {
        if (sent) await database.db.update(contactMessage).set({ receiptSentAt: new Date(now()) }).where(eq(contactMessage.id, id)).catch(() => {});
      });
    }
    return back({ done: 'message-sent' });
  };
}

/** The receipt in the visitor's language: fixed words, the topic's name and the reference, nothing they typed. */
export function contactReceipt(locale: Locale, topic: ContactTopic, reference: string) {
  const words = HELP_COPY[locale].contact;
  const receipt = words.receipt;
  const lines = [receipt.greeting, receipt.body({ topic: words.topics[topic] }), receipt.reference({ reference }), receipt.notYou, receipt.signature];
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1B1B1F;background:#F6F5FA">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#FFFFFF;border-radius:16px">
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
</div></body></html>`;
  return { subject: receipt.subject({ reference }), text: lines.join('\n\n'), html };
}
