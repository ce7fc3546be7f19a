// Strapi 5 REST query semantics over in-memory collections, for the local content service: the
// shapes the site's client sends (domain/content/queries.ts) and nothing more (issue 44) —
// filters with $eq and $contains, populate (with a dynamic zone's `on` fragments), fields, sort,
// page pagination, locale, status — as Strapi 5.54 answers them with cms/config/api.js
// (`strictParams` on), with Strapi's errors for anything else. tests/contract proves it against
// answers recorded from the real Strapi.
import qs from 'qs';
import { invalidKey, validationError } from './errors.ts';
import { isNested, type Attribute, type CollectionModel, type Entry } from './model.ts';

/** Strapi's own qs options (toolchain notes). */
const STRAPI_QS_OPTIONS = { depth: 20, arrayLimit: 100, strictNullHandling: true } as const;
const DEFAULT_PAGE_SIZE = 25;
const MAX_LIMIT = 100;

/** The query keys the site sends (Strapi accepts a few more with `strictParams`); any other is a 400. */
const TOP_LEVEL_KEYS = new Set(['filters', 'sort', 'fields', 'populate', 'status', 'locale', 'pagination']);

export function parseQueryString(search: string): Record<string, unknown> {
  return qs.parse(search.replace(/^\?/, ''), STRAPI_QS_OPTIONS) as Record<string, unknown>;
}

type Attributes = Record<string, Attribute>;
type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs gives an object for sparse or long arrays ({ '0': …, '1': … }); read both as a list. */
function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value);
  return null;
}

/** The attribute `key` names, or Strapi's "Invalid key" for `param` (own properties only: not "constructor"). */
function attributeOf(attributes: Attributes, key: string, param: string, path: string | null): Attribute {
  const attribute = Object.hasOwn(attributes, key) ? attributes[key] : undefined;
  if (!attribute) throw invalidKey(key, param, path);
  return attribute;
}

// Everything below compiles the query once, before any data is read, so an invalid query is a
// 400 whatever the data holds, and nothing is re-parsed per row.

// ---- filters --------------------------------------------------------------------------------

/** A number filter's operand; anything else is a 400 (Strapi 5.54 answers a bare 500). */
function toNumber(raw: unknown, key: string): number {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(number)) throw validationError(`Invalid value for ${key}: expected a number`);
  return number;
}

/** Strapi's boolean field: true/t/1 and false/f/0, any other value by its truthiness ("no" is true). */
function toBoolean(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 't' || raw === '1' || raw === 1) return true;
  if (raw === 'false' || raw === 'f' || raw === '0' || raw === 0) return false;
  return Boolean(raw);
}

function cast(attribute: Attribute, raw: unknown, key: string): unknown {
  if (raw === null) return null;
  switch (attribute.type) {
    case 'integer':
    case 'decimal':
      return toNumber(raw, key);
    case 'boolean':
      return toBoolean(raw);
    default:
      if (typeof raw === 'object') throw validationError(`Invalid value for ${key}`);
      return String(raw);
  }
}

