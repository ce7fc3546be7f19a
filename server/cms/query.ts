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
  // Own properties only: "constructor" or "__proto__" are not attributes.
  const attribute = Object.hasOwn(attributes, key) ? attributes[key] : Object.hasOwn(SYSTEM_ATTRIBUTES, key) ? SYSTEM_ATTRIBUTES[key] : undefined;
  if (!attribute) throw validationError(`Invalid key ${key}`, { key, path: path ? `${path}.${key}` : key });
  return attribute;
}

// Everything below compiles the query once, before any data is read, so an invalid query is a
// 400 whatever the data holds, and nothing is re-parsed per row.

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
const isNull = (value: unknown) => value === null || value === undefined;

type Test = (value: unknown) => boolean;
type Operator = (operand: unknown, attribute: Attribute, key: string) => Test;

const not =
  (operator: Operator): Operator =>
  (...args) => {
    const test = operator(...args);
    return (value) => !test(value);
  };

const equals: Operator = (operand, attribute, key) => {
  const expected = cast(attribute, operand, key);
  return (value) => comparable(attribute, value) === expected;
};

const compare =
  (check: (value: number, operand: number) => boolean): Operator =>
  (operand, attribute, key) => {
    const expected = cast(attribute, operand, key) as number;
    return (value) => check(comparable(attribute, value) as number, expected);
  };

/** SQL LIKE on the stored text (for JSON, its serialised text), as Strapi does; `i` folds case. */
const textMatch =
  (check: (value: string, operand: string) => boolean, foldCase = false): Operator =>
  (operand, _attribute, key) => {
    if (typeof operand === 'object' && operand !== null) throw validationError(`Invalid value for ${key}`, { key });
    const expected = foldCase ? String(operand).toLowerCase() : String(operand);
    return (value) => check(foldCase ? text(value).toLowerCase() : text(value), expected);
  };

function listOf(operand: unknown, key: string): unknown[] {
  const list = asList(operand) ?? (typeof operand === 'string' ? [operand] : null);
  if (!list) throw validationError(`Invalid value for ${key}`, { key });
  return list;
}

const inList: Operator = (operand, attribute, key) => {
  const tests = listOf(operand, key).map((item) => equals(item, attribute, key));
  return (value) => tests.some((test) => test(value));
};

const isNullOperator: Operator = (operand) => {
  const wanted = operand === null || operand === true || operand === 'true';
  return (value) => isNull(value) === wanted;
};

const between: Operator = (operand, attribute, key) => {
  const bounds = listOf(operand, key);
  if (bounds.length !== 2) throw validationError(`Invalid value for ${key}`, { key });
  const low = compare((value, bound) => value >= bound)(bounds[0], attribute, key);
  const high = compare((value, bound) => value <= bound)(bounds[1], attribute, key);
  return (value) => low(value) && high(value);
};

const includes = (value: string, operand: string) => value.includes(operand);
const startsWith = (value: string, operand: string) => value.startsWith(operand);
const endsWith = (value: string, operand: string) => value.endsWith(operand);
const same = (value: string, operand: string) => value === operand;

/** The operators of Strapi 5's REST filters. */
const OPERATORS: Record<string, Operator> = {
  $eq: equals,
  $ne: not(equals),
  $eqi: textMatch(same, true),
  $nei: not(textMatch(same, true)),
  $in: inList,
  $notIn: not(inList),
  $lt: compare((value, operand) => value < operand),
  $lte: compare((value, operand) => value <= operand),
  $gt: compare((value, operand) => value > operand),
  $gte: compare((value, operand) => value >= operand),
  $between: between,
  $contains: textMatch(includes),
  $notContains: not(textMatch(includes)),
  $containsi: textMatch(includes, true),
  $notContainsi: not(textMatch(includes, true)),
  $startsWith: textMatch(startsWith),
  $startsWithi: textMatch(startsWith, true),
  $endsWith: textMatch(endsWith),
  $endsWithi: textMatch(endsWith, true),
  $null: isNullOperator,
  $notNull: not(isNullOperator),
};

