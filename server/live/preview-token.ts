// The preview link's token: what the CMS's preview handler names (domain/content/preview.ts),
// signed with the secret the CMS and the site share (PREVIEW_SECRET), valid for
// PREVIEW_TOKEN_LIFETIME_S. cms/src/site.js signs the same way (preview-token.test.ts checks both).
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { LOCALES } from '../../domain/constants.ts';
import { PREVIEW_TOKEN_LIFETIME_S, PREVIEWABLE, type PreviewRequest } from '../../domain/content/preview.ts';

const PayloadSchema = v.object({
  uid: v.picklist(Object.keys(PREVIEWABLE) as (keyof typeof PREVIEWABLE)[]),
  documentId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  locale: v.picklist(LOCALES),
  status: v.picklist(['draft', 'published']),
  exp: v.number(),
});

const signature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signPreviewToken(request: PreviewRequest, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...request, exp: Math.floor(now / 1000) + PREVIEW_TOKEN_LIFETIME_S })).toString('base64url');
  return `${body}.${signature(body, secret)}`;
}

export type TokenCheck = { ok: true; request: PreviewRequest } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyPreviewToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const [body, signed, ...rest] = token.split('.');
  if (!body || !signed || rest.length > 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = v.safeParse(PayloadSchema, payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.output.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  const { exp: _exp, ...request } = parsed.output;
  return { ok: true, request };
}