function comparable(attribute: Attribute, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (attribute.type === 'datetime') return Date.parse(String(value));
  if (attribute.type === 'json') return JSON.stringify(value);
  return value;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

type Test = (value: unknown) => boolean;
type Operator = (operand: unknown, attribute: Attribute, key: string) => Test;

const equals: Operator = (operand, attribute, key) => {
  const expected = cast(attribute, operand, key);
  return (value) => comparable(attribute, value) === expected;
};

/** SQL LIKE '%operand%' on a text attribute, as Strapi does (the site sends it on text only: on a JSON field the answer depends on Strapi's database). */
const contains: Operator = (operand, _attribute, key) => {
  if (typeof operand === 'object' && operand !== null) throw validationError(`Invalid value for ${key}`);
  const expected = String(operand);
  return (value) => text(value).includes(expected);
};

/** The operators the site sends; any other of Strapi's is an invalid key here. */
const OPERATORS: Record<string, Operator> = { $eq: equals, $contains: contains };

function compileCondition(condition: unknown, attribute: Attribute, key: string): Test {
  if (!isObject(condition)) return equals(condition, attribute, key);
  const tests = Object.entries(condition).map(([operator, operand]) => {
    if (!Object.hasOwn(OPERATORS, operator)) throw invalidKey(operator, 'filters', key);
    return OPERATORS[operator]!(operand, attribute, key);
  });
  return (value) => tests.every((test) => test(value));
}

type Predicate = (record: Row) => boolean;

/** The `filters` parameter as a predicate; throws Strapi's 400 for an invalid key or operator. */
function compileFilters(filters: unknown, attributes: Attributes, path: string | null = null): Predicate {
  if (filters === undefined || filters === null || filters === '') return () => true;
  if (!isObject(filters)) throw validationError('Invalid filters');
  const tests = Object.entries(filters).map(([key, condition]): Predicate => {
    const attribute = attributeOf(attributes, key, 'filters', path);
    if (isNested(attribute)) throw invalidKey(key, 'filters', path ? `${path}.${key}` : key);
    const test = compileCondition(condition, attribute, key);
    return (record) => test(record[key]);
  });
  return (record) => tests.every((test) => test(record));
}

// ---- sort -----------------------------------------------------------------------------------

type SortKey = { key: string; direction: 1 | -1; attribute: Attribute };

function parseSort(sort: unknown, attributes: Attributes): SortKey[] {
  if (sort === undefined || sort === null || sort === '') return [];
  const list = typeof sort === 'string' ? sort.split(',') : asList(sort);
  if (!list) throw validationError('Invalid sort parameter');
  return list.map((item) => {
    if (typeof item !== 'string') throw validationError('Invalid sort parameter');
    const [key = '', order = 'asc'] = item.trim().split(':');
    const attribute = attributeOf(attributes, key, 'sort', null);
    if (isNested(attribute)) throw invalidKey(key, 'sort', null);
    if (order.toLowerCase() !== 'asc' && order.toLowerCase() !== 'desc') {
      throw validationError('Invalid order. order can only be one of asc|desc|ASC|DESC');
    }
    return { key, direction: order.toLowerCase() === 'desc' ? -1 : 1, attribute };
  });
}

function sortRows<T extends Row>(rows: readonly T[], sort: SortKey[]): T[] {
  if (sort.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { key, direction, attribute } of sort) {
      const left = comparable(attribute, a[key]);
      const right = comparable(attribute, b[key]);
      if (left === right) continue;
      if (left === null) return direction; // nulls last ascending, first descending
      if (right === null) return -direction;
      return ((left as number) < (right as number) ? -1 : 1) * direction;
    }
    return 0;
  });
}

// ---- pagination -----------------------------------------------------------------------------

export type PaginationMeta = { page: number; pageSize: number; pageCount: number; total: number };

const isNil = (value: unknown) => value === undefined || value === null;

/**
 * Strapi 5's page pagination (utils `withDefaultPagination`, then the Document Service's strict
 * check): values arrive as strings and are clamped, not refused (`pageSize=0` means one entry,
 * `page=0` the first page), while a page that is not a whole number is a 400. Offset pagination
 * (`start`, `limit`), which the site does not send, is refused.
 */
function parsePagination(pagination: unknown) {
  const params: Row = isObject(pagination) ? pagination : {};
  const unknown = Object.keys(params).find((key) => key !== 'page' && key !== 'pageSize');
  if (unknown) throw invalidKey(unknown, 'pagination', null);
  const size = isNil(params.pageSize) ? DEFAULT_PAGE_SIZE : Number(params.pageSize);
  const limit = Number.isNaN(size) ? MAX_LIMIT : Math.min(Math.max(1, size), MAX_LIMIT); // as Strapi clamps: letters mean the maximum
  const start = Math.max((Number(params.page ?? 1) - 1) * limit, 0);
  if (!Number.isInteger(start) || !Number.isInteger(limit)) throw validationError(`Invalid parameter at 'start'. Expected integer >= 0, received: ${start}`);
  return <T>(items: T[]) => {
    const total = items.length;
    const meta: PaginationMeta = { page: Math.floor(start / limit) + 1, pageSize: limit, pageCount: Math.ceil(total / limit), total };
    return { items: items.slice(start, start + limit), meta };
  };
}

