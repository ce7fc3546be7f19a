// Strapi 5 REST query semantics over in-memory collections, for the local content service.
// https://docs.strapi.io/cms/api/rest/parameters — filters, populate, fields, sort, pagination,
// locale, status. Anything Strapi would reject is a 400 ValidationError in Strapi's envelope.
import qs from 'qs';
import { validationError } from './errors.ts';
import { isNested, SYSTEM_ATTRIBUTES, type Attribute, type CollectionModel, type Entry } from './model.ts';

/** Strapi's own qs options (toolchain notes). */
export const STRAPI_QS_OPTIONS = { depth: 20, arrayLimit: 100, strictNullHandling: true } as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_LIMIT = 100;

const TOP_LEVEL_KEYS = new Set(['filters', 'populate', 'fields', 'sort', 'pagination', 'locale', 'status']);

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

function attributeOf(attributes: Attributes, key: string, path: string): Attribute {
  const attribute = attributes[key] ?? SYSTEM_ATTRIBUTES[key];
  if (!attribute) throw validationError(`Invalid key ${key}`, { key, path: path ? `${path}.${key}` : key });
  return attribute;
}

// ---- filters --------------------------------------------------------------------------------

function cast(attribute: Attribute, raw: unknown, key: string): unknown {
  if (raw === null) return null;
  switch (attribute.type) {
    case 'integer': {
      const number = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(number)) throw validationError(`Invalid value for ${key}`, { key, value: raw });
      return number;
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1') return true;
      if (raw === false || raw === 'false' || raw === '0') return false;
      throw validationError(`Invalid value for ${key}`, { key, value: raw });
    case 'datetime': {
      const time = Date.parse(String(raw));
      if (!Number.isFinite(time)) throw validationError(`Invalid value for ${key}`, { key, value: raw });
      return time;
    }
    default:
      if (typeof raw === 'object') throw validationError(`Invalid value for ${key}`, { key });
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

const OPERATORS: Record<string, (value: unknown, condition: unknown, attribute: Attribute, key: string) => boolean> = {
  $eq: (value, condition, attribute, key) => comparable(attribute, value) === cast(attribute, condition, key),
  $eqi: (value, condition) => text(value).toLowerCase() === String(condition).toLowerCase(),
  $ne: (value, condition, attribute, key) => comparable(attribute, value) !== cast(attribute, condition, key),
  $nei: (value, condition) => text(value).toLowerCase() !== String(condition).toLowerCase(),
  $in: (value, condition, attribute, key) => listOf(condition, key).some((item) => OPERATORS.$eq!(value, item, attribute, key)),
  $notIn: (value, condition, attribute, key) => !OPERATORS.$in!(value, condition, attribute, key),
  $lt: (value, condition, attribute, key) => (comparable(attribute, value) as number) < (cast(attribute, condition, key) as number),
  $lte: (value, condition, attribute, key) => (comparable(attribute, value) as number) <= (cast(attribute, condition, key) as number),
  $gt: (value, condition, attribute, key) => (comparable(attribute, value) as number) > (cast(attribute, condition, key) as number),
  $gte: (value, condition, attribute, key) => (comparable(attribute, value) as number) >= (cast(attribute, condition, key) as number),
  // SQL LIKE '%x%' on the stored text (for JSON, its serialised text), as Strapi does.
  $contains: (value, condition) => text(value).includes(String(condition)),
  $notContains: (value, condition) => !text(value).includes(String(condition)),
  $containsi: (value, condition) => text(value).toLowerCase().includes(String(condition).toLowerCase()),
  $notContainsi: (value, condition) => !text(value).toLowerCase().includes(String(condition).toLowerCase()),
  $between: (value, condition, attribute, key) => {
    const bounds = listOf(condition, key);
    if (bounds.length !== 2) throw validationError(`Invalid value for ${key}`, { key });
    return OPERATORS.$gte!(value, bounds[0], attribute, key) && OPERATORS.$lte!(value, bounds[1], attribute, key);
  },
  $startsWith: (value, condition) => text(value).startsWith(String(condition)),
  $startsWithi: (value, condition) => text(value).toLowerCase().startsWith(String(condition).toLowerCase()),
  $endsWith: (value, condition) => text(value).endsWith(String(condition)),
  $endsWithi: (value, condition) => text(value).toLowerCase().endsWith(String(condition).toLowerCase()),
  $null: (value, condition) => (condition === null || condition === true || condition === 'true') === (value === null || value === undefined),
  $notNull: (value, condition) => (condition === null || condition === true || condition === 'true') !== (value === null || value === undefined),
};

function listOf(condition: unknown, key: string): unknown[] {
  const list = asList(condition) ?? (typeof condition === 'string' ? [condition] : null);
  if (!list) throw validationError(`Invalid value for ${key}`, { key });
  return list;
}

function matchesScalar(value: unknown, condition: unknown, attribute: Attribute, key: string): boolean {
  if (!isObject(condition)) return OPERATORS.$eq!(value, condition, attribute, key);
  return Object.entries(condition).every(([operator, operand]) => {
    const test = OPERATORS[operator];
    if (!test) throw validationError(`Invalid operator ${operator}`, { key, operator });
    return test(value, operand, attribute, key);
  });
}

export function matchesFilters(record: Row, filters: unknown, attributes: Attributes, path = ''): boolean {
  if (filters === undefined) return true;
  if (!isObject(filters)) throw validationError('Invalid filters', { path });
  return Object.entries(filters).every(([key, condition]) => {
    if (key === '$and' || key === '$or') {
      const branches = asList(condition);
      if (!branches) throw validationError(`Invalid ${key}`, { path });
      const test = (branch: unknown) => matchesFilters(record, branch, attributes, path);
      return key === '$and' ? branches.every(test) : branches.some(test);
    }
    if (key === '$not') return !matchesFilters(record, condition, attributes, path);
    if (key.startsWith('$')) throw validationError(`Invalid operator ${key}`, { path });
    const attribute = attributeOf(attributes, key, path);
    if (!isNested(attribute)) return matchesScalar(record[key], condition, attribute, key);
    // Relations: a to-many relation matches when any related record does.
    const related = record[key];
    const records = Array.isArray(related) ? related : related ? [related] : [];
    if (isObject(condition) && ('$null' in condition || '$notNull' in condition)) {
      return matchesScalar(records.length === 0 ? null : related, condition, attribute, key);
    }
    return records.some((item) => matchesFilters(item as Row, condition, attribute.target ?? {}, path ? `${path}.${key}` : key));
  });
}

// ---- sort -----------------------------------------------------------------------------------

export function parseSort(sort: unknown, attributes: Attributes): [string, 1 | -1][] {
  if (sort === undefined) return [];
  const list = typeof sort === 'string' ? sort.split(',') : asList(sort);
  if (!list) throw validationError('Invalid sort parameter', { param: 'sort' });
  return list.map((item) => {
    if (typeof item !== 'string') throw validationError('Invalid sort parameter', { param: 'sort' });
    const [key = '', order = 'asc'] = item.trim().split(':');
    const attribute = attributeOf(attributes, key, '');
    if (isNested(attribute)) throw validationError(`Invalid key ${key}`, { key, param: 'sort' });
    if (order.toLowerCase() !== 'asc' && order.toLowerCase() !== 'desc') {
      throw validationError(`Invalid order. order can only be one of asc|desc|ASC|DESC`, { param: 'sort' });
    }
    return [key, order.toLowerCase() === 'desc' ? -1 : 1];
  });
}

function compareBy(sort: [string, 1 | -1][], attributes: Attributes) {
  return (a: Row, b: Row) => {
    for (const [key, direction] of sort) {
      const attribute = attributeOf(attributes, key, '');
      const left = comparable(attribute, a[key]);
      const right = comparable(attribute, b[key]);
      if (left === right) continue;
      if (left === null) return direction; // nulls last ascending, first descending
      if (right === null) return -direction;
      return ((left as number) < (right as number) ? -1 : 1) * direction;
    }
    return 0;
  };
}

// ---- pagination -----------------------------------------------------------------------------

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

function integer(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw validationError(`Invalid pagination ${name}`, { param: `pagination[${name}]` });
  return number;
}

export function paginate<T>(items: T[], pagination: unknown): { items: T[]; meta: PaginationMeta } {
  const params = pagination === undefined ? {} : pagination;
  if (!isObject(params)) throw validationError('Invalid pagination parameters', { param: 'pagination' });
  const page = integer(params.page, 'page');
  const pageSize = integer(params.pageSize, 'pageSize');
  const start = integer(params.start, 'start');
  const limit = integer(params.limit, 'limit');
  const unknown = Object.keys(params).filter((key) => !['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key));
  if (unknown.length > 0) throw validationError(`Invalid key ${unknown[0]}`, { param: 'pagination' });
  const total = items.length;

  if ((page !== undefined || pageSize !== undefined) && (start !== undefined || limit !== undefined)) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize', { param: 'pagination' });
  }
  if (start !== undefined || limit !== undefined) {
    const from = Math.max(0, start ?? 0);
    // limit -1 means "no limit", which Strapi caps at api.rest.maxLimit.
    const size = limit === undefined ? DEFAULT_PAGE_SIZE : limit === -1 || limit > MAX_LIMIT ? MAX_LIMIT : Math.max(1, limit);
    return { items: items.slice(from, from + size), meta: { start: from, limit: size, total } };
  }
  const size = pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.min(MAX_LIMIT, Math.max(1, pageSize));
  const current = Math.max(1, page ?? 1);
  return {
    items: items.slice((current - 1) * size, current * size),
    meta: { page: current, pageSize: size, pageCount: Math.ceil(total / size), total },
  };
}

// ---- fields and populate --------------------------------------------------------------------

function nameList(value: unknown, param: string): string[] {
  const list = typeof value === 'string' ? value.split(',') : asList(value);
  if (!list || !list.every((item) => typeof item === 'string')) throw validationError(`Invalid ${param} parameter`, { param });
  return (list as string[]).map((item) => item.trim()).filter(Boolean);
}

interface Shape {
  fields: string[] | null;
  populate: Map<string, Row>;
}

/** Reads fields/populate into which scalars to keep and which nested attributes to expand. */
function shapeOf(query: Row, attributes: Attributes, path: string): Shape {
  const fields = query.fields === undefined ? null : nameList(query.fields, 'fields');
  for (const field of fields ?? []) {
    if (isNested(attributeOf(attributes, field, path))) throw validationError(`Invalid key ${field}`, { key: field, param: 'fields' });
  }
  const populate = new Map<string, Row>();
  const add = (name: string, nested: Row) => {
    const [head = '', ...rest] = name.split('.');
    const attribute = attributeOf(attributes, head, path);
    if (!isNested(attribute)) throw validationError(`Invalid key ${head}`, { key: head, param: 'populate' });
    populate.set(head, rest.length ? { populate: rest.join('.') } : nested);
  };
  const value = query.populate;
  if (value === undefined || value === null) return { fields, populate };
  if (value === '*') {
    for (const [name, attribute] of Object.entries(attributes)) if (isNested(attribute)) populate.set(name, {});
  } else if (typeof value === 'string' || Array.isArray(value) || asList(value)) {
    for (const name of nameList(value, 'populate')) add(name, {});
  } else if (isObject(value)) {
    for (const [name, nested] of Object.entries(value)) {
      if (nested === true || nested === 'true' || nested === '*' || nested === null) add(name, nested === '*' ? { populate: '*' } : {});
      else if (isObject(nested)) add(name, nested);
      else throw validationError(`Invalid populate value for ${name}`, { param: 'populate' });
    }
  } else {
    throw validationError('Invalid populate parameter', { param: 'populate' });
  }
  return { fields, populate };
}

function project(record: Row, query: Row, attributes: Attributes, path: string): Row {
  const { fields, populate } = shapeOf(query, attributes, path);
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const attribute = attributes[key] ?? SYSTEM_ATTRIBUTES[key];
    if (!attribute) continue;
    if (isNested(attribute)) {
      const nested = populate.get(key);
      if (!nested) continue;
      const target = attribute.target ?? {};
      const expand = (item: unknown) => (isObject(item) ? project(item, nested, target, path ? `${path}.${key}` : key) : item);
      let items = Array.isArray(value) ? value : value;
      if (Array.isArray(items) && nested.filters !== undefined) {
        items = items.filter((item) => matchesFilters(item as Row, nested.filters, target, key));
      }
      if (Array.isArray(items) && nested.sort !== undefined) items = [...items].sort(compareBy(parseSort(nested.sort, target), target) as never);
      out[key] = Array.isArray(items) ? items.map(expand) : expand(items ?? null);
    } else if (fields === null || fields.includes(key) || key === 'id' || key === 'documentId') {
      out[key] = value;
    }
  }
  return out;
}

// ---- the whole query ------------------------------------------------------------------------

export interface QueryOptions {
  locales: readonly string[];
  defaultLocale: string;
}

export function runQuery(model: CollectionModel, entries: readonly Entry[], query: Row, options: QueryOptions) {
  for (const key of Object.keys(query)) {
    if (!TOP_LEVEL_KEYS.has(key)) throw validationError(`Invalid key ${key}`, { key });
  }
  const status = query.status ?? 'published';
  if (status !== 'published' && status !== 'draft') throw validationError('Invalid status', { param: 'status' });

  let rows: Row[] = entries.filter((entry) => (status === 'published' ? entry.publishedAt !== null : entry.publishedAt === null));
  if (model.localized) {
    const locale = query.locale ?? options.defaultLocale;
    if (typeof locale !== 'string' || !options.locales.includes(locale)) throw validationError('Invalid locale', { param: 'locale' });
    rows = rows.filter((entry) => entry.locale === locale);
  }
  rows = rows.filter((entry) => matchesFilters(entry, query.filters, model.attributes));
  const sort = parseSort(query.sort, model.attributes);
  if (sort.length) rows = [...rows].sort(compareBy(sort, model.attributes));
  const { items, meta } = paginate(rows, query.pagination);
  return { data: items.map((row) => project(row, query, model.attributes, '')), meta: { pagination: meta } };
}
