'use strict';

const { allowPublicReads, createSeed, ensureLocales } = require('./seed');

module.exports = {
  register() {},

  /** Locales en/es/pt/uk, public read access, and the site's seed content on first start. */
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await allowPublicReads(strapi);
    if (process.env.CMS_SEED === 'off') return;
    const started = Date.now();
    const created = await createSeed(strapi);
    strapi.log.info(created ? `Seeded ${created} entries from content/ in ${Date.now() - started} ms` : 'Seed already imported (content/)');
  },
};
