/** The attribute kinds of the site's Strapi 5 content types (cms/src), as the local service reads them. */
export type AttributeType = 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'datetime' | 'enumeration' | 'json' | 'component' | 'media' | 'dynamiczone';

export interface Attribute {
  type: AttributeType;
  /** For components and media: the attributes of the nested record(s), `id` included. */
  target?: Record<string, Attribute>;
  /** For a dynamic zone: the attributes of each component it may hold, by uid (`sections.hero`). */
  components?: Record<string, Record<string, Attribute>>;
  repeatable?: boolean;
  required?: boolean;
  enum?: readonly string[];
}

export interface CollectionModel {
  /** REST plural, e.g. "banners" (GET /cms/api/banners). */
  pluralName: string;
  localized: boolean;
  /** Every attribute a response may carry: Strapi's document fields first, then the content type's. */
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

export const isNested = (attribute: Attribute) => attribute.type === 'component' || attribute.type === 'media' || attribute.type === 'dynamiczone';
