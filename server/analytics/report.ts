// The analytics report (issue 46): what the team reads of the events, for a period. Per
// experiment and variant, the visitors exposed, the visitors who reached each goal after their
// first exposure, the rate with its 95 % interval, the uplift over the control and the
// sample-ratio check; per funnel, the visitors at each step; per promotion, the visitors who saw,
// closed, clicked it and converted after seeing it. Every count is of distinct visitors.
import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_EVENT_NAMES, CONVERSION_EVENTS } from '../../domain/analytics/collect.ts';
import { channelOf } from '../../domain/analytics/channels.ts';
import { FIELD_METRIC_NAMES, FIELD_METRICS, PAGE_KIND_PATTERNS, ratingOf, type FieldMetric, type Rating } from '../../domain/analytics/field-speed.ts';
import { LOCALES, DEFAULT_LOCALE } from '../../domain/constants.ts';
import { FUNNEL_KEYS, FUNNELS } from '../../domain/onboarding/answers.ts';
import { WORD_TOOLS } from '../../domain/words/words.ts';
import type { OpenDatabase } from '../database/index.ts';
import { sequentialEffect, type Counts, type Effect } from './sequential.ts';
import { sampleRatio, wilsonInterval, type Rate, type SampleRatio } from './stats.ts';

/** An experiment as the report reads it (the CMS's, domain/experiments/experiments.ts). */
export interface ExperimentDefinition {
  key: string;
  /** The first is the control. */
  variants: ReadonlyArray<{ key: string; weight: number }>;
  goals: readonly string[];
}

/** The funnels, as rows: the event that starts one, the one each answer sends (its `step` from 1), the one that ends it. */
const FUNNEL_REPORTS = [
  { key: 'onboarding', started: 'onboarding_started', answered: 'onboarding_answered', steps: FUNNEL_KEYS.onboarding.length, completed: 'onboarding_completed' },
  { key: 'tutoring', started: 'tutoring_started', answered: 'tutoring_answered', steps: FUNNEL_KEYS.tutoring.length, completed: 'tutoring_completed' },
  // The level test adapts its length: its steps are those the visitors reached, up to 40.
  { key: 'level_test', started: 'level_test_started', answered: 'level_test_answered', steps: null, completed: 'level_test_completed' },
  { key: 'try_lesson', started: 'try_lesson_started', answered: null, steps: 0, completed: 'try_lesson_completed' },
] as const;
const MAX_STEPS = 40;

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface GoalResult extends Rate {
  goal: string;
  visitors: number;
  /** Against the control's for the same goal, always valid; null for the control. */
  effect: Effect | null;
}

export interface GuardrailResult extends Rate {
  guardrail: (typeof GUARDRAILS)[number]['key'];
  visitors: number;
  effect: Effect | null;
  /** The variant raised it, significantly. */
  harmed: boolean;
}

export interface ExperimentReport {
  key: string;
  /**
   * `assigned`: visitors on a page that ran the variant for them (issue 65); `exposed`: those who saw
   * its element (below the fold, once it entered their viewport), whom the effects count.
   */
  variants: Array<{ key: string; weight: number; assigned: number; exposed: number; goals: GoalResult[]; guardrails: GuardrailResult[] }>;
  sampleRatio: SampleRatio;
  /** Days from the first day every variant had a visitor to the period's end. */
  daysRunning: number;
  /** The first goal's counts at the end of each day of the period, cumulative: [day][variant]. */
  timeline: Counts[][];
}

export interface FunnelReport {
  key: string;
  steps: Array<{ step: string; visitors: number; ofPrevious: number | null; ofStart: number | null }>;
}

export interface PromotionReport {
  place: string;
  shown: number;
  dismissed: number;
  clicked: number;
  converted: number;
}

/** One day of the period: its visitors, their page views, and those of them who converted that day. */
export interface DayTotals {
  day: Date;
  visitors: number;
  pageViews: number;
  converted: number;
}

/** Visitors who landed from one source, and those of them who converted afterwards in the period. */
export interface SourceRow extends Rate {
  key: string;
  visitors: number;
  converted: number;
}

/** Where the period's visitors landed from, by each visitor's first landing in it (first touch). */
export interface ChannelsReport {
  channels: SourceRow[];
  /** "campaign · source / medium". */
  campaigns: SourceRow[];
  landingPages: SourceRow[];
  devices: SourceRow[];
}

