// One model, three readers: the content model (domain/cms-model.ts) declares each collection once
// with its valibot schema; Strapi reads the files made from it (cms/src, `npm run cms:model`), the
// local service builds its collections from the same files (server/cms/collections.ts), and the
// client validates answers with the schemas. These tests hold the files to the model and the
// making of them to what Strapi accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { CMS_COLLECTIONS } from '../../domain/cms-model.ts';
import { ReviewSchema, shortText } from '../../domain/content/schemas.ts';
import { strapiFiles } from '../../scripts/cms-model/strapi-files.ts';
import { COMPONENTS, CONTENT_TYPES } from '../../server/cms/collections.ts';

const reviewsWith = (entries: Record<string, v.GenericSchema>, facts: object = {}) => ({ reviews: { ...CMS_COLLECTIONS.reviews, ...facts, schema: v.object({ ...ReviewSchema.entries, ...entries }) } });
const attributes = (files: Map<string, string>, file: string) => JSON.parse(files.get(file)!).attributes;

describe('the Strapi app\'s files are made from the content model', () => {
  it('cms/src is what the model makes (npm run cms:model)', () => {
    for (const [file, text] of strapiFiles()) expect(readFileSync(join(import.meta.dirname, '..', '..', 'cms', 'src', file), 'utf8'), file).toBe(text);
  });

  it('a field added to a schema is in Strapi\'s file, its kind from the schema', () => {
    const files = strapiFiles(reviewsWith({ mood: shortText, note: v.nullish(v.pipe(v.string(), v.maxLength(2000))), score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)), seenAt: v.nullish(v.pipe(v.string(), v.isoTimestamp())), tags: v.nullish(v.array(shortText)) }));
    expect(attributes(files, 'api/review/content-types/review/schema.json')).toMatchObject({
      mood: { type: 'string', required: true },
      note: { type: 'text', maxLength: 2000 },
      score: { type: 'integer', min: 0, max: 9, required: true },
      seenAt: { type: 'datetime' },
      tags: { type: 'json' },
      approvalStatus: { type: 'enumeration', enum: ['APPROVED', 'PENDING', 'REJECTED'], default: 'PENDING', required: true },
    });
    expect(files.has('api/review/controllers/review.js')).toBe(true);
  });

  it('refuses what it cannot make: an object with no component named, a component two ways, a fact about no field', () => {
    expect(() => strapiFiles(reviewsWith({ author: v.object({ name: shortText }) }))).toThrow('reviews.author: an object with no component named for it');
    expect(() => strapiFiles(reviewsWith({ a: v.object({ text: shortText }), b: v.object({ text: v.pipe(v.string(), v.maxLength(9)) }) }, { components: { a: 'items.bullet', b: 'items.bullet' } }))).toThrow('reviews.b: the component items.bullet differs');
    expect(() => strapiFiles(reviewsWith({}, { defaults: { mood: 'calm' } }))).toThrow('reviews: domain/cms-model.ts names a field "mood" its schema does not have');
  });
});

describe('the Strapi schemas use only names Strapi accepts', () => {
  // @strapi/utils content-types: reserved attribute names ("status" only with Draft & Publish).
  const RESERVED = ['id', 'document_id', 'created_at', 'updated_at', 'published_at', 'created_by_id', 'updated_by_id', 'created_by', 'updated_by', 'entry_id', 'localizations', 'meta', 'locale', '__component', '__content_type', 'status'];
  const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
  const all = [...Object.entries(CONTENT_TYPES), ...Object.entries(COMPONENTS)];
  it.each(all.map(([name, schema]) => [name, schema] as const))('%s', (_name, schema) => {
    for (const [key, attribute] of Object.entries(schema.attributes)) {
      expect(RESERVED, key).not.toContain(snake(key));
      expect(/^strapi|^_strapi|^__strapi/.test(snake(key)), key).toBe(false);
      for (const value of attribute.enum ?? []) expect(value, `${key}: an empty enumeration value`).not.toBe('');
    }
  });
});
