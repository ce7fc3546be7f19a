/** The attribute kinds the local service needs, named as in Strapi 5 content-type schemas. */
export type AttributeType = 'string' | 'text' | 'integer' | 'boolean' | 'datetime' | 'enumeration' | 'json' | 'relation' | 'component' | 'media';

export interface Attribute {
  type: AttributeType;
  /** For relations, components and media: the shape of the nested record(s). */
  target?: Record<string, Attribute>;
  repeatable?: boolean;
}

export interface CollectionModel {
  /** REST plural, e.g. "banners" (GET /cms/api/banners). */
  pluralName: string;
  localized: boolean;
  attributes: Record<string, Attribute>;
}

/** A stored entry: Strapi 5's flat document fields plus the attributes. */
export type Entry = Record<string, unknown> & {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  locale?: string;
};

export const SYSTEM_ATTRIBUTES: Record<string, Attribute> = {
  id: { type: 'integer' },
  documentId: { type: 'string' },
  createdAt: { type: 'datetime' },
  updatedAt: { type: 'datetime' },
  publishedAt: { type: 'datetime' },
  locale: { type: 'string' },
};

export const isNested = (attribute: Attribute) =>
  attribute.type === 'relation' || attribute.type === 'component' || attribute.type === 'media';
