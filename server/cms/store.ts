// Loads the seeded content (content/<collection>.<locale>.json or content/<collection>.json),
// fills in Strapi's document fields and validates every entry: a bad file stops the service
// with the file and field named.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '../../site/platform/content/schemas.ts';
import { COLLECTIONS, collectionNamed } from './collections.ts';
import type { Entry } from './model.ts';

export class SeedError extends Error {}

const SEED_TIME = '2026-01-15T09:00:00.000Z';
const FILE = /^(?<collection>[a-z-]+)(?:\.(?<locale>[a-z]{2}))?\.json$/;

/** Strapi 5 shares one documentId across the locales of a document: derive it from the key. */
const documentIdOf = (collection: string, key: string) =>
  createHash('sha1').update(`${collection}:${key}`).digest('hex').slice(0, 24);

export type Store = Map<string, Entry[]>;

export function loadContent(directory: string): Store {
  const store: Store = new Map(Object.keys(COLLECTIONS).map((name) => [name, []]));
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json')).sort()) {
    const match = FILE.exec(file);
    const collection = match?.groups?.collection;
    const definition = collection ? collectionNamed(collection) : undefined;
    if (!collection || !definition) throw new SeedError(`content/${file}: no collection named "${collection ?? file}"`);
    const locale = match.groups?.locale;
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
      // `documentKey` (seed-only) or the slug without its locale suffix names the document.
      const key = String(fields.documentKey ?? fields.slug ?? `${file}#${index}`).replace(/-(en|es|pt|uk)$/, '');
      const { documentKey: _documentKey, ...rest } = fields;
      const entry = {
        id: entries.length + 1,
        documentId: documentIdOf(collection, key),
        createdAt: SEED_TIME,
        updatedAt: SEED_TIME,
        publishedAt: SEED_TIME,
        ...(locale ? { locale } : {}),
        ...rest,
      };
      const result = validate(definition.schema, entry);
      if (!result.ok) throw new SeedError(`content/${file}: [${index}].${result.reason}`);
      entries.push(entry as Entry);
    });
  }
  return store;
}
