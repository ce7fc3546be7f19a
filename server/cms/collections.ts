// The local service's content types are the Strapi app's own (cms/src, made from the content
// model, domain/cms-model.ts), read from its files: one model, two servers. A schema file Strapi
// reads is turned into the attributes `populate`, `fields`, filters and responses use here; the
// model's valibot schema of each collection validates the seed files.
import type { GenericSchema } from 'valibot';
import { globSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CMS_COLLECTIONS } from '../../domain/cms-model.ts';
import type { Attribute, AttributeType, CollectionModel } from './model.ts';

/** An attribute as written in a Strapi schema file. */
export interface StrapiAttribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  required?: boolean;
  enum?: string[];
  multiple?: boolean;
  /** A dynamic zone's components, by uid. */
  components?: string[];
}

export interface StrapiSchema {
  info: { singularName?: string; pluralName?: string; displayName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, StrapiAttribute>;
}

const CMS_SRC = join(import.meta.dirname, '..', '..', 'cms', 'src');
const schemaFiles = (pattern: string) => globSync(pattern, { cwd: CMS_SRC }).sort().map((file) => ({ file: relative(CMS_SRC, join(CMS_SRC, file)).split(sep), schema: JSON.parse(readFileSync(join(CMS_SRC, file), 'utf8')) as StrapiSchema }));

/** Every content type of the Strapi app, by its plural name: read from its files, never listed here. */
export const CONTENT_TYPES: Record<string, StrapiSchema> = Object.fromEntries(schemaFiles('api/*/content-types/*/schema.json').map(({ schema }) => [schema.info.pluralName!, schema]));

/** Components by their Strapi uid (`category.name`, from `components/<category>/<name>.json`). */
export const COMPONENTS: Record<string, StrapiSchema> = Object.fromEntries(schemaFiles('components/*/*.json').map(({ file, schema }) => [`${file[1]}.${file[2]!.replace(/\.json$/, '')}`, schema]));

const scalar = (type: AttributeType): Attribute => ({ type });

/** Strapi's document fields, in the order its responses list them. */
const documentFields = (localized: boolean): Record<string, Attribute> => ({
  id: scalar('integer'),
  documentId: scalar('string'),
  createdAt: scalar('datetime'),
  updatedAt: scalar('datetime'),
  publishedAt: scalar('datetime'),
  ...(localized ? { locale: scalar('string') } : {}),
});

/** The upload plugin's file record, as a populated media field returns it. */
const MEDIA: Attribute = {
  type: 'media',
  target: {
    ...documentFields(false),
    name: scalar('string'), alternativeText: scalar('string'), caption: scalar('string'), focalPoint: scalar('json'),
    width: scalar('integer'), height: scalar('integer'), formats: scalar('json'), hash: scalar('string'), ext: scalar('string'),
    mime: scalar('string'), size: scalar('decimal'), url: scalar('string'), previewUrl: scalar('string'), provider: scalar('string'),
    provider_metadata: scalar('json'),
  },
};

const KNOWN_TYPES = new Set<string>(['string', 'text', 'integer', 'decimal', 'boolean', 'datetime', 'enumeration', 'json', 'component', 'media', 'dynamiczone']);

function componentNamed(uid: string, where: string): StrapiSchema {
  const component = Object.hasOwn(COMPONENTS, uid) ? COMPONENTS[uid] : undefined;
  if (!component) throw new Error(`${where}: no component "${uid}"`);
  return component;
}

function attributesOf(schema: StrapiSchema, where: string): Record<string, Attribute> {
  return Object.fromEntries(
    Object.entries(schema.attributes).map(([name, attribute]): [string, Attribute] => {
      if (!KNOWN_TYPES.has(attribute.type)) throw new Error(`${where}.${name}: the local service has no "${attribute.type}" attributes`);
      const flags = { ...(attribute.required ? { required: true } : {}), ...(attribute.enum ? { enum: attribute.enum } : {}) };
      if (attribute.type === 'media') return [name, { ...MEDIA, ...flags }];
      if (attribute.type === 'dynamiczone') {
        const components = Object.fromEntries((attribute.components ?? []).map((uid) => [uid, { id: scalar('integer'), ...attributesOf(componentNamed(uid, `${where}.${name}`), uid) }]));
        return [name, { type: 'dynamiczone', components, ...flags }];
      }
      if (attribute.type !== 'component') return [name, { type: attribute.type as AttributeType, ...flags }];
      const component = componentNamed(attribute.component ?? '', `${where}.${name}`);
      return [name, { type: 'component', repeatable: attribute.repeatable === true, target: { id: scalar('integer'), ...attributesOf(component, attribute.component!) }, ...flags }];
    }),
  );
}

function modelOf(schema: StrapiSchema): CollectionModel {
  const localized = schema.pluginOptions?.i18n?.localized === true;
  return { pluralName: schema.info.pluralName!, localized, attributes: { ...documentFields(localized), ...attributesOf(schema, schema.info.pluralName!) } };
}

export interface Collection {
  model: CollectionModel;
  schema: GenericSchema;
}

export const COLLECTIONS: Record<string, Collection> = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([name, schema]) => {
    // A content type the seed files cannot be checked against would serve anything: refused at start.
    if (!Object.hasOwn(CMS_COLLECTIONS, name)) throw new Error(`cms/src/api: the content type "${name}" is not in the content model (domain/cms-model.ts): run npm run cms:model`);
    return [name, { model: modelOf(schema), schema: CMS_COLLECTIONS[name as keyof typeof CMS_COLLECTIONS].schema }];
  }),
);

/**
 * The collection a URL or seed file names, if it is one. Own keys only: `constructor` or
 * `toString` are properties of every object, not collections (issue #7: they answered 500).
 */
export function collectionNamed(name: string): Collection | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