export interface AnalyticsReport {
  period: Period;
  visitors: number;
  pageViews: number;
  daily: DayTotals[];
  channels: ChannelsReport;
  fieldSpeed: FieldSpeedReport;
  experiments: ExperimentReport[];
  funnels: FunnelReport[];
  promotions: PromotionReport[];
}

type Row = Record<string, unknown>;
const rowsOf = async ({ db }: OpenDatabase, query: SQL) => (await db.execute(query)).rows as Row[];
const inPeriod = ({ from, to }: Period) => sql`received_at >= ${from.toISOString()} and received_at < ${to.toISOString()}`;
/**
 * A joined event (`g`) in the period: its lower bound adds nothing to "after the exposure" or "after
 * the landing", but it lets PostgreSQL read only the period's months of the events (issue 65).
 */
const laterInPeriod = ({ from, to }: Period) => sql`g.received_at >= ${from.toISOString()} and g.received_at < ${to.toISOString()}`;
const namesIn = (names: readonly string[]) => sql`(${sql.join(names.map((name) => sql`${name}`), sql`, `)})`;
/** A numeric field of an event, or null when a client sent something else. */
const numberField = (field: string) => sql`case when jsonb_typeof(props->${field}) = 'number' then (props->>${field})::numeric::int end`;

/** Each visitor's first exposure to each experiment: its variant and when. */
const firstExposures = (period: Period) => sql`
  select distinct on (visitor_id, props->>'experiment') visitor_id, props->>'experiment' as experiment, props->>'variant' as variant, received_at as at
  from analytics_event where name = 'gen_joined_ab_test' and ${inPeriod(period)}
  order by visitor_id, props->>'experiment', received_at`;

/**
 * What the report watches besides the goals (issue 65): each a share of the exposed visitors, read
 * like a goal (the same always-valid test); a variant that raises one harms the visit. "Bounced"
 * is the exposed who did nothing after the page that exposed them (no other page, no action): the
 * complement of those with any engaging event strictly later.
 */
export const GUARDRAILS = [
  { key: 'bounced', label: 'Bounced: no other page, no action', events: 'not engaged' },
  { key: 'failed', label: 'Met a failure: a form refused or lost', events: ['gen_newsletter_subscription_failed', 'trial_lesson_request_failed'] },
  { key: 'slow', label: 'Had a slow page: a poor LCP, INP or CLS', events: ['web_vital'], poorOnly: true },
] as const satisfies ReadonlyArray<{ key: string; label: string; events: readonly string[] | 'not engaged'; poorOnly?: true }>;

/** A web vital over Google's "poor" line (field-speed.ts); TTFB is not a Core Web Vital. */
const POOR_VITAL = sql.join(
  (['LCP', 'INP', 'CLS'] as const).map((metric) => sql`(g.props->>'metric' = ${metric} and (g.props->>'value')::numeric > ${FIELD_METRICS[metric].poor})`),
  sql` or `,
);

/** The events that do not show a visitor engaged: the exposure itself, a popup that showed itself, the page's speed (sent as it is left). */
const NOT_ENGAGEMENT = ['ab_test_assigned', 'gen_joined_ab_test', 'promotion_shown', 'web_vital'];

export const DAY_MS = 24 * 3600 * 1000;
/** The days a period spans (a day begun counts). */
const daysIn = ({ from, to }: Period) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));

/**
 * Each visitor's first exposure to each experiment, and when each went on to do each thing the
 * report measures (a goal, a guardrail), counted by the day it happened: the report rebuilds from
 * them the counts as they stood at the end of every day, which the always-valid test reads.
 */
