// Split tests. The server (or the edge) assigns the visitor's variant from their first-party
// identifier (issue 46: the same identifier, the same variant, on every instance and at the edge),
// so the first paint already shows it (docs/working-on-the-site.md, "Decided before paint"); the
// browser reports joining once. A visitor who may not be counted has no identifier and no variant:
// they see the first one, and are in no experiment.
import * as v from 'valibot';

/** Spec §2: the header shows "For Business" or "Corporate English", chosen by a split flag. */
export const BUSINESS_LINK_FLAG = { key: 'header_business_link', variants: ['for-business', 'corporate-english'] } as const;


export interface SplitFlag<V extends string> {
  key: string;
  variants: readonly V[];
}

/** Where the browser keeps what it reported (the site's storage wrapper is one). */
export interface JoinRecord {
  get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null;
  set(key: string, value: unknown): void;
}

export const isVariant = <V extends string>(flag: SplitFlag<V>, value: unknown): value is V =>
  (flag.variants as readonly unknown[]).includes(value);

/**
 * 32 bits of a text: FNV-1a, then MurmurHash3's finaliser so that identifiers differing in one
 * character land far apart. The same number in Node, at the edge and in a browser.
 */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The visitor's variant: the same for the same identifier and experiment, wherever it is decided. */
export function assignedVariant<V extends string>(flag: SplitFlag<V>, visitorId: string): V {
  const unit = hash32(`${flag.key}:${visitorId}`) / 2 ** 32;
  return flag.variants[Math.floor(unit * flag.variants.length)]!;
}

/**
 * Calls `report` (analytics gen_joined_ab_test) the first time this browser shows `variant`
 * of `flag`, and again only if the variant changes (a new cookie, a new experiment).
 */
export function reportJoinOnce<V extends string>(
  flag: SplitFlag<V>,
  variant: V,
  storage: JoinRecord,
  report: (join: { experiment: string; variant: V }) => void,
): void {
  const key = `ab_joined:${flag.key}`;
  if (storage.get(key, v.string()) === variant) return;
  storage.set(key, variant);
  report({ experiment: flag.key, variant });
}
