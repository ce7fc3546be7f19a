import * as v from 'valibot';
import type { Store } from './store.ts';
import { validEntries, validEntriesOf } from './store-entries.ts';

const Schema = v.object({ name: v.string(), locale: v.nullish(v.string()) });

describe('a collection as the site reads it from the store', () => {
  it('leaves a malformed entry out, keeps the order, and picks a locale', () => {
    const store: Store = new Map([['things', [{ name: 'a', locale: 'en' }, { name: 7 }, { name: 'b', locale: 'uk' }] as never]]);
    expect(validEntries(store, 'things', Schema).map((entry) => entry.name)).toEqual(['a', 'b']);
    expect(validEntriesOf(store, 'things', Schema, 'uk').map((entry) => entry.name)).toEqual(['b']);
    expect(validEntries(store, 'nothing', Schema)).toEqual([]);
  });

  it('validates a version of the collection once, and the next version again', () => {
    const store: Store = new Map([['things', [{ name: 'a' }] as never]]);
    const first = validEntries(store, 'things', Schema);
    expect(validEntries(store, 'things', Schema)).toBe(first);
    store.set('things', [{ name: 'b' }] as never);
    expect(validEntries(store, 'things', Schema).map((entry) => entry.name)).toEqual(['b']);
  });
});
