// The experiments the report reads (issue 46): the content service's, validated as the site reads
// them, at each request, so that an editor's new weight or goal is in the next report.
import { ExperimentSchema, type Experiment } from '../../domain/experiments/experiments.ts';
import { validate } from '../../domain/content/schemas.ts';
import type { Store } from '../cms/store.ts';
import { logSafe } from '../log.ts';

export function experimentsFromStore(store: Store): () => Experiment[] {
  return () =>
    (store.get('experiments') ?? []).flatMap((entry) => {
      const result = validate(ExperimentSchema, entry);
      if (!result.ok) console.warn(`[cms] an experiment the report cannot read: ${logSafe(result.reason)}`);
      return result.ok ? [result.value] : [];
    });
}
