// What a team does with a variant (issue 65), in words: one row a verdict, the first that applies
// wins. Read on the experiment's first goal (its primary: the CMS lists it first), its always-valid
// effect and the guardrails.
import type { ExperimentReport } from './report.ts';
import { PLANNED_RELATIVE_EFFECT, plan } from './sequential.ts';

/** A share as signed hundredths: 0.061 is "+6.1" (percentage points), and with a " %" a relative change. */
export const signedPoints = (value: number, digits = 1) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value * 100).toFixed(digits)}`;
export const signedPercent = (value: number, digits = 0) => `${signedPoints(value, digits)} %`;
const share = (value: number) => `${Math.round(value * 100)} %`;

interface Facts {
  variant: string;
  control: string;
  goal: string;
  mismatch: boolean;
  effect: NonNullable<ExperimentReport['variants'][number]['goals'][number]['effect']> | null;
  /** The guardrails this variant harms, as "bounced +3 points". */
  harms: string[];
  /** Days more, at the traffic so far, until the test can tell the planned change; null when it cannot say. */
  daysLeft: number | null;
  visitorsNeeded: number | null;
  /** The exposed visitors of the smaller side. */
  fewest: number;
}

export type VerdictKind = (typeof VERDICTS)[number]['kind'];

/** The uplift with its interval as a team reads it: whole percents, or tenths when one is below 10 %. */
function upliftWithInterval({ effect }: Facts) {
  if (effect!.uplift === null || !effect!.upliftInterval) return `${signedPoints(effect!.difference)} points`;
  const values = [effect!.uplift, effect!.upliftInterval.low, effect!.upliftInterval.high];
  const [uplift, low, high] = values.map((value) => signedPercent(value, values.some((entry) => Math.abs(entry) < 0.1) ? 1 : 0));
  return `${uplift} [${low}, ${high}]`;
}

const VERDICTS = [
  {
    kind: 'mismatch',
    applies: (facts: Facts) => facts.mismatch,
    sentence: () => 'Do not decide: the visitors are not split as set (a sample-ratio mismatch); find the cause first',
  },
  {
    kind: 'wins',
    applies: (facts: Facts) => !!facts.effect?.significant && facts.effect.difference > 0 && facts.harms.length === 0,
    sentence: (facts: Facts) => `${facts.variant} wins on ${facts.goal}, ${upliftWithInterval(facts)}, no guardrail harmed`,
  },
  {
    kind: 'wins-with-harm',
    applies: (facts: Facts) => !!facts.effect?.significant && facts.effect.difference > 0,
    sentence: (facts: Facts) => `${facts.variant} wins on ${facts.goal}, ${upliftWithInterval(facts)}, but harms ${facts.harms.join(' and ')}: weigh it before shipping`,
  },
  {
    kind: 'loses',
    applies: (facts: Facts) => !!facts.effect?.significant && facts.effect.difference < 0,
    sentence: (facts: Facts) => `${facts.variant} loses on ${facts.goal}, ${upliftWithInterval(facts)}: stop it and keep ${facts.control}`,
  },
  {
    kind: 'harms',
    applies: (facts: Facts) => facts.harms.length > 0,
    sentence: (facts: Facts) => `${facts.variant} harms ${facts.harms.join(' and ')}: stop it, whatever ${facts.goal} does`,
  },
  {
    // The interval rules out a change as large as the one planned for, either way.
    kind: 'no-difference',
    applies: (facts: Facts) => !!facts.effect?.upliftInterval && facts.effect.upliftInterval.low > -PLANNED_RELATIVE_EFFECT && facts.effect.upliftInterval.high < PLANNED_RELATIVE_EFFECT,
    sentence: (facts: Facts) =>
      `No change of ${share(PLANNED_RELATIVE_EFFECT)} or more on ${facts.goal} (${upliftWithInterval(facts)}): ${facts.variant} is no better than ${facts.control}; keep the simpler one`,
  },
  {
    kind: 'smaller-than-planned',
    applies: (facts: Facts) => facts.visitorsNeeded !== null && facts.fewest >= facts.visitorsNeeded,
    sentence: (facts: Facts) =>
      `No verdict yet on ${facts.goal} (${upliftWithInterval(facts)}) after the visitors a ${share(PLANNED_RELATIVE_EFFECT)} change needs: any effect is smaller; run on only if a smaller one matters`,
  },
  {
    kind: 'keep-running',
    applies: (facts: Facts) => facts.daysLeft !== null,
    sentence: (facts: Facts) =>
      `Keep running: about ${facts.daysLeft} more day${facts.daysLeft === 1 ? '' : 's'} to tell a ${share(PLANNED_RELATIVE_EFFECT)} change on ${facts.goal} (${facts.visitorsNeeded!.toLocaleString('en-GB')} visitors a variant)`,
  },
  {
    kind: 'too-early',
    applies: () => true,
    sentence: (facts: Facts) => `Keep running: too few of its visitors have reached ${facts.goal} to plan the rest`,
  },
] as const;

export interface Verdict {
  variant: string;
  kind: VerdictKind;
  sentence: string;
}

/** Each variant's verdict against the control, on the experiment's first goal. */
export function verdictsOf(experiment: ExperimentReport): Verdict[] {
  const [control, ...others] = experiment.variants;
  if (!control || !control.goals[0]) return [];
  const goal = control.goals[0];
  const needed = plan(goal.rate, PLANNED_RELATIVE_EFFECT)?.sequential ?? null;
  return others.map((variant) => {
    const result = variant.goals[0]!;
    const fewest = Math.min(control.exposed, variant.exposed);
    const perDay = experiment.daysRunning > 0 ? fewest / experiment.daysRunning : 0;
    const facts: Facts = {
      variant: variant.key,
      control: control.key,
      goal: goal.goal,
      mismatch: experiment.sampleRatio.mismatch,
      effect: result.effect,
      harms: variant.guardrails.filter((guardrail) => guardrail.harmed).map((guardrail) => `${guardrail.guardrail} ${signedPoints(guardrail.effect!.difference)} points`),
      daysLeft: needed !== null && perDay > 0 ? Math.max(1, Math.ceil((needed - fewest) / perDay)) : null,
      visitorsNeeded: needed,
      fewest,
    };
    const verdict = VERDICTS.find((row) => row.applies(facts))!;
    return { variant: variant.key, kind: verdict.kind, sentence: verdict.sentence(facts) };
  });
}
