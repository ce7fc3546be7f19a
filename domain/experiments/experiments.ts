// Experiments as the team writes them in the CMS (the `experiments` collection, one list for every
// locale), validated once, and what a page makes of them when it is rendered: the experiments that
// run on it (its locale and path), and for each element an editor marked with `<key>:<variant>`,
// whether it is on the page and the variant it waits for. The visitor's variant is decided at
// request time from the page's data block (in-page.ts, assignment.ts).
import * as v from 'valibot';
import { ANALYTICS_EVENT_NAMES, CONVERSION_EVENTS } from '../analytics/collect.ts';
import { LOCALES, type Locale } from '../constants.ts';
import { entry } from '../content/schemas.ts';
import { matchUrlTargeting } from '../rules/url-targeting.ts';
import { EXPERIMENT_KEY, VARIANT_KEY, type PageExperiment } from './assignment.ts';
import type { PageExperiments } from './marks.ts';

const instant = v.pipe(v.string(), v.isoTimestamp(), v.transform((value) => Date.parse(value)));
const optionalList = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item));

/** An experiment as the CMS holds it. */
export const ExperimentSchema = v.pipe(
  v.object({
    ...entry,
    /** Lower case, words joined by "_": what the report and the elements' marks name it by. */
    key: v.pipe(v.string(), v.regex(EXPERIMENT_KEY, 'lower-case words joined by "_"'), v.maxLength(40)),
    /** Off: every page shows the control, nobody is assigned. */
    enabled: v.nullish(v.boolean()),
    /** The first is the control. Weights are relative (50/50, 1/1 and 90/10 all work). */
    variants: v.pipe(
      v.array(v.object({ key: v.pipe(v.string(), v.regex(VARIANT_KEY, 'lower-case words joined by "-"'), v.maxLength(40)), weight: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)) })),
      v.minLength(2, 'an experiment compares at least two variants'),
      v.maxLength(6),
      v.check((variants) => new Set(variants.map((variant) => variant.key)).size === variants.length, 'two variants have the same key'),
      v.check((variants) => variants.some((variant) => variant.weight > 0), 'every weight is 0'),
    ),
    /** The share of the targeted visitors who take part, in percent (100 when empty). */
    trafficPercent: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
    startsAt: v.nullish(instant),
    endsAt: v.nullish(instant),
    /** What counts as a conversion: event names (the report's goals); the usual conversions when empty. */
    goals: optionalList(v.picklist(ANALYTICS_EVENT_NAMES, 'a goal is one of the site\u2019s analytics events')),
    /** Empty: every locale. */
    locales: optionalList(v.picklist(LOCALES)),
    /** ISO 3166 codes; empty: everywhere. */
    countries: optionalList(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'a country is a two-letter ISO code'))),
    /** Patterns of the pages (with their locale prefix) as the banners' (spec §5); empty: every page. */
    urlsToInclude: optionalList(v.pipe(v.string(), v.maxLength(2048))),
    urlsToExclude: optionalList(v.pipe(v.string(), v.maxLength(2048))),
  }),
  v.check((experiment) => experiment.startsAt == null || experiment.endsAt == null || experiment.startsAt < experiment.endsAt, 'an experiment ends after it starts'),
  v.transform(
    ({ key, enabled, variants, trafficPercent, startsAt, endsAt, goals, locales, countries, urlsToInclude, urlsToExclude }): Experiment => ({
      key,
      enabled: enabled !== false,
      variants,
      traffic: trafficPercent ?? 100,
      startsAt: startsAt ?? null,
      endsAt: endsAt ?? null,
      goals: goals?.length ? goals : [...CONVERSION_EVENTS],
      locales: locales ?? [],
      countries: countries ?? [],
      urlsToInclude: urlsToInclude ?? [],
      urlsToExclude: urlsToExclude ?? [],
    }),
  ),
);

export interface Experiment extends PageExperiment {
  enabled: boolean;
  goals: readonly string[];
  locales: readonly Locale[];
  urlsToInclude: readonly string[];
  urlsToExclude: readonly string[];
}

/**
 * The experiments that run on a page: switched on, not over when it is rendered, for its locale and
 * URL (its path with the locale prefix). Dates and countries are decided per request.
 */
export function experimentsOnPage(experiments: readonly Experiment[], { locale, url, now }: { locale: Locale; url: string; now: number }): PageExperiment[] {
  return experiments
    .filter(
      (experiment) =>
        experiment.enabled &&
        (experiment.endsAt === null || experiment.endsAt > now) &&
        (experiment.locales.length === 0 || experiment.locales.includes(locale)) &&
        matchUrlTargeting(url, experiment.urlsToInclude.length ? experiment.urlsToInclude : ['*'], experiment.urlsToExclude).show,
    )
    .map(({ key, variants, traffic, startsAt, endsAt, countries }) => ({ key, variants, traffic, startsAt, endsAt, countries }));
}

/** The page's view of the experiments, to hand to its components (and islands: it is plain data). */
export const pageExperiments = (experiments: readonly Experiment[], page: { locale: Locale; url: string; now: number }): PageExperiments & { running: PageExperiment[] } => ({
  known: experiments.map((experiment) => ({ key: experiment.key, variants: experiment.variants.map((variant) => variant.key) })),
  running: experimentsOnPage(experiments, page),
});

