// The Strapi app's schema files, made from the content model (domain/cms-model.ts): each
// collection's content type with its three core stubs, and every component its records hold. A
// field's Strapi kind follows its valibot schema: a string of at most 255 characters (what
// Strapi's `string` column holds) is a `string`, a longer one `text`, an ISO timestamp a
// `datetime`, a number `integer` when the schema asks for one and `decimal` otherwise, a picklist
// an `enumeration`, a media record `media`, an object (or a list of them) the component its row
// names, any other list `json`. Optional in the schema is optional in Strapi.
import { CMS_COLLECTIONS, CMS_COMPONENTS, SECTION_FACTS, type CollectionDeclaration, type StrapiFacts } from '../../domain/cms-model.ts';
import { MediaSchema } from '../../domain/content/schemas.ts';
import { SECTION_KINDS, sectionRecordSchema } from '../../domain/content/sections.ts';
import { unwrapSchema as unwrap, type SchemaNode as Node } from '../../domain/content/schema-shape.ts';

type Attribute = Record<string, unknown>;

/** Strapi's `string` is a varchar(255); a longer value is `text`. */
const STRING_LIMIT = 255;
/** The length every long text has (domain/content/schemas.ts `text`): not worth a limit in the admin. */
const TEXT_LIMIT = 10_000;
/** Fields Strapi adds to every entry itself; they are not attributes. */
const DOCUMENT_FIELDS = new Set(['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt']);
/** The page sections: each kind's record schema and what the editors see of it. */
export interface SectionModel {
  schemas: Record<string, unknown>;
  facts: Record<string, StrapiFacts>;
}
const SECTIONS: SectionModel = { schemas: Object.fromEntries(SECTION_KINDS.map((kind) => [kind, sectionRecordSchema(kind)])), facts: SECTION_FACTS };

const requirement = (actions: Node[], type: string) => actions.filter((action) => action.type === type).map((action) => action.requirement as number);
const least = (values: number[]) => (values.length ? Math.min(...values) : undefined);
const most = (values: number[]) => (values.length ? Math.max(...values) : undefined);
const defined = (attribute: Attribute) => Object.fromEntries(Object.entries(attribute).filter(([, value]) => value !== undefined));

/** Collects the components met while reading the records, each once, the same wherever it is. */
class Components {
  constructor(readonly sections: SectionModel) {}
  readonly found = new Map<string, Record<string, Attribute>>();
  add(uid: string, attributes: Record<string, Attribute>, where: string) {
    const before = this.found.get(uid);
    if (before && JSON.stringify(before) !== JSON.stringify(attributes)) {
      throw new Error(`${where}: the component ${uid} differs from where it was met before:\n  ${JSON.stringify(before)}\n  ${JSON.stringify(attributes)}`);
    }
    this.found.set(uid, attributes);
  }
}

function componentFacts(uid: string, where: string, sections: SectionModel): StrapiFacts {
  const facts = uid.startsWith('sections.') ? sections.facts[uid.slice('sections.'.length)] : CMS_COMPONENTS[uid];
  if (!facts) throw new Error(`${where}: no component "${uid}" in domain/cms-model.ts`);
  return facts;
}

function componentOf(uid: string, object: Node, components: Components, where: string) {
  components.add(uid, attributesOf(object, componentFacts(uid, where, components.sections), components, uid), where);
}

function attributeOf(name: string, schema: Node, facts: StrapiFacts, components: Components, where: string): Attribute {
  const { base, optional, fallback, actions } = unwrap(schema);
  const required = optional ? undefined : true;
  const fallbackValue = facts.defaults?.[name] ?? fallback;
  const withDefault = (attribute: Attribute) => defined({ ...attribute, required, default: fallbackValue });
  switch (base.type) {
    case 'string': {
      if (actions.some((action) => action.type === 'iso_timestamp')) return withDefault({ type: 'datetime' });
      const maxLength = least(requirement(actions, 'max_length'));
      const type = maxLength !== undefined && maxLength <= STRING_LIMIT ? 'string' : 'text';
      const limit = maxLength !== undefined && maxLength < (type === 'string' ? STRING_LIMIT : TEXT_LIMIT) ? maxLength : undefined;
      const regex = actions.find((action) => action.type === 'regex')?.requirement as RegExp | undefined;
      return withDefault({ type, maxLength: limit, regex: regex?.source });
    }
    case 'number': {
      const integer = actions.some((action) => action.type === 'integer');
      return withDefault({ type: integer ? 'integer' : 'decimal', min: most(requirement(actions, 'min_value')), max: least(requirement(actions, 'max_value')) });
    }
    case 'boolean':
      return withDefault({ type: 'boolean' });
    case 'picklist':
      // Strapi refuses an empty value; "none" is no value (null), which the schema reads alike.
      return withDefault({ type: 'enumeration', enum: base.options!.filter((option) => option !== '') });
    case 'object': {
      if (base === (MediaSchema as unknown as Node)) return defined({ type: 'media', multiple: false, required, allowedTypes: facts.media?.[name] ?? ['images'] });
      const uid = facts.components?.[name];
      if (!uid) throw new Error(`${where}.${name}: an object with no component named for it (components in domain/cms-model.ts)`);
      componentOf(uid, base, components, `${where}.${name}`);
      return defined({ type: 'component', repeatable: false, component: uid, required });
    }
    case 'array': {
      const item = unwrap(base.item!).base;
      if (item.type !== 'object' || item === (MediaSchema as unknown as Node)) return withDefault({ type: 'json' });
      const uid = facts.components?.[name];
      if (!uid) throw new Error(`${where}.${name}: a list of objects with no component named for it (components in domain/cms-model.ts)`);
      componentOf(uid, item, components, `${where}.${name}`);
      // A repeatable component always comes as a list: required only when it must hold one.
      const min = most(requirement(actions, 'min_length'));
      return defined({ type: 'component', repeatable: true, component: uid, required: min ? true : undefined, min, max: least(requirement(actions, 'max_length')) });
    }
    case 'record':
    case 'unknown':
      return withDefault({ type: 'json' });
    default:
      throw new Error(`${where}.${name}: no Strapi kind for a valibot ${base.type}`);
  }
}

