// The arithmetic of the analytics report (issue 46), pure: a conversion rate with its 95 %
// interval and the sample-ratio check (effects against the control: sequential.ts).

/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

export interface Rate {
  rate: number;
  low: number;
  high: number;
}

/**
 * A proportion with its Wilson score interval: unlike the normal approximation it stays inside
 * [0, 1] and keeps its coverage at small counts and rates near 0 or 1, which conversion rates are.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Rate {
  if (trials <= 0) return { rate: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all, the bound is exactly 0 or 1 (the formula leaves rounding noise there).
  return { rate: p, low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === trials ? 1 : Math.min(1, centre + half) };
}

/** ln Γ(x), Lanczos (g = 7, n = 9): accurate to about 15 digits for x > 0. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = c[0]!;
  for (let index = 1; index < 9; index++) sum += c[index]! / (shifted + index);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised upper incomplete gamma Q(a, x): a series below a + 1, a continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) sum += term *= x / (a + n);
    return Math.max(0, 1 - sum * front);
  }
  // Lentz's method.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 500; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}

/** P(X ≥ x) for X χ²-distributed with `df` degrees of freedom. */
export const chiSquareSurvival = (x: number, df: number): number => upperGamma(df / 2, x / 2);

/**
 * The threshold of a sample-ratio mismatch: the experiment's split is not what it was set to.
 * 0.001, not 0.05, as the industry does (Microsoft's ExP, Optimizely): the check runs on every
 * experiment every day, and a false alarm costs an investigation.
 */
export const SRM_P_THRESHOLD = 0.001;

export interface SampleRatio {
  chiSquare: number;
  p: number;
  mismatch: boolean;
}

/** Pearson's χ² of the visitors each variant got against the shares it was given. */
export function sampleRatio(observed: readonly number[], weights: readonly number[]): SampleRatio {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || observed.length < 2 || weightSum <= 0) return { chiSquare: 0, p: 1, mismatch: false };
  const chiSquare = observed.reduce((sum, count, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightSum;
    return expected > 0 ? sum + (count - expected) ** 2 / expected : sum;
  }, 0);
  const p = chiSquareSurvival(chiSquare, observed.length - 1);
  return { chiSquare, p, mismatch: p < SRM_P_THRESHOLD };
}
