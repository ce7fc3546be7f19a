// The shape of a valibot schema as the CMS sees it: the kind under its pipes and optional
// wrappers, and the checks on the way. Read by the making of the Strapi files
// (scripts/cms-model/) and by the page query, which populates a section's nested records.

/** A valibot schema or action, as far as it is read here. */
export interface SchemaNode {
  type: string;
  pipe?: SchemaNode[];
  wrapped?: SchemaNode;
  default?: unknown;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
  requirement?: unknown;
}

export interface Unwrapped {
  base: SchemaNode;
  optional: boolean;
  /** The value an optional field takes when it is missing, if a plain one. */
  fallback?: unknown;
  /** Every action of the pipes on the way (max_length, regex, integer…). */
  actions: SchemaNode[];
}

/** The schema under its pipes and optional wrappers, with every action of the pipes on the way. */
export function unwrapSchema(schema: SchemaNode, into: Unwrapped = { base: schema, optional: false, actions: [] }): Unwrapped {
  if (schema.pipe) {
    const [first, ...actions] = schema.pipe;
    unwrapSchema(first!, into);
    into.actions.push(...actions);
    return into;
  }
  if (schema.type === 'nullish' || schema.type === 'optional' || schema.type === 'nullable') {
    into.optional = true;
    if (schema.default !== undefined && schema.default !== null && typeof schema.default !== 'object') into.fallback = schema.default;
    return unwrapSchema(schema.wrapped!, into);
  }
  into.base = schema;
  return into;
}

/** The fields of an object schema that hold records of their own (a component, a media file, a list of either): what a query populates. */
export function nestedFields(schema: SchemaNode): string[] {
  const object = unwrapSchema(schema).base;
  return Object.entries(object.entries ?? {})
    .filter(([, field]) => {
      const { base } = unwrapSchema(field);
      return base.type === 'object' || (base.type === 'array' && unwrapSchema(base.item!).base.type === 'object');
    })
    .map(([name]) => name);
}
