// Effects that stay valid however often they are read (issue 65): the mixture sequential
// probability ratio test (mSPRT) of Johari, Koomen, Pekelis and Walsh, "Peeking at A/B Tests"
// (KDD 2017) and "Always Valid Inference" (Operations Research 2022), the method of Optimizely's
// stats engine. A fixed-horizon test read every day for 30 days declares about one A/A experiment
// in four a winner; an always-valid p-value and interval keep their 5 % over every read
// (sequential.test.ts simulates it). Pure: the report gives it the counts as they stood at the end
// of each day.

/** The level of every interval and test of the report: 95 %, a 5 % chance of a false alarm. */
export const ALPHA = 0.05;
/** z for a two-sided 95 % interval, and for 80 % power (the planner's). */
const Z_95 = 1.959963984540054;
const Z_POWER_80 = 0.8416212335729143;

/**
 * The relative change the mixture is tuned to, and the planner's default: a test detects changes
 * near it fastest. 10 %: a website's wins are mostly 2–20 % relative (Kohavi, Tang, Xu,
 * "Trustworthy Online Controlled Experiments", 2020), and the cost of a wrong guess is time, never
 * validity.
 */
export const PLANNED_RELATIVE_EFFECT = 0.1;

/** A variant's counts at one read: visitors exposed, and those of them who converted. */
export interface Counts {
  visitors: number;
  converted: number;
}

export interface Interval {
  low: number;
  high: number;
}

/** Where an estimate with its variance stands against zero at one read. */
interface Evidence {
  estimate: number;
  variance: number;
  /** The mixture's variance: the size of effect it expects, squared. */
  mixture: number;
}

/** The mixture likelihood ratio of "an effect" against "none" (the normal mixture, Johari et al. eq. 11). */
function likelihoodRatio({ estimate, variance, mixture }: Evidence): number {
  if (!(variance > 0)) return 1;
  return Math.sqrt(variance / (variance + mixture)) * Math.exp((estimate * estimate * mixture) / (2 * variance * (variance + mixture)));
}

/** The half-width of the always-valid interval at one read: the values its test would not reject. */
function halfWidth({ variance, mixture }: Evidence, alpha = ALPHA): number {
  if (!(variance > 0)) return Infinity;
  return Math.sqrt(((variance * (variance + mixture)) / mixture) * (Math.log((variance + mixture) / variance) - 2 * Math.log(alpha)));
}

/** The absolute difference of the rates, B − A, with its normal approximation's variance. */
function differenceAt(control: Counts, variant: Counts): Evidence | null {
  if (control.visitors === 0 || variant.visitors === 0) return null;
  const a = control.converted / control.visitors;
  const b = variant.converted / variant.visitors;
  const pooled = (control.converted + variant.converted) / (control.visitors + variant.visitors);
  return {
    estimate: b - a,
    variance: (a * (1 - a)) / control.visitors + (b * (1 - b)) / variant.visitors,
    mixture: (PLANNED_RELATIVE_EFFECT * pooled) ** 2,
  };
}

/** The log of the ratio of the rates, ln(B / A) (the delta method's variance): the relative uplift's scale. */
function logRatioAt(control: Counts, variant: Counts): Evidence | null {
  if (control.converted === 0 || variant.converted === 0) return null;
  const a = control.converted / control.visitors;
  const b = variant.converted / variant.visitors;
  return {
    estimate: Math.log(b / a),
    variance: (1 - a) / control.converted + (1 - b) / variant.converted,
    mixture: Math.log(1 + PLANNED_RELATIVE_EFFECT) ** 2,
  };
}

export interface Effect {
  /** B − A, in rate points (0.012 is 1.2 points). */
  difference: number;
  differenceInterval: Interval;
  /** B / A − 1; null while either has no conversion. */
  uplift: number | null;
  upliftInterval: Interval | null;
  /** The always-valid p-value: the smallest 1 / likelihood ratio over the reads so far. */
  p: number;
  significant: boolean;
}

/**
 * The effect of a variant against the control after a series of reads (their counts at the end of
 * each day, cumulative, oldest first): the last read's estimates, the intervals every read allowed
 * (their intersection) and the smallest p-value any read gave. Null while no read can tell anything
 * (no visitors on a side, or none who did it on either).
 */
