// Experiments at run time (issue 46). A page names the experiments that run on it in a <meta>
// (written when it is rendered, experiments.ts); the server or the edge reads it and assigns the
// visitor from their first-party identifier, so the first paint already shows their variant: its
// token `exp-<key>-<variant>` goes on <html data-visitor>, and the page's own <style> shows the
// elements marked with it. The same identifier gives the same variant on every instance, at the
// edge and in a browser. A visitor who may not be counted has no identifier: they see the first
// variant (the control) and are in no experiment.
import * as v from 'valibot';

/** What a page carries of an experiment: what the assignment needs, and nothing an editor wrote for themselves. */
export interface PageExperiment {
  key: string;
  /** The first is the control, shown to whoever is not assigned. */
  variants: ReadonlyArray<{ key: string; weight: number }>;
  /** The share of the targeted visitors who take part, 0–100. */
  traffic: number;
  /** Epoch milliseconds; null for "from now on" and "until switched off". */
  startsAt: number | null;
  endsAt: number | null;
  /** ISO 3166 codes; empty for everywhere. */
  countries: readonly string[];
}

export const EXPERIMENT_KEY = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
export const VARIANT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const PageExperimentSchema = v.object({
  key: v.pipe(v.string(), v.regex(EXPERIMENT_KEY), v.maxLength(40)),
  variants: v.pipe(v.array(v.object({ key: v.pipe(v.string(), v.regex(VARIANT_KEY), v.maxLength(40)), weight: v.pipe(v.number(), v.minValue(0)) })), v.minLength(2), v.maxLength(6)),
  traffic: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  startsAt: v.nullable(v.number()),
  endsAt: v.nullable(v.number()),
  countries: v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
});

export const EXPERIMENTS_META = 'experiments';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The <meta>'s content: the page's experiments as JSON (React escapes it in the attribute). */
export const experimentsMetaContent = (experiments: readonly PageExperiment[]) => JSON.stringify(experiments);

/** The experiments a page was rendered with (its <meta name="experiments">), read once per page; a malformed one is none. */
export function experimentsIn(html: string): PageExperiment[] {
  const match = new RegExp(`<meta name="${EXPERIMENTS_META}" content="([^"]*)"\\s*/?>`).exec(html);
  if (!match) return [];
  try {
    const parsed = v.safeParse(v.array(PageExperimentSchema), JSON.parse(unescapeAttribute(match[1]!)));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The meta tag itself, for pages written outside React (tests, the edge's fixtures). */
export const experimentsMetaTag = (experiments: readonly PageExperiment[]) => `<meta name="${EXPERIMENTS_META}" content="${escapeAttribute(experimentsMetaContent(experiments))}">`;

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

const unit = (text: string) => hash32(text) / 2 ** 32;

export interface AssignmentContext {
  visitorId: string;
  /** The CDN's country, normalised; null when unknown (a country-targeted experiment then leaves the visitor out). */
  country: string | null;
  now: number;
}

/**
 * The visitor's variant of an experiment, or null when they are not in it: before its start or
 * after its end, outside its countries, or outside its share of traffic. The share and the variant
 * come from two independent hashes of the identifier, so widening the share keeps everyone who was
 * in on the variant they had.
 */
export function assignedVariant(experiment: PageExperiment, { visitorId, country, now }: AssignmentContext): string | null {
  if (experiment.startsAt !== null && now < experiment.startsAt) return null;
  if (experiment.endsAt !== null && now >= experiment.endsAt) return null;
  if (experiment.countries.length > 0 && (!country || !experiment.countries.includes(country))) return null;
  if (unit(`${experiment.key}:traffic:${visitorId}`) >= experiment.traffic / 100) return null;
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return null;
  let point = unit(`${experiment.key}:${visitorId}`) * total;
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant.key;
    point -= variant.weight;
  }
  return experiment.variants.findLast((variant) => variant.weight > 0)!.key;
}

/** The token of a variant on <html data-visitor>, and the `data-when` of what it shows. */
export const experimentToken = (key: string, variant: string) => `exp-${key}-${variant}`;

/** The visitor's tokens for a page's experiments: one per experiment they are in. */
export function experimentTokens(experiments: readonly PageExperiment[], context: AssignmentContext | null): string[] {
  if (!context) return [];
  return experiments.flatMap((experiment) => {
    const variant = assignedVariant(experiment, context);
    return variant ? [experimentToken(experiment.key, variant)] : [];
  });
}

/** The experiments and variants a list of tokens names (the browser reads them off <html>). */
export function joinedExperiments(tokens: readonly string[]): Array<{ experiment: string; variant: string }> {
  return tokens.flatMap((token) => {
    const match = /^exp-([a-z0-9_]+)-([a-z0-9-]+)$/.exec(token);
    return match ? [{ experiment: match[1]!, variant: match[2]! }] : [];
  });
}

/**
 * The page's rules that show each element of an experiment only to its variant: the control's
 * until the server names another variant of that experiment, the others only when it names them.
 */
export function experimentStyles(experiments: readonly PageExperiment[]): string {
  return experiments
    .flatMap(({ key, variants }) =>
      variants.map(({ key: variant }, index) => {
        const token = experimentToken(key, variant);
        const hidden = index === 0 ? `html[data-visitor*=" exp-${key}-"]:not([data-visitor~="${token}"])` : `html:not([data-visitor~="${token}"])`;
        return `${hidden} [data-when="${token}"]{display:none}`;
      }),
    )
    .join('');
}

/** Where the browser keeps what it reported (the site's storage wrapper is one). */
export interface JoinRecord {
  get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null;
  set(key: string, value: unknown): void;
}

/** The storage key of what a browser reported of an experiment (the cookie policy lists `ab_joined:*`). */
export const joinRecordKey = (experiment: string) => `ab_joined:${experiment}`;

/**
 * Calls `report` (analytics gen_joined_ab_test) the first time this browser shows `variant` of
 * `experiment`, and again only if the variant changes (a new identifier, a new experiment).
 */
export function reportJoinOnce(join: { experiment: string; variant: string }, storage: JoinRecord, report: (join: { experiment: string; variant: string }) => void): void {
  const key = joinRecordKey(join.experiment);
  if (storage.get(key, v.string()) === join.variant) return;
  storage.set(key, join.variant);
  report(join);
}
