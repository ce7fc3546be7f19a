'use strict';

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

module.exports = { ensureSiteWebhook, SITE_WEBHOOK_NAME };
