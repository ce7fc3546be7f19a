// Loads the seeded content (content/<collection>.<locale>.json or content/<collection>.json),
// fills in Strapi's document fields and component ids and validates every entry: a bad file
// stops the service with the file and field named. cms/src/seed.js imports the same files into
// Strapi by the same rules (cms/src/seed-rules.js), so both servers list and sort them alike.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LOCALES } from '../../domain/constants.ts';
import { validate } from '../../domain/content/schemas.ts';
import { COLLECTIONS, collectionNamed } from './collections.ts';
import type { Attribute, Entry } from './model.ts';
// How a seed file becomes documents: one copy for both servers (Strapi's import uses it too).
import { documentKeyOf, moveTimers, SEED_FILE, seedCalendarShiftMs, seedTimeOf, seedToday } from '../../cms/src/seed-rules.js';

export class SeedError extends Error {}

export { seedCalendarShiftMs, seedToday };

/** Strapi 5 shares one documentId across the locales of a document: derive it from the key. */
const documentIdOf = (collection: string, key: string) =>
  createHash('sha1').update(`${collection}:${key}`).digest('hex').slice(0, 24);

export type Store = Map<string, Entry[]>;

/**
 * Prepares a seed record as Strapi stores it, level by level through its components and dynamic
 * zones: every component row numbered (a seed component keeps its id or gets the next one), and
 * media as Strapi's upload plugin keeps them (cms/src/seed.js): one file per URL for the whole
 * CMS, its name the file's, its words (alternative text, caption) those of the first entry that
 * named it, since the media library is not localised.
 */
function asStored(attributes: Record<string, Attribute>, record: Record<string, unknown>, nextId: () => number, files: Map<string, Record<string, unknown>>) {
  for (const [key, attribute] of Object.entries(attributes)) {
    const value = record[key];
    if (value === null || typeof value !== 'object') continue;
    if (attribute.type === 'media') {
      const media = value as Record<string, unknown>;
      const url = String(media.url);
      if (!files.has(url)) files.set(url, { ...media, name: media.name ?? basename(url) });
      record[key] = { ...files.get(url) };
      continue;
    }
    if (attribute.type !== 'component' && attribute.type !== 'dynamiczone') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || typeof item !== 'object') continue;
      const component = item as Record<string, unknown>;
      if (typeof component.id !== 'number') component.id = nextId();
      // A dynamic zone's item names its component (`__component`), which says what it holds.
      const target = attribute.type === 'dynamiczone' ? attribute.components?.[String(component.__component)] : attribute.target;
      asStored(target ?? {}, component, nextId, files);
    }
  }
}

export function loadContent(directory: string, { today = seedToday() }: { today?: number } = {}): Store {
  const store: Store = new Map(Object.keys(COLLECTIONS).map((name) => [name, []]));
  const shiftMs = seedCalendarShiftMs(today);
  let componentId = 1000;
  const nextId = () => ++componentId;
  const files = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json')).sort()) {
    const match = SEED_FILE.exec(file);
    const collection = match?.groups?.collection;
    const definition = collection ? collectionNamed(collection) : undefined;
    if (!collection || !definition) throw new SeedError(`content/${file}: no collection named "${collection ?? file}"`);
    const locale = match.groups?.locale;
    if (locale && !(LOCALES as readonly string[]).includes(locale)) throw new SeedError(`content/${file}: "${locale}" is not one of the site's locales (${LOCALES.join(', ')}, domain/constants.ts)`);
    let records: unknown;
    try {
      records = JSON.parse(readFileSync(join(directory, file), 'utf8'));
    } catch (error) {
      throw new SeedError(`content/${file}: not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(records)) throw new SeedError(`content/${file}: expected a list of entries`);
    const entries = store.get(collection)!;
    records.forEach((record, index) => {
      if (typeof record !== 'object' || record === null) throw new SeedError(`content/${file}: [${index}] is not an object`);
      const fields = record as Record<string, unknown>;
      const key = documentKeyOf(fields, file, index, LOCALES);
      const { documentKey: _documentKey, ...rest } = structuredClone(fields);
      moveTimers(rest, shiftMs);
      const time = seedTimeOf(index);
      const updatedAt = typeof rest.updatedAt === 'string' ? rest.updatedAt : time;
      const entry = {
        id: entries.length + 1,
        documentId: documentIdOf(collection, key),
        createdAt: time,
        updatedAt,
        publishedAt: updatedAt,
        ...(locale ? { locale } : {}),
        ...rest,
      };
      asStored(definition.model.attributes, entry, nextId, files);
      const result = validate(definition.schema, entry);
      if (!result.ok) throw new SeedError(`content/${file}: [${index}].${result.reason}`);
      entries.push(entry as Entry);
    });
  }
  return store;
}
