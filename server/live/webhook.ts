// POST /webhooks/cms: Strapi tells the site what changed (entry create, update, publish, unpublish,
// delete; cms/src/index.js registers it when SITE_WEBHOOK_URL is set). Authenticated by a shared
// secret (CMS_WEBHOOK_SECRET, sent by Strapi as `Authorization: Bearer <secret>`): a wrong or
// missing one is a 401, logged without either secret. The body is read only then, within a size
// limit, and must be a webhook the site knows. What it changes is stored before the answer, and
// published by publisher.ts, batched with the others: the same event twice changes nothing more
// than once (idempotent). A database that cannot take it is a 503: the CMS should send it again.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { changeOf, CmsEventSchema } from '../../domain/content/dependencies.ts';
import { limitBodySize } from '../api.ts';
import { clientAddress } from '../client-address.ts';
import type { ContentKey } from '../../domain/content/dependencies.ts';
import { CMS_WEBHOOK_BODY_LIMIT_BYTES, CMS_WEBHOOK_PATH } from '../instance-routes.ts';
import { logMessage, logSafe } from '../log.ts';

/** The secrets shared with the CMS (this one, PREVIEW_SECRET), like AUTH_SECRET: shorter is guessable or a placeholder. */
export const SHARED_SECRET_MIN_LENGTH = 32;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared in constant time, whatever the lengths. */
const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

export interface CmsWebhookOptions {
  secret: string;
  /** Stores the change for the publisher (publisher.ts `changed`). */
  changed: (keys: readonly ContentKey[], why: string) => Promise<void>;
  log?: (line: string) => void;
}

export function cmsWebhookRoutes({ secret, changed, log = (line) => console.warn(line) }: CmsWebhookOptions) {
  const app = new Hono();
  app.post(CMS_WEBHOOK_PATH, async (c, next) => {
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (given === undefined || !sameSecret(given, secret)) {
      log(`[live] webhook refused from ${clientAddress(c)}: ${given === undefined ? 'no' : 'a wrong'} secret`);
      return c.json({ error: 'Unauthorized: send the shared secret as Authorization: Bearer <CMS_WEBHOOK_SECRET>.' }, 401);
    }
    return next();
  });
  app.post(CMS_WEBHOOK_PATH, limitBodySize(CMS_WEBHOOK_BODY_LIMIT_BYTES), async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The body is not valid JSON.' }, 400);
    }
    // Strapi's "Trigger" button in Settings → Webhooks.
    if ((body as { event?: unknown } | null)?.event === 'trigger-test') return c.json({ ok: true, why: 'the CMS can reach the site' });
    const event = v.safeParse(CmsEventSchema, body);
    if (!event.success) {
      const issue = event.issues[0];
      return c.json({ error: `Not a CMS webhook the site knows: ${v.getDotPath(issue) ?? 'body'}: ${issue.message}` }, 400);
    }
    const change = changeOf(event.output);
    if ('ignore' in change) return c.json({ ok: true, why: `nothing to publish: ${change.ignore}` });
    try {
      await changed(change.render, change.why);
    } catch (error) {
      log(`[live] ${logSafe(change.why)} could not be stored (${logMessage(error)}): answered 503`);
      return c.json({ error: 'The site could not store this change: send it again in a moment.' }, 503);
    }
    return c.json({ ok: true, why: `publishing ${change.why}` }, 202);
  });
  return app;
}