// ---- fields and populate --------------------------------------------------------------------

function nameList(value: unknown, param: string): string[] {
  const list = typeof value === 'string' ? value.split(',') : asList(value);
  if (!list || !list.every((item) => typeof item === 'string')) throw validationError(`Invalid ${param} parameter`);
  return (list as string[]).map((item) => item.trim()).filter(Boolean);
}

const NESTED_POPULATE_KEYS = new Set(['populate', 'fields']);

interface Shape {
  attributes: Attributes;
  /** Scalars to keep (id and documentId always), or null for all. */
  fields: string[] | null;
  nested: Map<string, NestedShape>;
}

type NestedShape =
  | { shape: Shape }
  /** A dynamic zone: the shape of each component it may hold, by uid. */
  | { zone: Map<string, Shape> };

/**
 * A dynamic zone's `populate`, as Strapi 5.54 reads it: with `on` fragments (one per component
 * uid), only the components named come back, each populated as its fragment says; with a shared
 * `populate` (Strapi 4's way, still accepted), every component, populated alike; with neither
 * (`populate=*`, the zone's name), every component with its own fields.
 */
function compileZone(query: Row, attribute: Attribute, path: string): NestedShape {
  const unknown = Object.keys(query).find((key) => key !== 'on' && key !== 'populate');
  if (unknown) throw invalidKey(unknown, 'populate', path);
  const components = attribute.components ?? {};
  const zone = new Map<string, Shape>();
  if (isNil(query.on)) {
    const shared = isNil(query.populate) ? {} : { populate: query.populate };
    for (const [uid, target] of Object.entries(components)) zone.set(uid, compileShape(shared, target, path));
    return { zone };
  }
  if (!isObject(query.on)) throw validationError(`Invalid populate value for ${path}`);
  for (const [uid, fragment] of Object.entries(query.on)) {
    const fragmentPath = `${path}.on.${uid}`;
    if (!Object.hasOwn(components, uid)) throw invalidKey(uid, 'populate', fragmentPath);
    const fragmentQuery = isObject(fragment) ? fragment : {};
    const unknownKey = Object.keys(fragmentQuery).find((key) => key !== 'populate' && key !== 'fields');
    if (unknownKey) throw invalidKey(unknownKey, 'populate', fragmentPath);
    zone.set(uid, compileShape(fragmentQuery, components[uid]!, fragmentPath));
  }
  return { zone };
}

/** The `fields` and `populate` parameters, checked and compiled level by level. */
function compileShape(query: Row, attributes: Attributes, path: string | null): Shape {
  const fields = isNil(query.fields) || query.fields === '' ? null : nameList(query.fields, 'fields');
  for (const field of fields ?? []) {
    if (field === '*') continue;
    if (isNested(attributeOf(attributes, field, 'fields', path))) throw invalidKey(field, 'fields', path);
  }
  const requested = new Map<string, Row>();
  const add = (name: string, nestedQuery: Row) => {
    const [head = '', ...rest] = name.split('.');
    const headPath = path ? `${path}.${head}` : head;
    if (!isNested(attributeOf(attributes, head, 'populate', headPath))) throw invalidKey(head, 'populate', headPath);
    requested.set(head, rest.length ? { populate: rest.join('.') } : nestedQuery);
  };
  const value = query.populate;
  if (value === '*') {
    for (const [name, attribute] of Object.entries(attributes)) if (isNested(attribute)) requested.set(name, {});
  } else if (typeof value === 'string' || asList(value)) {
    for (const name of nameList(value, 'populate')) add(name, {});
  } else if (isObject(value)) {
    for (const [name, nestedQuery] of Object.entries(value)) {
      if (nestedQuery === true || nestedQuery === 'true' || nestedQuery === '*' || nestedQuery === null) add(name, nestedQuery === '*' ? { populate: '*' } : {});
      else if (isObject(nestedQuery)) add(name, nestedQuery);
      else throw validationError(`Invalid populate value for ${name}`);
    }
  } else if (value !== undefined && value !== null && value !== false && value !== 'false') {
    throw validationError('Invalid populate parameter');
  }

  const nested: Shape['nested'] = new Map();
  for (const [name, nestedQuery] of requested) {
    const nestedPath = path ? `${path}.${name}` : name;
    if (attributes[name]!.type === 'dynamiczone') {
      nested.set(name, compileZone(nestedQuery, attributes[name]!, nestedPath));
      continue;
    }
    const unknown = Object.keys(nestedQuery).find((key) => !NESTED_POPULATE_KEYS.has(key));
    if (unknown) throw invalidKey(unknown, 'populate', nestedPath);
    nested.set(name, { shape: compileShape(nestedQuery, attributes[name]!.target ?? {}, nestedPath) });
  }
  return { attributes, fields: fields?.includes('*') ? null : fields, nested };
}

