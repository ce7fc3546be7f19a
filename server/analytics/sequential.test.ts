// The always-valid test against what it promises: A/A experiments read every day for 30 days call a
// winner at most 5 % of the time (where the classic test, read the same way, does far more often),
// a real effect is found, and its interval holds the truth.
import { seededRandom } from '../../domain/level-test/adaptive.ts';
import { fixedHorizonP, plan, sequentialEffect, type Counts } from './sequential.ts';

const DAYS = 30;

/** A binomial draw: how many of `trials` visitors converted at `rate`. */
function binomial(random: () => number, trials: number, rate: number): number {
  let converted = 0;
  for (let index = 0; index < trials; index++) if (random() < rate) converted++;
  return converted;
}

/** An experiment's cumulative counts at the end of each of 30 days. */
function daysOf(random: () => number, visitorsPerDay: number, controlRate: number, variantRate: number) {
  const control: Counts = { visitors: 0, converted: 0 };
  const variant: Counts = { visitors: 0, converted: 0 };
  return Array.from({ length: DAYS }, () => {
    control.visitors += visitorsPerDay;
    control.converted += binomial(random, visitorsPerDay, controlRate);
    variant.visitors += visitorsPerDay;
    variant.converted += binomial(random, visitorsPerDay, variantRate);
    return { control: { ...control }, variant: { ...variant } };
  });
}

/** Of `runs` experiments, the share that a daily reader would have stopped as a winner, by each test. */
function simulate(seed: number, runs: number, visitorsPerDay: number, controlRate: number, variantRate = controlRate) {
  const random = seededRandom(seed);
  let sequential = 0;
  let peeking = 0;
  let covered = 0;
  for (let run = 0; run < runs; run++) {
    const days = daysOf(random, visitorsPerDay, controlRate, variantRate);
    if (days.some((_, day) => sequentialEffect(days.slice(0, day + 1))?.significant)) sequential++;
    if (days.some(({ control, variant }) => fixedHorizonP(control, variant) < 0.05)) peeking++;
    // Always valid: the interval of every day holds the true difference, all 30 days of the run.
    if (days.every((_, day) => {
      // Before any conversion there is no interval, and nothing claimed.
      const { low, high } = sequentialEffect(days.slice(0, day + 1))?.differenceInterval ?? { low: -1, high: 1 };
      return low <= variantRate - controlRate && variantRate - controlRate <= high;
    })) covered++;
  }
  return { sequential: sequential / runs, peeking: peeking / runs, covered: covered / runs };
}

describe('A/A experiments read every day for 30 days', () => {
  // A site's range: a small page with few conversions, a busy one, a high-converting step.
  it.each([
    [50, 0.02],
    [400, 0.05],
    [150, 0.3],
  ])('at %i visitors a day per variant and a %f rate, the always-valid test calls a winner in ≤ 5 % of them; the classic test read daily, far more', (visitorsPerDay, rate) => {
    const result = simulate(7 * visitorsPerDay, 1000, visitorsPerDay, rate);
    console.log(`A/A, ${visitorsPerDay}/day at ${rate}: always valid ${(result.sequential * 100).toFixed(1)} %, classic read daily ${(result.peeking * 100).toFixed(1)} %, intervals held ${(result.covered * 100).toFixed(1)} %`);
    expect(result.sequential).toBeLessThanOrEqual(0.05);
    expect(result.covered).toBeGreaterThanOrEqual(0.95);
    expect(result.peeking).toBeGreaterThan(0.15);
  });
});

describe('an experiment with a real effect', () => {
  it('is found in most runs when the traffic is what the planner asked for, and its interval holds the true effect', () => {
    const needed = plan(0.05, 0.2)!;
    const visitorsPerDay = Math.ceil(needed.sequential / DAYS);
    const result = simulate(11, 200, visitorsPerDay, 0.05, 0.06);
    console.log(`+20 % on 5 %, ${visitorsPerDay}/day: found in ${(result.sequential * 100).toFixed(1)} %, intervals held ${(result.covered * 100).toFixed(1)} %`);
    expect(result.sequential).toBeGreaterThanOrEqual(0.8);
    expect(result.covered).toBeGreaterThanOrEqual(0.95);
  });

  it('gives the difference and the relative uplift with their intervals at the last read', () => {
    const effect = sequentialEffect([
      { control: { visitors: 5000, converted: 500 }, variant: { visitors: 5000, converted: 600 } },
    ])!;
    expect(effect.difference).toBeCloseTo(0.02, 10);
    expect(effect.uplift).toBeCloseTo(0.2, 10);
    expect(effect.differenceInterval.low).toBeGreaterThan(0);
    expect(effect.differenceInterval.low).toBeLessThan(0.02);
    expect(effect.differenceInterval.high).toBeGreaterThan(0.02);
    expect(effect.upliftInterval!.low).toBeGreaterThan(0);
    expect(effect.upliftInterval!.high).toBeGreaterThan(0.2);
    expect(effect.significant).toBe(true);
    // Wider than the fixed-horizon interval (±1.24 points): the price of reading it any day.
    expect(effect.differenceInterval.high - effect.differenceInterval.low).toBeGreaterThan(2 * 0.0124);
  });

  it('has no interval for the uplift while a side has no conversion, and nothing before both have visitors and one a conversion', () => {
    expect(sequentialEffect([{ control: { visitors: 100, converted: 0 }, variant: { visitors: 100, converted: 3 } }])).toMatchObject({ uplift: null, upliftInterval: null });
    expect(sequentialEffect([{ control: { visitors: 0, converted: 0 }, variant: { visitors: 10, converted: 1 } }])).toBeNull();
    expect(sequentialEffect([{ control: { visitors: 500, converted: 0 }, variant: { visitors: 500, converted: 0 } }])).toBeNull();
  });

  it('keeps the smallest p-value and the narrowest interval any read gave', () => {
    const reads = [
      { control: { visitors: 5000, converted: 500 }, variant: { visitors: 5000, converted: 650 } },
      { control: { visitors: 6000, converted: 600 }, variant: { visitors: 6000, converted: 640 } },
    ];
    const first = sequentialEffect(reads.slice(0, 1))!;
    const both = sequentialEffect(reads)!;
    expect(both.p).toBe(first.p);
    expect(both.differenceInterval.low).toBeGreaterThanOrEqual(first.differenceInterval.low);
    expect(both.difference).toBeCloseTo(40 / 6000, 10);
  });
});

describe('the planner', () => {
  it('gives the textbook size for a test read once (5 % → 6 %: 8,158 a variant, as Evan Miller’s calculator gives) and more for one read any day', () => {
    const sizes = plan(0.05, 0.2)!;
    expect(sizes.fixedHorizon).toBe(8158);
    expect(sizes.sequential).toBeGreaterThan(sizes.fixedHorizon);
    expect(sizes.sequential).toBeLessThan(3 * sizes.fixedHorizon);
  });

  it('needs more visitors for a smaller effect or a lower rate, and refuses a rate it cannot plan', () => {
    expect(plan(0.05, 0.1)!.sequential).toBeGreaterThan(plan(0.05, 0.2)!.sequential);
    expect(plan(0.02, 0.2)!.sequential).toBeGreaterThan(plan(0.05, 0.2)!.sequential);
    expect(plan(0, 0.1)).toBeNull();
    expect(plan(0.95, 0.1)).toBeNull();
    expect(plan(0.05, 0)).toBeNull();
  });
});