async function dailyCounts(database: OpenDatabase, period: Period, goals: readonly string[]) {
  const metrics = [
    ...goals.map((goal) => ({ metric: goal, names: [goal], strict: false, poor: false })),
    ...GUARDRAILS.map((guardrail) => ({
      metric: guardrail.key,
      names: guardrail.events === 'not engaged' ? ANALYTICS_EVENT_NAMES.filter((name) => !NOT_ENGAGEMENT.includes(name)) : [...guardrail.events],
      strict: guardrail.events === 'not engaged',
      poor: 'poorOnly' in guardrail,
    })),
  ];
  const pairs = metrics.flatMap(({ metric, names, strict, poor }) => names.map((name) => sql`(${metric}::text, ${name}::text, ${strict}::boolean, ${poor}::boolean)`));
  const [exposed, reached, assigned] = await Promise.all([
    rowsOf(database, sql`select experiment, variant, floor(extract(epoch from (at - ${period.from.toISOString()}::timestamptz)) / 86400)::int as day, count(*)::int as visitors from (${firstExposures(period)}) first group by 1, 2, 3`),
    rowsOf(
      database,
      sql`with exposure as (${firstExposures(period)}),
        measured(metric, name, strict, poor) as (values ${sql.join(pairs, sql`, `)}),
        firsts as (
          select e.experiment, e.variant, m.metric, e.visitor_id, min(g.received_at) as at
          from exposure e join analytics_event g on g.visitor_id = e.visitor_id and ${laterInPeriod(period)}
          join measured m on m.name = g.name and (g.received_at > e.at or (not m.strict and g.received_at = e.at)) and (not m.poor or ${POOR_VITAL})
          group by 1, 2, 3, 4)
        select experiment, variant, metric, floor(extract(epoch from (at - ${period.from.toISOString()}::timestamptz)) / 86400)::int as day, count(*)::int as visitors from firsts group by 1, 2, 3, 4`,
    ),
    // Everyone exposed was assigned, whatever their page sent (before issue 65 pages sent exposures only).
    rowsOf(
      database,
      sql`select props->>'experiment' as experiment, props->>'variant' as variant, count(distinct visitor_id)::int as visitors from analytics_event
        where name in ('ab_test_assigned', 'gen_joined_ab_test') and ${inPeriod(period)} group by 1, 2`,
    ),
  ]);
  return { exposed, reached, assigned };
}
/**
 * Every experiment with exposures in the period, by the CMS's definition (its weights, its goals);
 * one the CMS no longer has is reported with an even split and the usual conversions. Each
 * variant's goals and guardrails come with their effect against the control (always valid, read
 * from the counts at the end of each day), and each variant with the verdict a team acts on.
 */
async function experimentsReport(database: OpenDatabase, period: Period, known: readonly ExperimentDefinition[]): Promise<ExperimentReport[]> {
  const allGoals = [...new Set([...CONVERSION_EVENTS, ...known.flatMap((experiment) => experiment.goals)])];
  const { exposed, reached, assigned } = await dailyCounts(database, period, allGoals);
  const days = daysIn(period);
  /** A count at the end of each day of the period, cumulative. */
  const byDay = (rows: Row[], match: Row) => {
    const counts = new Array<number>(days).fill(0);
    for (const row of rows) if (Object.entries(match).every(([key, value]) => row[key] === value)) counts[Math.min(days - 1, Math.max(0, Number(row.day)))]! += Number(row.visitors);
    for (let index = 1; index < days; index++) counts[index]! += counts[index - 1]!;
    return counts;
  };
  const seen = [...new Set(exposed.map((row) => String(row.experiment)))];
  const definitions = [
    ...known.filter((experiment) => seen.includes(experiment.key)),
    ...seen
      .filter((key) => !known.some((experiment) => experiment.key === key))
      .sort()
      .map((key) => ({
        key,
        variants: [...new Set(exposed.filter((row) => row.experiment === key).map((row) => String(row.variant)))].sort().map((variant) => ({ key: variant, weight: 1 })),
        goals: CONVERSION_EVENTS,
      })),
  ];
  return definitions.map((experiment) => {
    const daily = experiment.variants.map((variant) => {
      const match = { experiment: experiment.key, variant: variant.key };
      const metricDays = (metric: string) => byDay(reached, { ...match, metric });
      return { exposed: byDay(exposed, match), goals: experiment.goals.map(metricDays), guardrails: GUARDRAILS.map((guardrail) => metricDays(guardrail.key)) };
    });
    /** The reads of one measure, control against this variant, each day from the first with both exposed. */
    const readsOf = (index: number, measure: (variant: (typeof daily)[number]) => number[], complement = false) =>
      daily[0]!.exposed.map((_, at) => {
        const counts = (variant: (typeof daily)[number]) => {
          const visitors = variant.exposed[at]!;
          return { visitors, converted: complement ? visitors - measure(variant)[at]! : measure(variant)[at]! };
        };
        return { control: counts(daily[0]!), variant: counts(daily[index]!) };
      });
    const exposedDays = daily[0]!.exposed.findIndex((_, at) => daily.every((variant) => variant.exposed[at]! > 0));
    const variants = experiment.variants.map((variant, index) => {
      const exposedVisitors = daily[index]!.exposed.at(-1)!;
      return {
        ...variant,
        assigned: Number(assigned.find((row) => row.experiment === experiment.key && row.variant === variant.key)?.visitors ?? 0),
        exposed: exposedVisitors,
        goals: experiment.goals.map((goal, goalIndex) => {
          const visitors = daily[index]!.goals[goalIndex]!.at(-1)!;
          return { goal, visitors, ...wilsonInterval(visitors, exposedVisitors), effect: index === 0 ? null : sequentialEffect(readsOf(index, (entry) => entry.goals[goalIndex]!)) };
        }),
        guardrails: GUARDRAILS.map((guardrail, guardrailIndex) => {
          const complement = guardrail.events === 'not engaged';
          const engaged = daily[index]!.guardrails[guardrailIndex]!.at(-1)!;
          const visitors = complement ? exposedVisitors - engaged : engaged;
          const effect = index === 0 ? null : sequentialEffect(readsOf(index, (entry) => entry.guardrails[guardrailIndex]!, complement));
          const harmed = !!effect && effect.significant && effect.difference > 0;
          return { guardrail: guardrail.key, visitors, ...wilsonInterval(visitors, exposedVisitors), effect, harmed };
        }),
      };
    });
    const sampleRatioResult = sampleRatio(
      variants.map((variant) => variant.exposed),
      variants.map((variant) => variant.weight),
    );
    return {
      key: experiment.key,
      variants,
      sampleRatio: sampleRatioResult,
      daysRunning: exposedDays < 0 ? 0 : days - exposedDays,
      timeline: daily[0]!.exposed.map((_, at) => daily.map((variant) => ({ visitors: variant.exposed[at]!, converted: variant.goals[0]?.[at] ?? 0 }))),
    };
  });
}

