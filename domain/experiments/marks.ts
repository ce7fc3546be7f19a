// How an element an editor marked with an experiment's variant stands on a page (issue 46). Small on
// purpose: the header's island resolves its links with it in the browser too.
import { experimentToken } from './assignment.ts';

/** An element's place in an experiment, as the page renders it: left out, always there, or there for one variant. */
export type ExperimentMark = { shown: false; why?: string } | { shown: true; when?: string; why?: undefined };

/** What a page knows of the experiments when it renders a marked element: all of them (to name a wrong mark), and those running on it. */
export interface PageExperiments {
  known: ReadonlyArray<{ key: string; variants: readonly string[] }>;
  running: ReadonlyArray<{ key: string }>;
}

export const NO_EXPERIMENTS: PageExperiments = { known: [], running: [] };

/**
 * Where an element an editor marked `<key>:<variant>` stands on this page. Unmarked: there. Of an
 * experiment running here: there, for its variant. Of one not running here (off, over, another
 * page): only the control's element, for everyone. A mark naming no experiment or no variant of it
 * is a mistake: the element is left out, with `why` for the log.
 */
export function experimentMark(mark: string | null | undefined, { known, running }: PageExperiments): ExperimentMark {
  if (!mark) return { shown: true };
  const [key, variant, ...rest] = mark.trim().split(':');
  const experiment = known.find((candidate) => candidate.key === key);
  if (!key || !variant || rest.length > 0) return { shown: false, why: `experiment "${mark}" is not written <key>:<variant>` };
  if (!experiment) return { shown: false, why: `experiment "${mark}" names no experiment in the CMS` };
  if (!experiment.variants.includes(variant)) return { shown: false, why: `experiment "${mark}" names no variant of ${key} (${experiment.variants.join(', ')})` };
  if (running.some((candidate) => candidate.key === key)) return { shown: true, when: experimentToken(key, variant) };
  return experiment.variants[0] === variant ? { shown: true } : { shown: false };
}
