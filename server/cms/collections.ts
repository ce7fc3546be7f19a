// The local service's content types are the Strapi app's own (cms/src): one model, two servers.
// A schema file Strapi reads is turned into the attributes `populate`, `fields`, filters and
// responses use here; the valibot schema beside each collection validates the seed files (and
// tests/contract/model.test.ts checks those schemas against the same files, field by field).
import type { GenericSchema } from 'valibot';
import banner from '../../cms/src/api/banner/content-types/banner/schema.json' with { type: 'json' };
import footer from '../../cms/src/api/footer/content-types/footer/schema.json' with { type: 'json' };
import header from '../../cms/src/api/header/content-types/header/schema.json' with { type: 'json' };
import popup from '../../cms/src/api/popup/content-types/popup/schema.json' with { type: 'json' };
import remoteConfig from '../../cms/src/api/remote-config/content-types/remote-config/schema.json' with { type: 'json' };
import review from '../../cms/src/api/review/content-types/review/schema.json' with { type: 'json' };
import timerCta from '../../cms/src/api/timer-cta/content-types/timer-cta/schema.json' with { type: 'json' };
import bannerFields from '../../cms/src/components/promotions/banner.json' with { type: 'json' };
import bannerLink from '../../cms/src/components/promotions/banner-link.json' with { type: 'json' };
import button from '../../cms/src/components/promotions/button.json' with { type: 'json' };
import timer from '../../cms/src/components/promotions/timer.json' with { type: 'json' };
import color from '../../cms/src/components/shared/color.json' with { type: 'json' };
import downloadAppButton from '../../cms/src/components/shared/download-app-button.json' with { type: 'json' };
import downloadLinks from '../../cms/src/components/shared/download-links.json' with { type: 'json' };
import linkGroup from '../../cms/src/components/shared/link-group.json' with { type: 'json' };
import link from '../../cms/src/components/shared/link.json' with { type: 'json' };
import { BannerSchema, FooterSchema, HeaderSchema, PopupSchema, RemoteConfigSchema, ReviewSchema, TimerCtaSchema } from '../../domain/content/schemas.ts';
import type { Attribute, AttributeType, CollectionModel } from './model.ts';

/** An attribute as written in a Strapi schema file. */
export interface StrapiAttribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  required?: boolean;
  enum?: string[];
  multiple?: boolean;
}

export interface StrapiSchema {
  info: { singularName?: string; pluralName?: string; displayName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, StrapiAttribute>;
}

export const CONTENT_TYPES: Record<string, StrapiSchema> = { banners: banner, footers: footer, headers: header, popups: popup, 'remote-configs': remoteConfig, reviews: review, 'timer-ctas': timerCta };

/** Components by their Strapi uid (`category.name`). */
export const COMPONENTS: Record<string, StrapiSchema> = {
  'promotions.banner': bannerFields,
  'promotions.banner-link': bannerLink,
  'promotions.button': button,
  'promotions.timer': timer,
  'shared.color': color,
  'shared.download-app-button': downloadAppButton,
  'shared.download-links': downloadLinks,
  'shared.link-group': linkGroup,
  'shared.link': link,
};

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

const KNOWN_TYPES = new Set<string>(['string', 'text', 'integer', 'decimal', 'boolean', 'datetime', 'enumeration', 'json', 'component', 'media']);

function attributesOf(schema: StrapiSchema, where: string): Record<string, Attribute> {
  return Object.fromEntries(
    Object.entries(schema.attributes).map(([name, attribute]): [string, Attribute] => {
      if (!KNOWN_TYPES.has(attribute.type)) throw new Error(`${where}.${name}: the local service has no "${attribute.type}" attributes`);
      const flags = { ...(attribute.required ? { required: true } : {}), ...(attribute.enum ? { enum: attribute.enum } : {}) };
      if (attribute.type === 'media') return [name, { ...MEDIA, ...flags }];
      if (attribute.type !== 'component') return [name, { type: attribute.type as AttributeType, ...flags }];
      const component = COMPONENTS[attribute.component ?? ''];
      if (!component) throw new Error(`${where}.${name}: no component "${attribute.component}"`);
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

const SCHEMAS: Record<string, GenericSchema> = {
  banners: BannerSchema, footers: FooterSchema, headers: HeaderSchema, popups: PopupSchema,
  'remote-configs': RemoteConfigSchema, reviews: ReviewSchema, 'timer-ctas': TimerCtaSchema,
};

export const COLLECTIONS: Record<string, Collection> = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([name, schema]) => [name, { model: modelOf(schema), schema: SCHEMAS[name]! }]),
);

/**
 * The collection a URL or seed file names, if it is one. Own keys only: `constructor` or
 * `toString` are properties of every object, not collections (issue #7: they answered 500).
 */
export function collectionNamed(name: string): Collection | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