export function sequentialEffect(reads: ReadonlyArray<{ control: Counts; variant: Counts }>, alpha = ALPHA): Effect | null {
  let p = 1;
  let difference: Interval = { low: -1, high: 1 };
  let ratio: Interval = { low: -Infinity, high: Infinity };
  let last: { difference: Evidence; ratio: Evidence | null } | null = null;
  for (const { control, variant } of reads) {
    const evidence = differenceAt(control, variant);
    // No visitors yet, or none of them (or all) did it on either side: this read tells nothing.
    if (!evidence || !(evidence.variance > 0)) continue;
    last = { difference: evidence, ratio: logRatioAt(control, variant) };
    p = Math.min(p, 1 / likelihoodRatio(evidence));
    difference = intersect(difference, around(evidence, alpha));
    if (last.ratio) ratio = intersect(ratio, around(last.ratio, alpha));
  }
  if (!last) return null;
  return {
    difference: last.difference.estimate,
    differenceInterval: difference,
    uplift: last.ratio ? Math.expm1(last.ratio.estimate) : null,
    upliftInterval: last.ratio ? { low: Math.expm1(ratio.low), high: Math.expm1(ratio.high) } : null,
    p,
    significant: p < alpha,
  };
}

const around = (evidence: Evidence, alpha: number): Interval => {
  const half = halfWidth(evidence, alpha);
  return { low: evidence.estimate - half, high: evidence.estimate + half };
};

/**
 * The values every read so far allowed. Were two reads' intervals ever apart (a 5 % event over the
 * whole run), the later one stands: an empty interval tells a team nothing.
 */
function intersect(before: Interval, now: Interval): Interval {
  const low = Math.max(before.low, now.low);
  const high = Math.min(before.high, now.high);
  return low <= high ? { low, high } : now;
}

export interface Plan {
  /** Visitors each variant needs: read once at the end (a fixed horizon), or read as often as one likes (this report's test). */
  fixedHorizon: number;
  sequential: number;
}

/**
 * How many visitors each of two variants needs for an 80 % chance of finding a change of
 * `relativeEffect` on a rate of `baseline`, at 5 %: the textbook two-proportion size for a test read
 * once, and for the always-valid test the smallest size at which the expected estimate clears its
 * interval with the same power. Null for a baseline outside (0, 1) or an effect that leaves it.
 */
export function plan(baseline: number, relativeEffect = PLANNED_RELATIVE_EFFECT): Plan | null {
  const changed = baseline * (1 + relativeEffect);
  if (!(baseline > 0 && baseline < 1) || !(changed > 0 && changed < 1) || relativeEffect === 0) return null;
  const delta = Math.abs(changed - baseline);
  const spread = baseline * (1 - baseline) + changed * (1 - changed);
  const pooled = (baseline + changed) / 2;
  const fixedHorizon = Math.ceil((Z_95 * Math.sqrt(2 * pooled * (1 - pooled)) + Z_POWER_80 * Math.sqrt(spread)) ** 2 / delta ** 2);
  const mixture = (PLANNED_RELATIVE_EFFECT * pooled) ** 2;
  const detects = (visitors: number) => {
    const variance = spread / visitors;
    return halfWidth({ estimate: delta, variance, mixture }) + Z_POWER_80 * Math.sqrt(variance) <= delta;
  };
  let high = fixedHorizon;
  while (!detects(high)) high *= 2;
  let low = Math.floor(high / 2);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (detects(middle)) high = middle;
    else low = middle;
  }
  return { fixedHorizon, sequential: high };
}

/** The classic z-test's p-value, read once (the simulation's contrast: what peeking at it does). */
export function fixedHorizonP(control: Counts, variant: Counts): number {
  const evidence = differenceAt(control, variant);
  if (!evidence || !(evidence.variance > 0)) return 1;
  return 2 * normalTail(Math.abs(evidence.estimate) / Math.sqrt(evidence.variance));
}

/** P(Z > z) for a standard normal Z (the complementary error function, Numerical Recipes' erfc, |error| < 1.2e-7). */
function normalTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const erfc =
    t *
    Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851973 + t * (-0.82215223 + t * 0.17087277)))))))));
  return (x >= 0 ? erfc : 2 - erfc) / 2;
}
