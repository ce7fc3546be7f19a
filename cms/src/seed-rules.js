'use strict';

// How a seed file of content/ becomes documents, for both servers that read it: Strapi's import
// (seed.js) and the site's local content service (server/cms/store.ts). One copy, so that both
// name, date and move the same documents alike (the contract compares what they answer).

/** A seed file's name: "<collection>.<locale>.json", or "<collection>.json" for a collection without locales. */
const SEED_FILE = /^(?<collection>[a-z-]+)(?:\.(?<locale>[a-z]{2}))?\.json$/;

// An entry's own createdAt/updatedAt, else one second earlier per position in its file (distinct
// times: "newest first" has one answer).
const SEED_TIME = Date.parse('2026-01-15T09:00:00.000Z');
const seedTimeOf = (index) => new Date(SEED_TIME - index * 1000).toISOString();

/**
 * The key that names an entry's document across locales: `documentKey` (seed-only), or the slug
 * without its locale suffix ("app-banner-uk"), a page's path or a level's code.
 */
function documentKeyOf(fields, file, index, locales) {
  const suffix = new RegExp(`-(${locales.join('|')})$`);
  return String(fields.documentKey ?? fields.slug ?? fields.path ?? fields.code ?? `${file}#${index}`).replace(suffix, '');
}

// The seeded campaign is written for the week of Monday 2026-11-23; loaded in a later week, every
// promotion's timer moves by whole weeks so the current week takes that week's place: the offer is
// running, with the same days left on the same weekday, whenever the demo is started. SEED_TODAY
// (an ISO date) pins the week (tests, contract).
const SEED_WEEK = Date.parse('2026-11-23T00:00:00.000Z');
const WEEK_MS = 7 * 24 * 3600 * 1000;
const seedCalendarShiftMs = (now) => Math.max(0, Math.floor((now - SEED_WEEK) / WEEK_MS)) * WEEK_MS;
const seedToday = (env = process.env) => (env.SEED_TODAY ? Date.parse(env.SEED_TODAY) : Date.now());

/** Moves every window in a seed record: each object's dateStart and dateEnd (a banner's timer, a popup's config's, a campaign's own). */
function moveTimers(value, shiftMs) {
  if (value === null || typeof value !== 'object' || shiftMs === 0) return;
  for (const field of ['dateStart', 'dateEnd']) {
    const time = typeof value[field] === 'string' ? Date.parse(value[field]) : Number.NaN;
    if (Number.isFinite(time)) value[field] = new Date(time + shiftMs).toISOString();
  }
  for (const item of Object.values(value)) moveTimers(item, shiftMs);
}

module.exports = { SEED_FILE, seedTimeOf, documentKeyOf, seedCalendarShiftMs, seedToday, moveTimers };