function compileCondition(condition: unknown, attribute: Attribute, key: string): Test {
  if (!isObject(condition)) return equals(condition, attribute, key);
  const tests = Object.entries(condition).map(([operator, operand]) => {
    if (!Object.hasOwn(OPERATORS, operator)) throw validationError(`Invalid operator ${operator}`, { key, operator });
    return OPERATORS[operator]!(operand, attribute, key);
  });
  return (value) => tests.every((test) => test(value));
}

type Predicate = (record: Row) => boolean;

/** The `filters` parameter as a predicate; throws the 400 for an invalid key, operator or value. */
export function compileFilters(filters: unknown, attributes: Attributes, path = ''): Predicate {
  if (filters === undefined) return () => true;
  if (!isObject(filters)) throw validationError('Invalid filters', { path });
  const tests = Object.entries(filters).map(([key, condition]): Predicate => {
    if (key === '$and' || key === '$or') {
      const branches = asList(condition);
      if (!branches) throw validationError(`Invalid ${key}`, { path });
      const compiled = branches.map((branch) => compileFilters(branch, attributes, path));
      return key === '$and' ? (record) => compiled.every((test) => test(record)) : (record) => compiled.some((test) => test(record));
    }
    if (key === '$not') {
      const inner = compileFilters(condition, attributes, path);
      return (record) => !inner(record);
    }
    if (key.startsWith('$')) throw validationError(`Invalid operator ${key}`, { path });
    const attribute = attributeOf(attributes, key, path);
    if (!isNested(attribute)) {
      const test = compileCondition(condition, attribute, key);
      return (record) => test(record[key]);
    }
    // Relations: a to-many relation matches when any related record does.
    const related = (record: Row): unknown[] => {
      const value = record[key];
      return Array.isArray(value) ? value : value ? [value] : [];
    };
    if (isObject(condition) && ('$null' in condition || '$notNull' in condition)) {
      const test = compileCondition(condition, attribute, key);
      return (record) => test(related(record).length === 0 ? null : record[key]);
    }
    const inner = compileFilters(condition, attribute.target ?? {}, path ? `${path}.${key}` : key);
    return (record) => related(record).some((item) => isObject(item) && inner(item));
  });
  return (record) => tests.every((test) => test(record));
}

// ---- sort -----------------------------------------------------------------------------------

type SortKey = { key: string; direction: 1 | -1; attribute: Attribute };

