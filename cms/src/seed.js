'use strict';

// Imports ../content/*.json (the site's seed, shared with the local content service) through
// the Document Service, published, once: every document it created is remembered in the core
// store, so a restart neither duplicates nor resurrects what an editor changed or deleted.
// How a file becomes documents (keys, timestamps, the campaign's week) is seed-rules.js, which the
// site's local content service (server/cms/store.ts) uses too.

const fs = require('node:fs');
const path = require('node:path');

const { SEED_FILE, documentKeyOf, moveTimers, seedCalendarShiftMs, seedTimeOf, seedToday } = require('./seed-rules');

// The site's locales (domain/constants.ts LOCALES; tests/one-source.test.ts keeps the two equal).
const LOCALES = ['en', 'es', 'pt', 'uk'];

const MIME = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.webm': 'video/webm', '.mp4': 'video/mp4', '.mp3': 'audio/mpeg' };

function uidOf(strapi, pluralName) {
  const uid = Object.keys(strapi.contentTypes).find((key) => key.startsWith('api::') && strapi.contentTypes[key].info.pluralName === pluralName);
  if (!uid) throw new Error(`content/${pluralName}: no content type with that plural name`);
  return uid;
}

/** The site's seed files (CMS_SEED_DIR, else ../content beside this app) and its public/ folder. */
function seedDirs(strapi) {
  const content = process.env.CMS_SEED_DIR || path.join(strapi.dirs.app.root, '..', 'content');
  return { content, public: path.join(content, '..', 'public') };
}

/** Every seed file, in the order the local service reads them. */
function readSeed(CONTENT_DIR) {
  return fs
    .readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const match = SEED_FILE.exec(file);
      if (!match) throw new Error(`content/${file}: not a <collection>[.<locale>].json file`);
      return { file, collection: match.groups.collection, locale: match.groups.locale, records: JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) };
    });
}

async function createSeed(strapi) {
  const { content: CONTENT_DIR, public: PUBLIC_DIR } = seedDirs(strapi);
  const store = strapi.store({ type: 'core', name: 'site-seed' });
  const seeded = (await store.get({ key: 'documents' })) ?? {};
  const uploads = (await store.get({ key: 'uploads' })) ?? {};
  const remember = () => Promise.all([store.set({ key: 'documents', value: seeded }), store.set({ key: 'uploads', value: uploads })]);

  /**
   * A seed media object ({ url: '/media/x.webp', … }) becomes an uploaded file, once per URL. The
   * footer's icons (/icons/*.svg) are names the site draws itself, with no file in public/: they
   * become file records that keep the seed's URL, as a media provider with its own host would.
   */
  async function mediaId(media) {
    if (uploads[media.url]) return uploads[media.url];
    const filepath = path.join(PUBLIC_DIR, media.url);
    const ext = path.extname(media.url);
    const name = media.name ?? path.basename(media.url);
    const info = { name, alternativeText: media.alternativeText ?? null, caption: media.caption ?? null };
    const mime = media.mime ?? MIME[ext] ?? 'application/octet-stream';
    const file = fs.existsSync(filepath)
      ? (await strapi.plugin('upload').service('upload').upload({
          data: { fileInfo: info },
          files: { filepath, originalFilename: path.basename(filepath), mimetype: mime, size: fs.statSync(filepath).size },
        }))[0]
      : await strapi.db.query('plugin::upload.file').create({
          data: { ...info, url: media.url, mime, ext, size: 0, hash: path.basename(media.url, ext), provider: 'site', width: media.width ?? null, height: media.height ?? null },
        });
    uploads[media.url] = file.id;
    return file.id;
  }

  /** Seed values as the Document Service takes them: media by id, component ids left to Strapi. */
  async function toData(attributes, value) {
    const data = {};
    for (const [key, raw] of Object.entries(value)) {
      const attribute = attributes[key];
      if (!attribute || raw === undefined) continue; // documentKey and timestamps are seed-only
      if (raw === null) data[key] = null;
      else if (attribute.type === 'media') data[key] = await mediaId(raw);
      else if (attribute.type === 'component') {
        const { attributes: nested } = strapi.components[attribute.component];
        data[key] = attribute.repeatable ? await Promise.all(raw.map((item) => toData(nested, item))) : await toData(nested, raw);
      } else if (attribute.type === 'dynamiczone') {
        // Each item names its component, whose attributes say how to write the rest.
        data[key] = await Promise.all(raw.map(async (item) => ({ __component: item.__component, ...(await toData(strapi.components[item.__component].attributes, item)) })));
      } else data[key] = raw;
    }
    return data;
  }

  let created = 0;
  const shiftMs = seedCalendarShiftMs(seedToday());
  for (const { file, collection, locale, records } of readSeed(CONTENT_DIR)) {
    if (locale && !LOCALES.includes(locale)) throw new Error(`content/${file}: unknown locale ${locale}`);
    const uid = uidOf(strapi, collection);
    const { attributes } = strapi.contentTypes[uid];
    const documents = strapi.documents(uid);
    for (const [index, record] of records.entries()) {
      const key = `${collection}:${documentKeyOf(record, file, index, LOCALES)}`;
      const seenLocale = `${key}@${locale ?? '-'}`;
      if (seeded[seenLocale]) continue;
      moveTimers(record, shiftMs);
      const data = await toData(attributes, record);
      const localeParams = locale ? { locale } : {};
      const document = seeded[key]
        ? await documents.update({ documentId: seeded[key], ...localeParams, data, status: 'published' })
        : await documents.create({ ...localeParams, data, status: 'published' });
      seeded[key] = document.documentId;
      seeded[seenLocale] = true;
      const time = seedTimeOf(index);
      const createdAt = record.createdAt ?? time;
      const updatedAt = record.updatedAt ?? time;
      const { tableName } = strapi.db.metadata.get(uid);
      const rows = strapi.db.connection(tableName).where({ document_id: document.documentId });
      await (locale ? rows.andWhere({ locale }) : rows).update({ created_at: new Date(createdAt), updated_at: new Date(updatedAt) });
      await strapi.db
        .connection(tableName)
        .where({ document_id: document.documentId, ...(locale ? { locale } : {}) })
        .whereNotNull('published_at')
        .update({ published_at: new Date(updatedAt) });
      created += 1;
      await remember();
    }
  }
  return created;
}

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set((await locales.find()).map((locale) => locale.code));
  const names = { en: 'English (en)', es: 'Spanish (es)', pt: 'Portuguese (pt)', uk: 'Ukrainian (uk)' };
  for (const code of LOCALES) if (!existing.has(code)) await locales.create({ code, name: names[code] });
  await locales.setDefaultLocale({ code: 'en' });
}

/** The site reads without a token: the public role may find every site collection. */
async function allowPublicReads(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const uid of Object.keys(strapi.contentTypes).filter((key) => key.startsWith('api::'))) {
    for (const action of ['find', 'findOne']) {
      const name = `${uid}.${action}`;
      if (!(await permissions.findOne({ where: { action: name, role: role.id } }))) await permissions.create({ data: { action: name, role: role.id } });
    }
  }
}

module.exports = { createSeed, ensureLocales, allowPublicReads };
