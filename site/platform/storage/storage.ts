// One safe way to keep things in the browser: local or session storage with an optional expiry.
// Storage that is missing (prerender), throws (blocked cookies, Safari private mode), is full,
// or holds tampered or foreign values never breaks a page: reads give null, writes fall back to
// memory for the rest of the visit.
import * as v from 'valibot';

interface Stored {
  /** The value. */
  v: unknown;
  /** Expiry, epoch ms; null for never. */
  e: number | null;
}

const StoredSchema = v.object({ v: v.unknown(), e: v.nullable(v.number()) });

export interface SafeStorage {
  /** The value under `key` if present, unexpired and of the schema's shape; null otherwise. */
  get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null;
  /** Keeps `value` (JSON) under `key`, until `expiresInMs` from now when given. */
  set(key: string, value: unknown, options?: { expiresInMs?: number }): void;
  remove(key: string): void;
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSafeStorage(backend: () => Backend | undefined, now: () => number = Date.now): SafeStorage {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      const stored = backend()?.getItem(key);
      if (stored != null) return stored;
    } catch {
      // Unavailable: memory only.
    }
    return memory.get(key) ?? null;
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      backend()?.removeItem(key);
    } catch {
      // Unavailable: nothing stored there to remove.
    }
  };

  return {
    get(key, schema) {
      const raw = read(key);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const stored = v.safeParse(StoredSchema, parsed);
      if (!stored.success || (stored.output.e !== null && stored.output.e <= now())) {
        remove(key);
        return null;
      }
      const value = v.safeParse(schema, stored.output.v);
      if (!value.success) {
        remove(key);
        return null;
      }
      return value.output;
    },
    set(key, value, options = {}) {
      const stored: Stored = { v: value, e: options.expiresInMs === undefined ? null : now() + options.expiresInMs };
      const raw = JSON.stringify(stored);
      try {
        const target = backend();
        if (target) {
          target.setItem(key, raw);
          memory.delete(key);
          return;
        }
      } catch {
        // Full or blocked: keep it for this visit.
      }
      memory.set(key, raw);
    },
    remove,
  };
}

// A preview keeps everything in memory: it writes nothing a visitor's browser would keep.
const browserStorage = (name: 'localStorage' | 'sessionStorage') => (): Backend | undefined =>
  typeof window === 'undefined' || document.documentElement.hasAttribute('data-preview') ? undefined : window[name];

/** Kept across visits. */
export const localStore = createSafeStorage(browserStorage('localStorage'));
/** Kept for the tab's session. */
export const sessionStore = createSafeStorage(browserStorage('sessionStorage'));