function attributesOf(schema: Node, facts: StrapiFacts, components: Components, where: string, localized?: { shared: readonly string[] }): Record<string, Attribute> {
  const object = unwrap(schema).base;
  if (object.type !== 'object') throw new Error(`${where}: a record's schema is an object, not a ${object.type}`);
  const attributes: Record<string, Attribute> = {};
  for (const [name, field] of Object.entries(object.entries!)) {
    if (DOCUMENT_FIELDS.has(name)) continue;
    // The page's dynamic zone: its sections, validated one by one (domain/content/sections.ts).
    const zone = where === 'pages' && name === 'sections' ? Object.keys(components.sections.schemas) : undefined;
    const attribute = zone ? { type: 'dynamiczone', components: zone.map((kind) => `sections.${kind}`) } : attributeOf(name, field, facts, components, where);
    for (const kind of zone ?? []) componentOf(`sections.${kind}`, components.sections.schemas[kind] as Node, components, `${where}.${name}`);
    attributes[name] = localized ? { ...attribute, pluginOptions: { i18n: { localized: !localized.shared.includes(name) } } } : attribute;
  }
  for (const name of [...Object.keys(facts.components ?? {}), ...Object.keys(facts.media ?? {}), ...Object.keys(facts.defaults ?? {})]) {
    if (!attributes[name]) throw new Error(`${where}: domain/cms-model.ts names a field "${name}" its schema does not have`);
  }
  return attributes;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const stub = (kind: 'Controller' | 'Service' | 'Router', singular: string) =>
  `'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCore${kind}('api::${singular}.${singular}');\n`;
const snake = (name: string) => name.replace(/-/g, '_');

/** Every file of cms/src/api and cms/src/components, by its path under cms/src. */
export function strapiFiles(collections: Record<string, CollectionDeclaration> = CMS_COLLECTIONS, sections: SectionModel = SECTIONS): Map<string, string> {
  const files = new Map<string, string>();
  const components = new Components(sections);
  for (const [plural, row] of Object.entries(collections).sort(([a], [b]) => a.localeCompare(b))) {
    const { singular, localized, schema, shared = [], unique = [] } = row;
    const attributes = attributesOf(schema as unknown as Node, row, components, plural, localized ? { shared } : undefined);
    for (const name of unique) {
      if (!attributes[name]) throw new Error(`${plural}: unique names a field "${name}" its schema does not have`);
      attributes[name] = { ...attributes[name], unique: true };
    }
    const folder = `api/${singular}`;
    files.set(
      `${folder}/content-types/${singular}/schema.json`,
      json({
        kind: 'collectionType',
        collectionName: snake(plural),
        info: { singularName: singular, pluralName: plural, displayName: row.displayName, description: row.description },
        options: { draftAndPublish: true },
        pluginOptions: localized ? { i18n: { localized: true } } : {},
        attributes,
      }),
    );
    files.set(`${folder}/controllers/${singular}.js`, stub('Controller', singular));
    files.set(`${folder}/services/${singular}.js`, stub('Service', singular));
    files.set(`${folder}/routes/${singular}.js`, stub('Router', singular));
  }
  for (const [uid, attributes] of [...components.found].sort(([a], [b]) => a.localeCompare(b))) {
    const [category, name] = uid.split('.') as [string, string];
    const facts = componentFacts(uid, uid, sections);
    files.set(
      `components/${category}/${name}.json`,
      json({
        collectionName: facts.collectionName ?? `components_${category}_${snake(name)}s`,
        info: { displayName: facts.displayName, description: facts.description },
        options: {},
        attributes,
      }),
    );
  }
  const unused = [...Object.keys(CMS_COMPONENTS), ...Object.keys(sections.facts).map((kind) => `sections.${kind}`)].filter((uid) => !components.found.has(uid));
  if (unused.length && collections === CMS_COLLECTIONS) throw new Error(`domain/cms-model.ts declares components no record holds: ${unused.join(', ')}`);
  return files;
}
