import { createRequire } from 'node:module';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

// The CMS signs the tokens the site reads: one format, two implementations.
const cms = createRequire(import.meta.url)('../../cms/src/site.js') as {
  previewUrl: (uid: string, document: { documentId: string; locale?: string; status?: string }, env: Record<string, string>) => string | null;
  signPreviewToken: typeof signPreviewToken;
};

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.parse('2026-11-25T08:00:00Z');
const request = { uid: 'api::banner.banner', documentId: 'x1y2z3', locale: 'es', status: 'draft' } as const;

describe('the preview token', () => {
  it('reads what the CMS signed, for 30 minutes', () => {
    const token = cms.signPreviewToken(request, SECRET, NOW);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, request });
    expect(verifyPreviewToken(token, SECRET, NOW + 29 * 60_000)).toEqual({ ok: true, request });
    expect(verifyPreviewToken(token, SECRET, NOW + 30 * 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(signPreviewToken(request, SECRET, NOW)).toBe(token);
  });

  it('refuses another secret, a changed payload and what is not a token', () => {
    const token = signPreviewToken(request, SECRET, NOW);
    expect(verifyPreviewToken(token, 'another-secret-of-at-least-32-characters', NOW)).toEqual({ ok: false, reason: 'signature' });
    const [, signed] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...request, locale: 'en', exp: NOW / 1000 + 99_999 })).toString('base64url')}.${signed}`;
    expect(verifyPreviewToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPreviewToken('', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken('a.b.c', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const other = signPreviewToken({ ...request, uid: 'api::tutor.tutor' } as never, SECRET, NOW);
    expect(verifyPreviewToken(other, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it("the CMS's handler names the site's /preview for the documents the site shows, and nothing for the others", () => {
    const env = { SITE_URL: 'https://www.lingo.example/', PREVIEW_SECRET: SECRET };
    const url = cms.previewUrl('api::page.page', { documentId: 'abc', locale: 'uk', status: 'published' }, env);
    expect(url).toMatch(/^https:\/\/www\.lingo\.example\/preview\?token=[\w-]+\.[\w-]+$/);
    const token = new URL(url!).searchParams.get('token')!;
    expect(verifyPreviewToken(token, SECRET)).toEqual({ ok: true, request: { uid: 'api::page.page', documentId: 'abc', locale: 'uk', status: 'published' } });
    expect(cms.previewUrl('api::tutor.tutor', { documentId: 'abc' }, env)).toBeNull();
    expect(cms.previewUrl('api::page.page', { documentId: 'abc' }, { SITE_URL: 'https://www.lingo.example' })).toBeNull();
  });
});