async function funnelsReport(database: OpenDatabase, period: Period): Promise<FunnelReport[]> {
  const names = FUNNEL_REPORTS.flatMap((funnel) => [funnel.started, funnel.completed, ...(funnel.answered ? [funnel.answered] : [])]);
  const rows = await rowsOf(
    database,
    sql`select name, ${numberField('step')} as step, count(distinct visitor_id)::int as visitors from analytics_event
      where name in ${namesIn(names)} and ${inPeriod(period)} group by 1, 2`,
  );
  const visitorsOf = (name: string, step: number | null = null) =>
    rows.filter((row) => row.name === name && (step === null || Number(row.step) === step)).reduce((sum, row) => sum + Number(row.visitors), 0);
  return FUNNEL_REPORTS.map((funnel) => {
    const answered = funnel.answered;
    const stepCount =
      funnel.steps ?? Math.min(MAX_STEPS, Math.max(0, ...rows.filter((row) => row.name === answered && row.step !== null).map((row) => Number(row.step))));
    const counts = [
      { step: 'started', visitors: visitorsOf(funnel.started) },
      ...(answered ? Array.from({ length: stepCount }, (_, index) => ({ step: `answered ${index + 1}`, visitors: visitorsOf(answered, index + 1) })) : []),
      { step: 'completed', visitors: visitorsOf(funnel.completed) },
    ];
    return funnelOf(funnel.key, counts);
  });
}

/** A funnel's steps with each one's share of the step before and of the first. */
function funnelOf(key: string, counts: Array<{ step: string; visitors: number }>): FunnelReport {
  const start = counts[0]!.visitors;
  return {
    key,
    steps: counts.map((entry, index) => {
      const previous = index === 0 ? null : counts[index - 1]!.visitors;
      return { ...entry, ofPrevious: previous ? entry.visitors / previous : null, ofStart: index > 0 && start ? entry.visitors / start : null };
    }),
  };
}

/** A word tool's page in any locale (`/uk/past-tense-of/swim`), as a POSIX pattern over the events' paths. */
const WORD_PAGE_PATTERN = `^(/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')}))?/(${WORD_TOOLS.join('|')})/[^/]+$`;

/**
 * The word pages' funnel (issue 64): the visitors who saw a word page, those of them who then had
 * its practice checked, and those of them who then started an onboarding (the app's or a tutor's,
 * where the pages' next steps lead), each after the step before.
 */
