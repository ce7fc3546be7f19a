'use strict';

const { allowPublicReads, createSeed, ensureLocales } = require('./seed');
const { ensureSiteWebhook, redirectMovedPages, validateRedirects } = require('./site');

module.exports = {
  /** A page published at a new path leaves a redirect from its old one; a redirect in a loop is refused when saved (site.js). */
  register({ strapi }) {
    redirectMovedPages(strapi);
    validateRedirects(strapi);
  },

  /** Locales en/es/pt/uk, public read access, the site's webhook, and the site's seed content on first start. */
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await allowPublicReads(strapi);
    if (process.env.CMS_SEED !== 'off') {
      const started = Date.now();
      const created = await createSeed(strapi);
      strapi.log.info(created ? `Seeded ${created} entries from content/ in ${Date.now() - started} ms` : 'Seed already imported (content/)');
    }
    // After the seed: its hundreds of entries are not news to the site, which was built from the same files.
    await ensureSiteWebhook(strapi);
  },
};
