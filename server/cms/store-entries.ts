// A collection of the content service as the site reads it, validated once per version of it the
// store holds (the store swaps a collection's array when its content changes: `npm run dev`'s
// reload, a seed), not once per request: the seats, the bookings and their e-mails read them on
// every request.
import type * as v from 'valibot';
import { validate } from '../../domain/content/schemas.ts';
import type { Store } from './store.ts';

const read = new WeakMap<object, unknown[]>();

/** The collection's entries the schema accepts, in the store's order (a malformed one is left out). */
export function validEntries<T>(store: Store, collection: string, schema: v.GenericSchema<unknown, T>): T[] {
  const entries = store.get(collection) ?? [];
  let valid = read.get(entries) as T[] | undefined;
  if (!valid) read.set(entries, (valid = entries.flatMap((entry) => {
    const result = validate(schema, entry);
    return result.ok ? [result.value] : [];
  })));
  return valid;
}

/** The same, one locale's. */
export const validEntriesOf = <T extends { locale?: string | null }>(store: Store, collection: string, schema: v.GenericSchema<unknown, T>, locale: string): T[] =>
  validEntries(store, collection, schema).filter((entry) => (entry.locale ?? '') === locale);