async function wordPagesFunnel(database: OpenDatabase, period: Period): Promise<FunnelReport> {
  const started = FUNNELS.map((funnel) => `${funnel}_started`);
  const [row] = await rowsOf(
    database,
    sql`with viewed as (select visitor_id, min(received_at) as at from analytics_event
          where name = 'page_viewed' and path ~ ${WORD_PAGE_PATTERN} and ${inPeriod(period)} group by 1),
        checked as (select e.visitor_id, min(e.received_at) as at from analytics_event e join viewed v on v.visitor_id = e.visitor_id
          where e.name = 'word_practice_checked' and e.received_at >= v.at and ${inPeriod(period)} group by 1),
        onboarded as (select distinct e.visitor_id from analytics_event e join checked c on c.visitor_id = e.visitor_id
          where e.name in ${namesIn(started)} and e.received_at >= c.at and ${inPeriod(period)})
      select (select count(*) from viewed)::int as viewed, (select count(*) from checked)::int as checked, (select count(*) from onboarded)::int as onboarded`,
  );
  return funnelOf('word_pages', [
    { step: 'word page viewed', visitors: Number(row?.viewed ?? 0) },
    { step: 'practice checked', visitors: Number(row?.checked ?? 0) },
    { step: 'onboarding started', visitors: Number(row?.onboarded ?? 0) },
  ]);
}

async function promotionsReport(database: OpenDatabase, period: Period): Promise<PromotionReport[]> {
  const [acted, converted] = await Promise.all([
    rowsOf(
      database,
      sql`select place,
          count(distinct visitor_id) filter (where name = 'promotion_shown')::int as shown,
          count(distinct visitor_id) filter (where name = 'gen_popup_dismissed')::int as dismissed,
          count(distinct visitor_id) filter (where name = 'gen_clicked_cta')::int as clicked
        from (select visitor_id, name, case when name = 'gen_popup_dismissed' then 'popup:' || (props->>'popup') else props->>'place' end as place
          from analytics_event where name in ('promotion_shown', 'gen_popup_dismissed', 'gen_clicked_cta') and ${inPeriod(period)}) acted
        where place is not null group by place order by place`,
    ),
    rowsOf(
      database,
      sql`with shown as (select visitor_id, props->>'place' as place, min(received_at) as at from analytics_event
          where name = 'promotion_shown' and ${inPeriod(period)} group by 1, 2)
        select place, count(*)::int as converted from shown s where exists (
          select 1 from analytics_event g where g.visitor_id = s.visitor_id and g.name in ${namesIn(CONVERSION_EVENTS)} and g.received_at >= s.at and ${laterInPeriod(period)})
        group by place`,
    ),
  ]);
  return acted.map((row) => ({
    place: String(row.place),
    shown: Number(row.shown),
    dismissed: Number(row.dismissed),
    clicked: Number(row.clicked),
    converted: Number(converted.find((entry) => entry.place === row.place)?.converted ?? 0),
  }));
}

/** One group's field speed for one metric: its samples and their 75th percentile. */
export interface FieldSpeedRow {
  key: string;
  metric: FieldMetric;
  samples: number;
  p75: number;
  rating: Rating;
}

export interface FieldSpeedReport {
  byKind: FieldSpeedRow[];
  byDevice: FieldSpeedRow[];
  byCountry: FieldSpeedRow[];
}

/** The page's kind, in SQL, by the patterns' table (field-speed.ts). */
const PAGE_KIND = sql`case ${sql.join(
  PAGE_KIND_PATTERNS.filter((row) => row.pattern).map((row) => sql`when path ~ ${row.pattern} then ${row.kind}`),
  sql` `,
)} else 'other' end`;

/**
 * The 75th percentile of each web vital the visits sent (Google's measure of a page's field
 * speed), by page kind, device class and country.
 */
async function fieldSpeedReport(database: OpenDatabase, period: Period): Promise<FieldSpeedReport> {
  const by = async (group: SQL) => {
    const rows = await rowsOf(
      database,
      sql`select props->>'metric' as metric, ${group} as key, count(*)::int as samples,
          percentile_cont(0.75) within group (order by (props->>'value')::numeric) as p75
        from analytics_event where name = 'web_vital' and ${inPeriod(period)} group by 1, 2 order by 2, 1`,
    );
    return rows.flatMap((row) => {
      const metric = String(row.metric) as FieldMetric;
      if (!FIELD_METRIC_NAMES.includes(metric)) return [];
      const p75 = Number(row.p75);
      return [{ key: String(row.key ?? 'not known'), metric, samples: Number(row.samples), p75, rating: ratingOf(metric, p75) }];
    });
  };
  const [byKind, byDevice, byCountry] = await Promise.all([by(PAGE_KIND), by(sql`props->>'device'`), by(sql`coalesce(country, 'not known')`)]);
  return { byKind, byDevice, byCountry };
}

