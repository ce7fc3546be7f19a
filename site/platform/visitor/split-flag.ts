/** Spec §2: the header shows "For Business" or "Corporate English", chosen by a split flag. */
export const BUSINESS_LINK_FLAG = { key: 'header_business_link', variants: ['for-business', 'corporate-english'] } as const;

export interface SplitFlag<V extends string> {
  key: string;
  variants: readonly V[];
}

export interface AssignOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  random?: () => number;
  /** Called once, when the visitor is first assigned (analytics gen_joined_ab_test). */
  onJoin?: (event: 'gen_joined_ab_test', properties: { experiment: string; variant: string }) => void;
}

const memory = new Map<string, string>();
const storageKey = (flag: SplitFlag<string>) => `ab:${flag.key}`;

function read(storage: AssignOptions['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/**
 * The visitor's variant of a split flag: assigned once at random and kept in storage. A stored
 * value that is not a variant (tampered, or from an old experiment) is replaced; storage that
 * throws (private mode, quota) falls back to memory for this page.
 */
export function assignVariant<V extends string>(flag: SplitFlag<V>, options: AssignOptions = {}): V {
  const key = storageKey(flag);
  const stored = read(options.storage, key);
  if (stored !== null && (flag.variants as readonly string[]).includes(stored)) return stored as V;

  const drawn = (options.random ?? Math.random)();
  const unit = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0;
  const index = Math.min(flag.variants.length - 1, Math.floor(unit * flag.variants.length));
  const variant = flag.variants[index]!;
  memory.set(key, variant);
  try {
    options.storage?.setItem(key, variant);
  } catch {
    // kept in memory only
  }
  options.onJoin?.('gen_joined_ab_test', { experiment: flag.key, variant });
  return variant;
}