/** A record as Strapi returns it: every selected scalar (null when empty), the populated nested ones. */
function project(record: Row, shape: Shape): Row {
  const out: Row = {};
  for (const [key, attribute] of Object.entries(shape.attributes)) {
    const value = record[key];
    if (!isNested(attribute)) {
      if (shape.fields === null || shape.fields.includes(key) || key === 'id' || key === 'documentId') out[key] = value ?? null;
      continue;
    }
    const nested = shape.nested.get(key);
    if (!nested) continue;
    if ('zone' in nested) {
      // A component the query did not ask for is left out of the zone.
      out[key] = (Array.isArray(value) ? value : []).filter(isObject).flatMap((item) => {
        const component = String(item.__component);
        const itemShape = nested.zone.get(component);
        return itemShape ? [{ __component: component, ...project(item, itemShape) }] : [];
      });
      continue;
    }
    const expand = (item: unknown) => (isObject(item) ? project(item, nested.shape) : item);
    out[key] = attribute.repeatable ? (Array.isArray(value) ? value : []).map(expand) : expand(value ?? null);
  }
  return out;
}

// ---- the whole query ------------------------------------------------------------------------

export interface QueryOptions {
  locales: readonly string[];
  defaultLocale: string;
}

const LOCALE_FORMAT = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/** Strapi's strict `locale` check: a BCP 47 tag, `*` (every locale) or empty (the default). */
function localesOf(value: unknown, options: QueryOptions): readonly string[] {
  if (isNil(value) || value === '') return [options.defaultLocale];
  if (typeof value !== 'string') {
    throw validationError("Invalid parameter at 'locale'. Expected a string, array of strings, empty string, null, or undefined; received: object");
  }
  if (value === '*') return options.locales;
  if (value.length > 35) throw validationError("Invalid parameter at 'locale'. Locale exceeds maximum length of 35 characters.");
  if (!LOCALE_FORMAT.test(value)) throw validationError("Invalid parameter at 'locale'. Locale must be a valid BCP 47 format (e.g. en, en-US, zh-Hans).");
  return [value]; // a well-formed locale the CMS does not have matches nothing
}

export function runQuery(model: CollectionModel, entries: readonly Entry[], query: Row, options: QueryOptions) {
  for (const key of Object.keys(query)) {
    if (!TOP_LEVEL_KEYS.has(key)) throw invalidKey(key, key, null);
  }
  const status = isNil(query.status) || query.status === '' ? 'published' : query.status;
  if (status !== 'published' && status !== 'draft') {
    throw validationError(`Invalid parameter at 'status'. Expected 'published' or 'draft', received: ${String(status)}`);
  }
  const locales = localesOf(query.locale, options);
  const matches = compileFilters(query.filters, model.attributes);
  const sort = parseSort(query.sort, model.attributes);
  const shape = compileShape(query, model.attributes, null);
  const paginate = parsePagination(query.pagination);

  // With Draft & Publish every document has a draft: status=draft lists them all, unpublished.
  const versions = status === 'published' ? entries.filter((entry) => entry.publishedAt !== null) : entries.map((entry) => ({ ...entry, publishedAt: null }));
  const rows = versions.filter((entry) => (!model.localized || locales.includes(entry.locale ?? '')) && matches(entry));
  const { items, meta } = paginate(sortRows(rows, sort));
  return { data: items.map((row) => project(row, shape)), meta: { pagination: meta } };
}
