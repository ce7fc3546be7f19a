// GET /preview?token=…: the CMS's Preview (cms/config/admin.js) frames this URL in its Content
// Manager. The token (preview-token.ts, signed with PREVIEW_SECRET, 30 minutes) names a document;
// the site renders the page that shows it with the drafts (or what is published), as the page will
// look: a banner or popup on a page where its targeting shows it, forced visible, with the
// promotions' panel. Never cached or indexed, framed by the CMS's admin origin alone. A missing,
// forged or expired token gets a 401 that says what to do; it is logged without the token.
import { Hono } from 'hono';
import { LOCALES } from '../../domain/constants.ts';
import { geoFromHeaders, injectGeo, type GeoSource } from '../../domain/visitor/geo.ts';
import { clientAddress } from '../client-address.ts';
import { PREVIEW_PATH } from '../instance-routes.ts';
import { logMessage } from '../log.ts';
import { newNonce, nonceTiming, pagePolicy } from '../security.ts';
import { verifyPreviewToken } from './preview-token.ts';
import type { SiteRenderer } from './renderer.ts';

const NOT_KEPT = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

const message = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

export interface PreviewOptions {
  secret: string;
  renderer: () => Promise<SiteRenderer>;
  /** The CMS admin's origin: the one page that may frame a preview and tell it to reload. */
  adminOrigin: string | null;
  cmsOrigins?: readonly string[];
  log?: (line: string) => void;
}

export function previewRoutes({ secret, renderer, adminOrigin, cmsOrigins = [], geoSource = 'cloudflare', log = (line) => console.warn(line) }: PreviewOptions & { geoSource?: GeoSource }) {
  const app = new Hono();
  app.get(PREVIEW_PATH, async (c) => {
    const checked = verifyPreviewToken(c.req.query('token') ?? '', secret);
    if (!checked.ok) {
      log(`[preview] refused from ${clientAddress(c)}: ${checked.reason === 'expired' ? 'an expired' : checked.reason === 'signature' ? 'a forged' : 'no valid'} token`);
      const why = checked.reason === 'expired' ? 'This preview link has expired (they last 30 minutes).' : 'This preview link is not valid.';
      return c.html(message('Preview unavailable', `${why} Open the preview again from the CMS.`), 401, NOT_KEPT);
    }
    // The same document in another of its locales (the panel's locale switch).
    const locale = LOCALES.find((candidate) => candidate === c.req.query('locale')) ?? checked.request.locale;
    let rendered: Awaited<ReturnType<SiteRenderer['preview']>>;
    try {
      rendered = await (await renderer()).preview({ ...checked.request, locale }, adminOrigin);
    } catch (error) {
      log(`[preview] ${checked.request.uid} could not be rendered: ${logMessage(error)}`);
      rendered = { url: '', kind: 'failed', reason: logMessage(error) };
    }
    if (!rendered) {
      return c.html(message('Nothing to preview yet', `No page of the site shows this ${checked.request.uid.split('.').pop()} in ${locale}: check its path or, for a banner or popup, its URL rules.`), 404, NOT_KEPT);
    }
    if (rendered.kind !== 'page') {
      return c.html(message('Preview unavailable', 'The page could not be rendered: the CMS may not be answering. Try again in a moment.'), 503, NOT_KEPT);
    }
    // Its islands' props are in the page (islands-pages.ts `inline`): a draft is never a file
    // anyone can fetch, without a token and after the preview ended.
    const html = injectGeo(rendered.html, geoFromHeaders(c.req.raw.headers, geoSource), { isSignedIn: false });
    const nonce = newNonce();
    const policy = pagePolicy(html, cmsOrigins, { frameAncestors: adminOrigin ?? "'none'" })(nonce);
    return c.html(html, 200, { ...NOT_KEPT, 'content-security-policy': policy, 'server-timing': nonceTiming(nonce) });
  });
  return app;
}
