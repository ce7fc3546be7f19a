// Each verdict row on an experiment built to meet it, and the order they are tried in.
import type { ExperimentReport, GoalResult, GuardrailResult } from './report.ts';
import { sequentialEffect, type Counts } from './sequential.ts';
import { verdictsOf } from './verdict.ts';

const read = (control: Counts, variant: Counts) => sequentialEffect([{ control, variant }]);

/** A two-variant experiment: control and `b` with the visitors and conversions given, and `b`'s bounce. */
function experiment({ visitors, control, variant, bounce = [0.4, 0.4], mismatch = false, days = 14 }: { visitors: number; control: number; variant: number; bounce?: [number, number]; mismatch?: boolean; days?: number }): ExperimentReport {
  const goal = (converted: number, effect: GoalResult['effect']): GoalResult => ({ goal: 'onboarding_completed', visitors: converted, rate: converted / visitors, low: 0, high: 1, effect });
  const bounced = (share: number, effect: GuardrailResult['effect']): GuardrailResult => ({ guardrail: 'bounced', visitors: Math.round(share * visitors), rate: share, low: 0, high: 1, effect, harmed: !!effect?.significant && effect.difference > 0 });
  const controlCounts = { visitors, converted: control };
  const bounceEffect = read({ visitors, converted: Math.round(bounce[0] * visitors) }, { visitors, converted: Math.round(bounce[1] * visitors) });
  return {
    key: 'plan_hero',
    daysRunning: days,
    timeline: [],
    sampleRatio: { chiSquare: mismatch ? 40 : 0, p: mismatch ? 1e-10 : 1, mismatch },
    variants: [
      { key: 'a', weight: 1, assigned: visitors, exposed: visitors, goals: [goal(control, null)], guardrails: [bounced(bounce[0], null)] },
      { key: 'b', weight: 1, assigned: visitors, exposed: visitors, goals: [goal(variant, read(controlCounts, { visitors, converted: variant }))], guardrails: [bounced(bounce[1], bounceEffect)] },
    ],
  };
}

describe('the verdict on a variant', () => {
  it.each([
    ['wins', { visitors: 10_000, control: 1000, variant: 1250 }, /^b wins on onboarding_completed, \+25(\.0)? % \[\+[\d.]+ %, \+[\d.]+ %\], no guardrail harmed$/],
    ['wins-with-harm', { visitors: 10_000, control: 1000, variant: 1250, bounce: [0.4, 0.5] }, /^b wins on onboarding_completed, \+25(\.0)? % .*, but harms bounced \+10\.0 points: weigh it before shipping$/],
    ['loses', { visitors: 10_000, control: 1250, variant: 1000 }, /^b loses on onboarding_completed, −20\.0 % \[−[\d.]+ %, −[\d.]+ %\]: stop it and keep a$/],
    ['harms', { visitors: 10_000, control: 1000, variant: 1000, bounce: [0.4, 0.5] }, /^b harms bounced \+10\.0 points: stop it, whatever onboarding_completed does$/],
    ['no-difference', { visitors: 200_000, control: 20_000, variant: 20_100 }, /^No change of 10 % or more on onboarding_completed \(\+0\.5 % \[−\d\.\d %, \+\d\.\d %\]\): b is no better than a; keep the simpler one$/],
    ['smaller-than-planned', { visitors: 40_000, control: 4000, variant: 4150 }, /^No verdict yet on onboarding_completed \(\+3\.\d % .*\) after the visitors a 10 % change needs: any effect is smaller; run on only if a smaller one matters$/],
    ['keep-running', { visitors: 1400, control: 140, variant: 150, days: 14 }, /^Keep running: about \d+ more days to tell a 10 % change on onboarding_completed \([\d,]+ visitors a variant\)$/],
    ['too-early', { visitors: 300, control: 0, variant: 0 }, /^Keep running: too few of its visitors have reached onboarding_completed to plan the rest$/],
    ['mismatch', { visitors: 10_000, control: 1000, variant: 1250, mismatch: true }, /^Do not decide: the visitors are not split as set/],
  ] as const)('%s', (kind, shape, sentence) => {
    const [verdict] = verdictsOf(experiment(shape as Parameters<typeof experiment>[0]));
    expect(verdict).toMatchObject({ variant: 'b', kind });
    expect(verdict!.sentence).toMatch(sentence);
  });

  it('counts the days left from the traffic so far: twice the visitors a day, about half the days', () => {
    const days = (visitors: number) => Number(/about (\d+) more days/.exec(verdictsOf(experiment({ visitors, control: visitors / 10, variant: visitors / 10 + 5, days: 14 }))[0]!.sentence)![1]);
    const slow = days(1400);
    const fast = days(2800);
    expect(fast).toBeLessThan(slow / 1.8);
    expect(fast).toBeGreaterThan(slow / 2.4);
  });
});
