// A page's experiments (issue 46), written into it when it is rendered (site/root.tsx), read once per
// page by the server and the edge, which assign each visitor from them (assignment.ts). A data
// block at the end of <body>, out of the first screen the visitor waits for: no script reads it in
// the browser, and CSP does not run it. Kept apart from assignment.ts: the browser never needs it.
import * as v from 'valibot';
import { EXPERIMENT_KEY, VARIANT_KEY, type PageExperiment } from './assignment.ts';

export const PageExperimentSchema = v.object({
  key: v.pipe(v.string(), v.regex(EXPERIMENT_KEY), v.maxLength(40)),
  variants: v.pipe(v.array(v.object({ key: v.pipe(v.string(), v.regex(VARIANT_KEY), v.maxLength(40)), weight: v.pipe(v.number(), v.finite(), v.minValue(0)) })), v.minLength(2), v.maxLength(6)),
  traffic: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
  startsAt: v.nullable(v.pipe(v.number(), v.finite())),
  endsAt: v.nullable(v.pipe(v.number(), v.finite())),
  countries: v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
});

/** The data block's attribute. */
export const EXPERIMENTS_DATA = 'data-experiments';

/**
 * The block's content, a JSON string, compact (every page carries it): one experiment per
 * space-separated item, `key|variant:weight,…|traffic|startsAt|endsAt|countries`, an empty field
 * for none (and none at the end). Keys, variants and countries cannot hold a separator (their patterns forbid it).
 */
export const experimentsData = (experiments: readonly PageExperiment[]) =>
  JSON.stringify(
    experiments
      .map(({ key, variants, traffic, startsAt, endsAt, countries }) =>
        [key, variants.map((variant) => `${variant.key}:${variant.weight}`).join(','), traffic, startsAt ?? '', endsAt ?? '', countries.join(',')].join('|').replace(/\|+$/, ''),
      )
      .join(' '),
  );

const list = (field: string) => (field ? field.split(',') : []);
const instant = (field: string | undefined) => (field ? Number(field) : null);

/** The experiments a page was rendered with (its data block), read once per page; a malformed one is none. */
export function experimentsIn(html: string): PageExperiment[] {
  const match = new RegExp(`<script type="application/json" ${EXPERIMENTS_DATA}="">"([\\w|:,. -]*)"</script>`).exec(html);
  if (!match?.[1]) return [];
  const read = match[1].split(' ').map((item) => {
    const [key, variants = '', traffic, startsAt, endsAt, countries = ''] = item.split('|');
    return {
      key,
      variants: list(variants).map((variant) => ({ key: variant.split(':')[0], weight: Number(variant.split(':')[1]) })),
      traffic: Number(traffic),
      startsAt: instant(startsAt),
      endsAt: instant(endsAt),
      countries: list(countries),
    };
  });
  const parsed = v.safeParse(v.array(PageExperimentSchema), read);
  return parsed.success ? parsed.output : [];
}

/** The block itself, for pages written outside React (tests, the edge's fixtures). */
export const experimentsDataBlock = (experiments: readonly PageExperiment[]) => `<script type="application/json" ${EXPERIMENTS_DATA}="">${experimentsData(experiments)}</script>`;
