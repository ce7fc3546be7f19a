// How an element an editor marked with an experiment's variant stands on a page (issue 46). Small on
// purpose: the header's island resolves its links with it in the browser too.

/** The token of a variant on <html data-visitor>, and the `data-when` of what it shows. */
export const experimentToken = (key: string, variant: string) => `exp-${key}-${variant}`;

/** The variant an element waits for: its token (`data-when`), and whether it is the control's (shown to whoever has no variant). */
export interface VariantMark {
  when: string;
  control: boolean;
}

/** An element's place in an experiment, as the page renders it: left out, always there, or there for one variant. */
export type ExperimentMark = { shown: false; why?: string } | { shown: true; variant?: VariantMark; why?: undefined };

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
  if (running.some((candidate) => candidate.key === key)) return { shown: true, variant: { when: experimentToken(key, variant), control: experiment.variants[0] === variant } };
  return experiment.variants[0] === variant ? { shown: true } : { shown: false };
}

/**
 * Whether a visitor with these tokens sees an element of this variant: the same answer as the
 * page's rules give in CSS (assignment.ts experimentStyles), for what scripts show (popups).
 */
export function variantShown({ when, control }: VariantMark, tokens: readonly string[]): boolean {
  if (tokens.includes(when)) return true;
  const experimentPrefix = when.slice(0, when.indexOf('-', 'exp-'.length) + 1);
  return control && !tokens.some((token) => token.startsWith(experimentPrefix));
}
