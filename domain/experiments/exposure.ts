// What the browser reports of the experiments (issue 46): the variants the server wrote on <html
// data-visitor> (the page runs them, and the visitor is in them), each once per browser and
// variant: assigned (`ab_test_assigned`) on the page, exposed (spec §7's gen_joined_ab_test) once
// seen (issue 65). Small on purpose: the header's starter, in every page's first load, is its one user.
import * as v from 'valibot';

/** The experiments and variants a list of tokens names (the browser reads them off <html>), each with its token. */
export function joinedExperiments(tokens: readonly string[]): Array<{ token: string; experiment: string; variant: string }> {
  return tokens.flatMap((token) => {
    const match = /^exp-([a-z0-9_]+)-([a-z0-9-]+)$/.exec(token);
    return match ? [{ token, experiment: match[1]!, variant: match[2]! }] : [];
  });
}

/** Where the browser keeps what it reported (the site's storage wrapper is one). */
export interface JoinRecord {
  get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null;
  set(key: string, value: unknown): void;
}

/** The storage keys of what a browser reported of an experiment (the cookie policy lists `ab_assigned:*` and `ab_joined:*`). */
export const assignedRecordKey = (experiment: string) => `ab_assigned:${experiment}`;
export const joinRecordKey = (experiment: string) => `ab_joined:${experiment}`;

/**
 * Calls `report` the first time this browser reports `variant` of `experiment` under `key`, and
 * again only if the variant changes (a new identifier, a new experiment).
 */
export function reportOnce(key: string, join: { experiment: string; variant: string }, storage: JoinRecord, report: (join: { experiment: string; variant: string }) => void): void {
  if (storage.get(key, v.string()) === join.variant) return;
  storage.set(key, join.variant);
  report(join);
}
