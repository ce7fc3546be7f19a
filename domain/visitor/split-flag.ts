// Split tests. The server draws the visitor's variant once and keeps it in a cookie, so the first
// paint already shows it (docs/working-on-the-site.md, "Decided before paint"); the browser reports joining once.
import * as v from 'valibot';

/** Spec §2: the header shows "For Business" or "Corporate English", chosen by a split flag. */
export const BUSINESS_LINK_FLAG = { key: 'header_business_link', variants: ['for-business', 'corporate-english'] } as const;

/** The cookie that keeps the header's variant (set by the server, or by the edge rule), and for how long. */
export const SPLIT_COOKIE = `ab_${BUSINESS_LINK_FLAG.key}`;
export const SPLIT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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

/** A variant drawn at random; any value from `random` (NaN, out of range) still gives one. */
export function drawVariant<V extends string>(flag: SplitFlag<V>, random: () => number = Math.random): V {
  const drawn = random();
  const unit = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0;
  return flag.variants[Math.min(flag.variants.length - 1, Math.floor(unit * flag.variants.length))]!;
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
