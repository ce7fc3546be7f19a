'use strict';

const { createHmac } = require('node:crypto');
const { errors } = require('@strapi/utils');

// The site this CMS publishes to. With SITE_WEBHOOK_URL and SITE_WEBHOOK_SECRET set, a webhook
// named SITE_WEBHOOK_NAME tells the site of every entry created, updated, published, unpublished
// or deleted, authenticated by the shared secret (the site's CMS_WEBHOOK_SECRET); the site renders
// what changed again (server/live/ in the site's repository). Kept as the environment says at
// every start, so the secret lives in the environment and never in a form.
const SITE_WEBHOOK_NAME = 'Site: publish → live';
const SITE_WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.publish', 'entry.unpublish', 'entry.delete'];

async function ensureSiteWebhook(strapi) {
  const url = process.env.SITE_WEBHOOK_URL?.trim();
  const secret = process.env.SITE_WEBHOOK_SECRET?.trim();
  if (!url || !secret) return;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const wanted = { name: SITE_WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: SITE_WEBHOOK_EVENTS, isEnabled: true };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === SITE_WEBHOOK_NAME);
  if (existing) runner.update(await store.updateWebhook(existing.id, wanted));
  else runner.add(await store.createWebhook(wanted));
  strapi.log.info(`Webhook to the site: ${new URL(url).origin} (${SITE_WEBHOOK_EVENTS.join(', ')})`);
}

// Preview (config/admin.js): the Content Manager frames the site's /preview with a token naming the
// document, its locale and version, signed with PREVIEW_SECRET (shared with the site) and valid for
// 30 minutes (the site's server/live/preview-token.ts reads it). Pages, blog posts and legal
// documents show at their own URL; a banner or popup on a page where its targeting shows it.
const PREVIEWABLE = ['api::page.page', 'api::blog-post.blog-post', 'api::legal-document.legal-document', 'api::banner.banner', 'api::popup.popup'];
const PREVIEW_TOKEN_LIFETIME_S = 30 * 60;

function signPreviewToken(request, secret, now = Date.now()) {
  const body = Buffer.from(JSON.stringify({ ...request, exp: Math.floor(now / 1000) + PREVIEW_TOKEN_LIFETIME_S })).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The site's URL that shows a document, or null for what the site does not show on its own. */
function previewUrl(uid, { documentId, locale, status }, env = process.env) {
  const site = env.SITE_URL?.trim();
  const secret = env.PREVIEW_SECRET?.trim();
  if (!site || !secret || !PREVIEWABLE.includes(uid) || !documentId) return null;
  const token = signPreviewToken({ uid, documentId, locale: locale ?? 'en', status: status === 'published' ? 'published' : 'draft' }, secret);
  return `${new URL(site).origin}/preview?token=${token}`;
}

// A page published at a new path (issue 66): its old path, in that language, redirects to the new
// one (a published Redirect the site honours, made here so links and rankings follow the page), and
// a redirect of this language from the new path, which would hide the page, is removed. The Content
// API's update publishes without the Document Service's `publish` action, so both are watched: the
// published paths before and after are compared, whichever locales the call touched.
const PAGE = 'api::page.page';
const REDIRECT = 'api::redirect.redirect';

const publishedPaths = async (strapi, documentId) =>
  new Map((await strapi.db.query(PAGE).findMany({ where: { documentId, publishedAt: { $ne: null } }, select: ['locale', 'path'] })).map((page) => [page.locale, page.path]));

async function redirectMovedPage(strapi, { from, to, language }) {
  const redirects = strapi.documents(REDIRECT);
  for (const shadowing of await redirects.findMany({ filters: { from: to, language }, fields: ['from'] })) {
    await redirects.delete({ documentId: shadowing.documentId });
  }
  const [existing] = await redirects.findMany({ filters: { from, language }, fields: ['from'] });
  const data = { from, to, kind: 'moved-permanently', language };
  if (existing) await redirects.update({ documentId: existing.documentId, data, status: 'published' });
  else await redirects.create({ data, status: 'published' });
  strapi.log.info(`Redirect made: ${from} → ${to} (${language}), the page moved`);
}

function redirectMovedPages(strapi) {
  strapi.documents.use(async (context, next) => {
    const documentId = context.params?.documentId;
    if (context.uid !== PAGE || !['update', 'publish'].includes(context.action) || !documentId) return next();
    const before = await publishedPaths(strapi, documentId);
    const result = await next();
    const after = await publishedPaths(strapi, documentId);
    for (const [language, path] of after) {
      const old = before.get(language);
      if (old && old !== path) {
        // The page is published whatever happens here: a redirect that cannot be made is said, not thrown.
        await redirectMovedPage(strapi, { from: old, to: path, language }).catch((error) => strapi.log.warn(`Redirect not made: ${old} → ${path} (${language}): ${error.message}`));
      }
    }
    return result;
  });
}

// A redirect that leads round to itself is refused when it is saved, with why (the site refuses it
// too when it compiles the table, domain/content/redirects.ts, for whatever reaches it otherwise).
const LANGUAGES = ['en', 'es', 'pt', 'uk'];
const MAX_HOPS = 10;

async function refuseRedirectLoops(strapi, context) {
  const data = context.params?.data;
  if (!data || (data.from === undefined && data.to === undefined)) return;
  const documentId = context.params.documentId;
  const saved = await strapi.db.query(REDIRECT).findMany({ select: ['documentId', 'from', 'to', 'language'] });
  const current = documentId ? saved.find((redirect) => redirect.documentId === documentId) : undefined;
  const redirect = { ...current, ...data, language: data.language ?? current?.language ?? 'all' };
  const others = saved.filter((other) => !documentId || other.documentId !== documentId);
  for (const language of redirect.language === 'all' ? LANGUAGES : [redirect.language]) {
    const next = new Map();
    // A language's own redirect wins over one for all, as on the site.
    for (const other of others.filter((each) => each.language === 'all')) next.set(other.from, other.to);
    for (const other of others.filter((each) => each.language === language)) next.set(other.from, other.to);
    const path = [redirect.from];
    for (let to = redirect.to, hop = 0; typeof to === 'string' && to.startsWith('/') && hop < MAX_HOPS; to = next.get(to), hop += 1) {
      path.push(to);
      if (to === redirect.from) throw new errors.ValidationError(`This redirect leads back to ${redirect.from}: ${path.join(' → ')}. Change "to", or the redirect it leads through.`);
    }
  }
}

function validateRedirects(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === REDIRECT && ['create', 'update'].includes(context.action)) await refuseRedirectLoops(strapi, context);
    return next();
  });
}

module.exports = { ensureSiteWebhook, previewUrl, redirectMovedPages, signPreviewToken, SITE_WEBHOOK_NAME, validateRedirects };