export function parseSort(sort: unknown, attributes: Attributes): SortKey[] {
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

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

function integer(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw validationError(`Invalid pagination ${name}`, { param: `pagination[${name}]` });
  return number;
}

/** Reads the `pagination` parameter; `slice` then cuts the filtered rows. */
function parsePagination(pagination: unknown) {
  const params = pagination === undefined ? {} : pagination;
  if (!isObject(params)) throw validationError('Invalid pagination parameters', { param: 'pagination' });
  const page = integer(params.page, 'page');
  const pageSize = integer(params.pageSize, 'pageSize');
  const start = integer(params.start, 'start');
  const limit = integer(params.limit, 'limit');
  const unknown = Object.keys(params).filter((key) => !['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key));
  if (unknown.length > 0) throw validationError(`Invalid key ${unknown[0]}`, { param: 'pagination' });
  if ((page !== undefined || pageSize !== undefined) && (start !== undefined || limit !== undefined)) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize', { param: 'pagination' });
  }
  if (start !== undefined || limit !== undefined) {
    const from = Math.max(0, start ?? 0);
    // limit -1 means "no limit", which Strapi caps at api.rest.maxLimit.
    const size = limit === undefined ? DEFAULT_PAGE_SIZE : limit === -1 || limit > MAX_LIMIT ? MAX_LIMIT : Math.max(1, limit);
    return <T>(items: T[]) => ({ items: items.slice(from, from + size), meta: { start: from, limit: size, total: items.length } as PaginationMeta });
  }
  const size = pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.min(MAX_LIMIT, Math.max(1, pageSize));
  const current = Math.max(1, page ?? 1);
  return <T>(items: T[]) => ({
    items: items.slice((current - 1) * size, current * size),
    meta: { page: current, pageSize: size, pageCount: Math.ceil(items.length / size), total: items.length } as PaginationMeta,
  });
}

// ---- fields and populate --------------------------------------------------------------------

function nameList(value: unknown, param: string): string[] {
  const list = typeof value === 'string' ? value.split(',') : asList(value);
  if (!list || !list.every((item) => typeof item === 'string')) throw validationError(`Invalid ${param} parameter`, { param });
  return (list as string[]).map((item) => item.trim()).filter(Boolean);
}

const NESTED_POPULATE_KEYS = new Set(['populate', 'fields', 'filters', 'sort']);

interface Shape {
  attributes: Attributes;
  /** Scalars to keep (id and documentId always), or null for all. */
  fields: string[] | null;
  nested: Map<string, { shape: Shape; filter: Predicate | null; sort: SortKey[] }>;
}

/** The `fields` and `populate` parameters, checked and compiled level by level. */
function compileShape(query: Row, attributes: Attributes, path: string): Shape {
  const fields = query.fields === undefined ? null : nameList(query.fields, 'fields');
  for (const field of fields ?? []) {
    if (isNested(attributeOf(attributes, field, path))) throw validationError(`Invalid key ${field}`, { key: field, param: 'fields' });
  }
  const requested = new Map<string, Row>();
  const add = (name: string, nestedQuery: Row) => {
    const [head = '', ...rest] = name.split('.');
    if (!isNested(attributeOf(attributes, head, path))) throw validationError(`Invalid key ${head}`, { key: head, param: 'populate' });
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
      else throw validationError(`Invalid populate value for ${name}`, { param: 'populate' });
    }
  } else if (value !== undefined && value !== null) {
    throw validationError('Invalid populate parameter', { param: 'populate' });
  }

  const nested: Shape['nested'] = new Map();
  for (const [name, nestedQuery] of requested) {
    const unknown = Object.keys(nestedQuery).find((key) => !NESTED_POPULATE_KEYS.has(key));
    if (unknown) throw validationError(`Invalid key ${unknown}`, { key: unknown, param: 'populate' });
    const target = attributeOf(attributes, name, path).target ?? {};
    const nestedPath = path ? `${path}.${name}` : name;
    nested.set(name, {
      shape: compileShape(nestedQuery, target, nestedPath),
      filter: nestedQuery.filters === undefined ? null : compileFilters(nestedQuery.filters, target, nestedPath),
      sort: parseSort(nestedQuery.sort, target),
    });
  }
  return { attributes, fields, nested };
}

function project(record: Row, shape: Shape): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const attribute = Object.hasOwn(shape.attributes, key) ? shape.attributes[key] : SYSTEM_ATTRIBUTES[key];
    if (!attribute) continue;
    if (!isNested(attribute)) {
      if (shape.fields === null || shape.fields.includes(key) || key === 'id' || key === 'documentId') out[key] = value;
      continue;
    }
    const nested = shape.nested.get(key);
    if (!nested) continue;
    const expand = (item: unknown) => (isObject(item) ? project(item, nested.shape) : item);
    if (Array.isArray(value)) {
      const kept = nested.filter ? value.filter((item) => isObject(item) && nested.filter!(item)) : value;
      out[key] = sortRows(kept as Row[], nested.sort).map(expand);
    } else {
      out[key] = expand(value ?? null);
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
  const locale = query.locale ?? options.defaultLocale;
  if (model.localized && (typeof locale !== 'string' || !options.locales.includes(locale))) {
    throw validationError('Invalid locale', { param: 'locale' });
  }
  const matches = compileFilters(query.filters, model.attributes);
  const sort = parseSort(query.sort, model.attributes);
  const paginate = parsePagination(query.pagination);
  const shape = compileShape(query, model.attributes, '');

  const rows = entries.filter(
    (entry) =>
      (status === 'published' ? entry.publishedAt !== null : entry.publishedAt === null) &&
      (!model.localized || entry.locale === locale) &&
      matches(entry),
  );
  const { items, meta } = paginate(sortRows(rows, sort));
  return { data: items.map((row) => project(row, shape)), meta: { pagination: meta } };
}
