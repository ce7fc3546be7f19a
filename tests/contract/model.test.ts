// One model, three readers: Strapi reads cms/src (the source of truth, what its admin edits),
// the local service builds its collections from the same files (server/cms/collections.ts),
// and the client validates answers with its own valibot schemas (kept separate: they ship to
// the browser). This test compares the valibot schemas with the Strapi files field by field:
// names, kinds, required-ness, enumeration values, components and media.
import type { GenericSchema } from 'valibot';
import { SECTION_KINDS, sectionRecordSchema } from '../../domain/content/sections.ts';
import { COMPONENTS, CONTENT_TYPES, COLLECTIONS, type StrapiAttribute } from '../../server/cms/collections.ts';

interface Valibot {
  type: string;
  wrapped?: Valibot;
  entries?: Record<string, Valibot>;
  item?: Valibot;
  options?: readonly string[];
  pipe?: { type: string }[];
}

/** Fields Strapi adds to every entry (or component) itself; they are not attributes of its schema. */
const DOCUMENT_FIELDS = new Set(['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt']);

/** Where the two may differ on purpose, with why. */
const ALLOWED_EXTRA_OPTIONS: Record<string, string[]> = {
  // spec §3: "The visible value is empty (always shown)": Strapi cannot store '' in an
  // enumeration, so "always" is no value (null); the client still reads '' as always.
  'link.visible': [''],
};

function unwrap(schema: Valibot): { schema: Valibot; optional: boolean } {
  if (schema.type === 'nullish' || schema.type === 'optional' || schema.type === 'nullable') return { schema: unwrap(schema.wrapped!).schema, optional: true };
  return { schema, optional: false };
}

function compare(path: string, attributes: Record<string, StrapiAttribute>, schema: Valibot, problems: string[]) {
  const entries = schema.entries ?? {};
  const fields = Object.keys(entries).filter((key) => !DOCUMENT_FIELDS.has(key));
  for (const key of fields) if (!attributes[key]) problems.push(`${path}.${key}: in the client's schema, not in Strapi's`);
  for (const [key, attribute] of Object.entries(attributes)) {
    const where = `${path}.${key}`;
    if (!entries[key]) {
      problems.push(`${where}: in Strapi's schema, not in the client's`);
      continue;
    }
    const { schema: field, optional } = unwrap(entries[key]);
    const repeatable = attribute.type === 'component' && attribute.repeatable;
    // A required Strapi field must be required by the client and the other way round; a
    // repeatable component always comes as a list, so the client may require it either way.
    if (!repeatable && Boolean(attribute.required) === optional) {
      problems.push(`${where}: ${attribute.required ? 'required' : 'optional'} in Strapi, ${optional ? 'optional' : 'required'} in the client`);
    }
    const kind = field.type;
    const expect = (kinds: string[]) => {
      if (!kinds.includes(kind)) problems.push(`${where}: Strapi ${attribute.type}, client ${kind}`);
    };
    switch (attribute.type) {
      case 'string':
      case 'text':
        expect(['string']);
        break;
      case 'datetime':
        expect(['string']);
        if (!field.pipe?.some((step) => step.type === 'iso_timestamp')) problems.push(`${where}: a datetime the client does not check as an ISO timestamp`);
        break;
      case 'integer':
      case 'decimal':
        expect(['number']);
        break;
      case 'boolean':
        expect(['boolean']);
        break;
      case 'json':
        expect(['array', 'unknown', 'any', 'record', 'object']);
        break;
      case 'enumeration': {
        expect(['picklist']);
        const extra = (field.options ?? []).filter((option) => !attribute.enum!.includes(option));
        const allowed = ALLOWED_EXTRA_OPTIONS[`${path.split('.').pop()}.${key}`] ?? [];
        const missing = attribute.enum!.filter((option) => !(field.options ?? []).includes(option));
        if (missing.length || extra.some((option) => !allowed.includes(option))) {
          problems.push(`${where}: Strapi [${attribute.enum!.join(', ')}], client [${(field.options ?? []).join(', ')}]`);
        }
        break;
      }
      case 'media':
        expect(['object']);
        break;
      case 'component': {
        const component = COMPONENTS[attribute.component!]!;
        const name = attribute.component!.split('.')[1]!;
        if (repeatable) {
          expect(['array']);
          if (field.item) compare(`${name}`, component.attributes, unwrap(field.item).schema, problems);
        } else {
          expect(['object']);
          compare(`${name}`, component.attributes, field, problems);
        }
        break;
      }
      case 'dynamiczone': {
        // Each section the zone may hold has its schema in the client (validated one by one, so a bad one hides only itself), and no other.
        const uids = attribute.components ?? [];
        for (const uid of uids) {
          const schema = sectionRecordSchema(uid.replace(/^sections\./, ''));
          if (!schema) problems.push(`${where}: ${uid} has no section schema in the client`);
          else compare(uid, COMPONENTS[uid]!.attributes, schema as GenericSchema as unknown as Valibot, problems);
        }
        for (const kind of SECTION_KINDS) if (!uids.includes(`sections.${kind}`)) problems.push(`${where}: the client has a ${kind} section, the zone does not`);
        break;
      }
      default:
        problems.push(`${where}: no rule for Strapi type ${attribute.type}`);
    }
  }
}

describe('the client schemas match the Strapi content types field by field', () => {
  it.each(Object.keys(CONTENT_TYPES))('%s', (name) => {
    const problems: string[] = [];
    compare(name, CONTENT_TYPES[name]!.attributes, COLLECTIONS[name]!.schema as GenericSchema as unknown as Valibot, problems);
    expect(problems).toEqual([]);
  });

  it('finds a drift when there is one', () => {
    const problems: string[] = [];
    const attributes = { ...CONTENT_TYPES.reviews!.attributes, mood: { type: 'string' }, rating: { type: 'string', required: true } };
    compare('reviews', attributes, COLLECTIONS.reviews!.schema as GenericSchema as unknown as Valibot, problems);
    expect(problems).toEqual(["reviews.rating: Strapi string, client number", "reviews.mood: in Strapi's schema, not in the client's"]);
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
