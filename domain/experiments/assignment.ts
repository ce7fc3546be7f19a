// Experiments at run time (issue 46). A page names the experiments that run on it in a data block
// (in-page.ts, written when it is rendered); the server or the edge reads it and assigns the
// visitor from their first-party identifier, so the first paint already shows their variant: its
// token `exp-<key>-<variant>` goes on <html data-visitor>, and the page's own <style> shows the
// elements marked with it. The same identifier gives the same variant on every instance, at the
// edge and in a browser. A visitor who may not be counted has no identifier: they see the first
// variant (the control) and are in no experiment.
import { experimentToken } from './marks.ts';

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

/** The visitor's tokens for a page's experiments: one per experiment they are in. */
export function experimentTokens(experiments: readonly PageExperiment[], context: AssignmentContext | null): string[] {
  if (!context) return [];
  return experiments.flatMap((experiment) => {
    const variant = assignedVariant(experiment, context);
    return variant ? [experimentToken(experiment.key, variant)] : [];
  });
}

/**
 * The page's rule that shows each element of an experiment only to its variant: the control's
 * until the server names another variant of that experiment, the others only when it names them.
 * One rule for all of them, as short as it can be written: it is in every page's first screen.
 */
export function experimentStyles(experiments: readonly PageExperiment[]): string {
  const hidden = experiments.flatMap(({ key, variants }) => {
    const [control, ...others] = variants.map((variant) => experimentToken(key, variant.key));
    const named = (token: string) => `[data-visitor~="${token}"]`;
    const otherNamed = others.length === 1 ? named(others[0]!) : `:is(${others.map(named).join()})`;
    return [`${otherNamed} [data-when="${control}"]`, ...others.map((token) => `:root:not(${named(token)}) [data-when="${token}"]`)];
  });
  return hidden.length ? `${hidden.join()}{display:none}` : '';
}