/** Decision: the landing pages and campaigns a team reads are the busiest; the CSV has them all. */
export const TOP_SOURCES = 20;

/**
 * Each visitor's first landing in the period (a page view marked `entry`: from another site, or
 * typed), grouped by what names its source, with how many of them converted afterwards; then
 * summed by channel, campaign, landing page and device.
 */
async function channelsReport(database: OpenDatabase, period: Period): Promise<ChannelsReport> {
  const rows = await rowsOf(
    database,
    sql`with landing as (
        select distinct on (visitor_id) visitor_id, path, received_at as at, props->>'referrer_host' as referrer_host, props->>'utm_source' as utm_source,
          props->>'utm_medium' as utm_medium, props->>'utm_campaign' as utm_campaign, props->>'device' as device
        from analytics_event where name = 'page_viewed' and props->>'entry' = 'true' and ${inPeriod(period)}
        order by visitor_id, received_at)
      select referrer_host, utm_source, utm_medium, utm_campaign, path, device, count(*)::int as visitors,
        count(*) filter (where exists (select 1 from analytics_event g where g.visitor_id = l.visitor_id and g.name in ${namesIn(CONVERSION_EVENTS)}
          and g.received_at >= l.at and ${laterInPeriod(period)}))::int as converted
      from landing l group by 1, 2, 3, 4, 5, 6`,
  );
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const sum = (keyOf: (row: Row) => string | null) => {
    const totals = new Map<string, { visitors: number; converted: number }>();
    for (const row of rows) {
      const key = keyOf(row);
      if (key === null) continue;
      const total = totals.get(key) ?? { visitors: 0, converted: 0 };
      total.visitors += Number(row.visitors);
      total.converted += Number(row.converted);
      totals.set(key, total);
    }
    return [...totals]
      .map(([key, total]) => ({ key, ...total, ...wilsonInterval(total.converted, total.visitors) }))
      .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key));
  };
  return {
    channels: sum((row) => channelOf({ referrerHost: text(row.referrer_host), utmSource: text(row.utm_source), utmMedium: text(row.utm_medium) })),
    campaigns: sum((row) => (text(row.utm_campaign) ? `${text(row.utm_campaign)} · ${text(row.utm_source) ?? '(no source)'} / ${text(row.utm_medium) ?? '(no medium)'}` : null)),
    landingPages: sum((row) => String(row.path)),
    devices: sum((row) => text(row.device) ?? 'not known'),
  };
}

/** Every day of the period, those without an event at zero. */
async function dailyTotals(database: OpenDatabase, period: Period): Promise<DayTotals[]> {
  const rows = await rowsOf(
    database,
    sql`select floor(extract(epoch from (received_at - ${period.from.toISOString()}::timestamptz)) / 86400)::int as day,
        count(distinct visitor_id)::int as visitors, count(*) filter (where name = 'page_viewed')::int as page_views,
        count(distinct visitor_id) filter (where name in ${namesIn(CONVERSION_EVENTS)})::int as converted
      from analytics_event where ${inPeriod(period)} group by 1`,
  );
  const days = daysIn(period);
  return Array.from({ length: days }, (_, index) => {
    const row = rows.find((entry) => Number(entry.day) === index);
    return { day: new Date(period.from.getTime() + index * DAY_MS), visitors: Number(row?.visitors ?? 0), pageViews: Number(row?.page_views ?? 0), converted: Number(row?.converted ?? 0) };
  });
}

export async function analyticsReport(database: OpenDatabase, period: Period, definitions: readonly ExperimentDefinition[]): Promise<AnalyticsReport> {
  const [[totals], daily, channels, fieldSpeed, experiments, funnels, promotions] = await Promise.all([
    rowsOf(database, sql`select count(distinct visitor_id)::int as visitors, count(*) filter (where name = 'page_viewed')::int as page_views from analytics_event where ${inPeriod(period)}`),
    dailyTotals(database, period),
    channelsReport(database, period),
    fieldSpeedReport(database, period),
    experimentsReport(database, period, definitions),
    Promise.all([funnelsReport(database, period), wordPagesFunnel(database, period)]).then(([funnels, words]) => [...funnels, words]),
    promotionsReport(database, period),
  ]);
  return { period, visitors: Number(totals?.visitors ?? 0), pageViews: Number(totals?.page_views ?? 0), daily, channels, fieldSpeed, experiments, funnels, promotions };
}
