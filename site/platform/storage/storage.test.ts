import * as v from 'valibot';
import { createSafeStorage } from './storage.ts';

const memoryBackend = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('safe storage', () => {
  it('keeps a value until it expires, then forgets it', () => {
    let now = 1_000;
    const backend = memoryBackend();
    const store = createSafeStorage(() => backend, () => now);
    store.set('dismissed', true, { expiresInMs: 500 });
    expect(store.get('dismissed', v.boolean())).toBe(true);
    now = 1_499;
    expect(store.get('dismissed', v.boolean())).toBe(true);
    now = 1_500;
    expect(store.get('dismissed', v.boolean())).toBeNull();
    expect(backend.items.has('dismissed')).toBe(false);
  });

  it('keeps a value without expiry for good', () => {
    const backend = memoryBackend();
    const store = createSafeStorage(() => backend, () => 0);
    store.set('variant', 'for-business');
    expect(store.get('variant', v.picklist(['for-business', 'corporate-english']))).toBe('for-business');
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of another shape', '"for-business"'],
    ['a non-numeric expiry', '{"v":1,"e":"never"}'],
    ['a value of the wrong type', '{"v":"yes","e":null}'],
  ])('treats %s as absent and removes it', (_, raw) => {
    const backend = memoryBackend();
    backend.items.set('key', raw);
    const store = createSafeStorage(() => backend);
    expect(store.get('key', v.number())).toBeNull();
    expect(backend.items.has('key')).toBe(false);
  });

  it('works from memory when the storage throws on every access', () => {
    const store = createSafeStorage(throwing);
    expect(store.get('key', v.string())).toBeNull();
    store.set('key', 'kept for this visit');
    expect(store.get('key', v.string())).toBe('kept for this visit');
    store.remove('key');
    expect(store.get('key', v.string())).toBeNull();
  });

  it('works from memory when the storage is full', () => {
    const backend = memoryBackend();
    backend.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const store = createSafeStorage(() => backend);
    store.set('remaining', 42);
    expect(store.get('remaining', v.number())).toBe(42);
  });

  it('does nothing harmful without a window (prerender)', () => {
    const store = createSafeStorage(() => undefined);
    store.set('key', 1);
    expect(store.get('key', v.number())).toBe(1);
  });
});
