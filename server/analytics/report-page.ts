// The analytics report as the team reads it (issue 46): GET /operator/analytics, a page for
// operators only (an account with a row in `operator`: `npm run accounts -- operator <email>`), and
// its tables as CSV. Served by the server, not prerendered: it is never cached, never indexed,
// and the site's pages know nothing of it. English only: an internal tool.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { escapeHtml } from '../../domain/html-escape.ts';
import { FIELD_METRIC_NAMES, FIELD_METRICS, formatMetric, type Rating } from '../../domain/analytics/field-speed.ts';
import { PALETTE } from '../../tokens/palette.ts';
import type { Auth } from '../auth.ts';
import { csvRow } from '../csv.ts';
import type { OpenDatabase } from '../database/index.ts';
import { operator } from '../database/schema.ts';
import { analyticsReport, DAY_MS, GUARDRAILS, TOP_SOURCES, type AnalyticsReport, type ChannelsReport, type FieldSpeedReport, type FieldSpeedRow, type ExperimentDefinition, type ExperimentReport, type Period } from './report.ts';
import { PLANNED_RELATIVE_EFFECT, plan, type Effect } from './sequential.ts';
import { SRM_P_THRESHOLD, wilsonInterval } from './stats.ts';
import { barChart, lineChart } from './charts.ts';
import { signedPercent, signedPoints, verdictsOf, type VerdictKind } from './verdict.ts';

export const REPORT_PATH = '/operator/analytics';
/** Decision: a report covers the last 30 days unless asked for another period, at most 400 days. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 400;

const percent = (value: number | null, digits = 1) => (value === null ? '—' : `${(value * 100).toFixed(digits)} %`);
const day = (date: Date) => date.toISOString().slice(0, 10);
const count = (value: number) => value.toLocaleString('en-GB');

/** The period asked for by `from` and `to` (days, `to` included), else the last 30 days; null when malformed. */
export function periodOf(from: string | undefined, to: string | undefined, now = new Date()): Period | null {
  const isDay = (value: string | undefined) => value === undefined || value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));
  if (!isDay(from) || !isDay(to)) return null;
  const end = to ? new Date(Date.parse(to) + DAY_MS) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const start = from ? new Date(Date.parse(from)) : new Date(end.getTime() - DEFAULT_DAYS * DAY_MS);
  if (start >= end || end.getTime() - start.getTime() > MAX_DAYS * DAY_MS) return null;
  return { from: start, to: end };
}

const STYLE = `
:root{color:${PALETTE.Black};background:${PALETTE.Papyrus};font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif}
body{margin:0 auto;max-width:80rem;padding:2rem 1.25rem 4rem}
h1{font-size:2rem;margin:0 0 .25rem}h2{font-size:1.5rem;margin:2.5rem 0 .75rem}h3{font-size:1.125rem;margin:1.5rem 0 .5rem}
p{margin:.25rem 0}.muted{color:${PALETTE.Gray}}
form{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:end;margin:1.25rem 0}
label{display:grid;gap:.25rem;font-weight:600}
input,button,a.button{font:inherit;padding:.5rem .75rem;border-radius:.5rem;border:1px solid ${PALETTE.Gray};background:${PALETTE.White};color:inherit}
button{background:${PALETTE.Purple};border-color:${PALETTE.Purple};color:${PALETTE.White};font-weight:700;cursor:pointer}
:focus-visible{outline:3px solid ${PALETTE.Purple};outline-offset:2px}
.totals{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:1rem;margin:1rem 0;padding:0;list-style:none}
.totals li{background:${PALETTE.White};border-radius:.75rem;padding:1rem 1.25rem}
.totals strong{display:block;font-size:1.75rem}
.scroll{overflow-x:auto;background:${PALETTE.White};border-radius:.75rem;margin:.5rem 0 1rem}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:left;padding:.75rem 1rem 0;font-weight:700}
th,td{padding:.5rem .75rem;text-align:right;border-bottom:1px solid ${PALETTE.Papyrus};white-space:nowrap}
th:first-child,td:first-child,.by-variant :is(th,td):nth-child(2){text-align:left}thead th{font-size:.875rem;color:${PALETTE.Gray}}
tbody th{font-weight:600;white-space:normal;min-width:9rem}
.warning{border-left:.375rem solid ${PALETTE.Negative};background:${PALETTE.White};padding:.75rem 1rem;border-radius:.5rem;margin:.5rem 0}
.warning strong{color:${PALETTE.Negative}}
.verdict{border-left:.375rem solid ${PALETTE.Gray};background:${PALETTE.White};padding:.75rem 1rem;border-radius:.5rem;margin:.5rem 0}.verdict.good{border-color:${PALETTE.Emerald}}.verdict.bad{border-color:${PALETTE.Negative}}
.fair{padding:0 .375rem;border-radius:.25rem;font-weight:700;background:${PALETTE.Warning};color:${PALETTE.Black}}
.up,.down{padding:0 .375rem;border-radius:.25rem;font-weight:700}.up{background:${PALETTE.Emerald};color:${PALETTE.Black}}.down{background:${PALETTE.Negative};color:${PALETTE.White}}
.figure{max-width:44rem;margin:.5rem 0 1rem;padding:1rem;background:${PALETTE.White};border-radius:.75rem}
.chart{display:block;width:100%;height:auto;font-family:inherit}
@media (max-width:40rem){.chart text{font-size:20px}body{padding:1.5rem .75rem 3rem}}
.bars{display:block;overflow:visible;font-family:inherit}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0 0 .5rem;padding:0;list-style:none;font-size:.875rem}.legend svg{margin-right:.5rem;vertical-align:middle}
details{margin:.25rem 0 1rem}
.under{display:block;font-size:.8125rem;white-space:normal}.compact tbody th{min-width:0}.compact :is(th,td){padding:.5rem .375rem;font-size:.875rem}.compact :is(th,td):first-child{padding-left:.75rem}.compact th{white-space:normal}
.grid th code{word-break:break-all}.grid :is(th,td){padding:.5rem}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,30rem),1fr));gap:0 1rem}.grid>*{min-width:0}summary{cursor:pointer;font-weight:600}
code{font-size:.9em}
.links{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const POLICY = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const table = (caption: string, head: readonly string[], rows: readonly string[][], className = '') =>
  // The box scrolls on a phone: focusable, so a keyboard can scroll it too, and named by its table.
  `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table${className ? ` class="${className}"` : ''}><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;

const rateWithInterval = ({ rate, low, high }: { rate: number; low: number; high: number }) => `${percent(rate, 2)} <span class="muted">[${(low * 100).toFixed(2)}, ${(high * 100).toFixed(2)}]</span>`;
const interval = (low: number, high: number, format: (value: number) => string) => `[${format(low)}, ${format(high)}]`;
const points = (value: number) => signedPoints(value, 2);
const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toFixed(p < 0.01 ? 4 : 2));
/** A cell coloured by the direction of a change that is significant: better, or worse. */
const marked = (text: string, direction: 'better' | 'worse' | null) => (direction ? `<span class="${direction === 'better' ? 'up' : 'down'}">${text}</span>` : text);

/** The effect's cells: the difference and the uplift with their always-valid intervals, and p. */
function effectCells(effect: Effect | null, higherIsBetter: boolean): string[] {
  if (!effect) return ['—', '—', '—'];
  const direction = !effect.significant || effect.difference === 0 ? null : effect.difference > 0 === higherIsBetter ? 'better' : 'worse';
  return [
    marked(`${points(effect.difference)} ${interval(effect.differenceInterval.low, effect.differenceInterval.high, points)}`, direction),
    effect.uplift === null || !effect.upliftInterval ? '—' : marked(`${signedPercent(effect.uplift, 1)} ${interval(effect.upliftInterval.low, effect.upliftInterval.high, (value) => signedPercent(value, 1))}`, direction),
    pValue(effect.p),
  ];
}

const VERDICT_CLASS: Partial<Record<VerdictKind, string>> = { wins: 'verdict good', mismatch: 'verdict bad', loses: 'verdict bad', harms: 'verdict bad', 'wins-with-harm': 'verdict bad' };

function experimentSection(experiment: ExperimentReport, days: readonly Date[]) {
  const { sampleRatio } = experiment;
  const split = experiment.variants.map((variant) => count(variant.exposed)).join(' : ');
  const set = experiment.variants.map((variant) => variant.weight).join(' : ');
  const warning = sampleRatio.mismatch
    ? `<p class="warning" role="alert"><strong>Sample-ratio mismatch.</strong> Visitors split ${escapeHtml(split)}, but the experiment is set to ${escapeHtml(set)} (χ² ${sampleRatio.chiSquare.toFixed(1)}, p ${sampleRatio.p < 1e-6 ? '< 0.000001' : `= ${sampleRatio.p.toPrecision(2)}`}). Find the cause before trusting these results.</p>`
    : '';
  const verdicts = verdictsOf(experiment)
    .map((verdict) => `<p class="${VERDICT_CLASS[verdict.kind] ?? 'verdict'}">${verdict.sentence.startsWith(`${verdict.variant} `) ? '' : `<strong>${escapeHtml(verdict.variant)}:</strong> `}${escapeHtml(verdict.sentence)}.</p>`)
    .join('');
  const primary = experiment.variants[0]!.goals[0]?.goal;
  const goals = experiment.variants[0]!.goals.map((goal) => goal.goal).filter((goal) => goal === primary || experiment.variants.some((variant) => variant.goals.find((entry) => entry.goal === goal)!.visitors > 0));
  const silent = experiment.variants[0]!.goals.length - goals.length;
  const rows = goals.flatMap((goal) =>
    experiment.variants.map((variant, index) => {
      const result = variant.goals.find((entry) => entry.goal === goal)!;
      return [
        `<code${index === 0 ? '' : ' class="muted"'}>${escapeHtml(goal)}</code>${goal === primary && index === 0 ? ' <span class="muted">(primary)</span>' : ''}`,
        `${escapeHtml(variant.key)}${index === 0 ? ' <span class="muted">(control)</span>' : ''}`,
        count(result.visitors),
        rateWithInterval(result),
        ...effectCells(result.effect, true),
      ];
    }),
  );
  const guardrails = GUARDRAILS.flatMap((guardrail, guardrailIndex) =>
    experiment.variants.map((variant, index) => {
      const result = variant.guardrails[guardrailIndex]!;
      return [
        `${escapeHtml(guardrail.label)}${result.harmed ? ' <strong class="down">harmed</strong>' : ''}`,
        `${escapeHtml(variant.key)}${index === 0 ? ' <span class="muted">(control)</span>' : ''}`,
        count(result.visitors),
        percent(result.rate, 2),
        ...effectCells(result.effect, false),
      ];
    }),
  );
  return `<h3><code>${escapeHtml(experiment.key)}</code></h3>
<p>Exposed (saw it): ${experiment.variants.map((variant) => `${escapeHtml(variant.key)} <strong>${count(variant.exposed)}</strong>${variant.assigned > 0 ? ` <span class="muted">of ${count(variant.assigned)} on its pages (${percent(variant.exposed / variant.assigned, 0)})</span>` : ''}`).join(', ')} <span class="muted">(set to ${escapeHtml(set)}; ${experiment.daysRunning} day${experiment.daysRunning === 1 ? '' : 's'} running in this period)</span></p>${warning}${verdicts}
${timelineChart(experiment, days)}
${table(`Goals of ${experiment.key}`, ['Goal', 'Variant', 'Converted', 'Rate [95 %]', 'Difference, points [95 %]', 'Uplift [95 %]', 'p'], rows, 'by-variant')}
${silent ? `<p class="muted">${silent} more goal${silent === 1 ? '' : 's'} with no conversion yet.</p>` : ''}
${table(`Guardrails of ${experiment.key}`, ['Guardrail', 'Variant', 'Visitors', 'Share', 'Difference, points [95 %]', 'Change [95 %]', 'p'], guardrails, 'by-variant')}`;
}

/** Visitors and converting visitors per day: the picture, and its figures as a table behind it. */
function dailySection({ daily }: AnalyticsReport) {
  const busiest = daily.reduce((best, entry) => (entry.visitors > best.visitors ? entry : best), daily[0]!);
  const chart = lineChart({
    id: 'daily',
    title: 'Visitors and converting visitors per day',
    description: `Over ${daily.length} days: ${count(daily.reduce((sum, entry) => sum + entry.visitors, 0))} visitor-days, the most on ${day(busiest.day)} (${count(busiest.visitors)}); ${count(daily.reduce((sum, entry) => sum + entry.converted, 0))} conversions by visitors on their day. The table below gives each day.`,
    days: daily.map((entry) => entry.day),
    series: [
      { name: 'Visitors', values: daily.map((entry) => entry.visitors) },
      { name: 'Visitors who converted', values: daily.map((entry) => entry.converted) },
    ],
    format: count,
  });
  return `<h2>Per day</h2>${chart}<details><summary>The figures per day</summary>${table('Visitors per day', ['Day', 'Visitors', 'Page views', 'Visitors who converted'], daily.map((entry) => [day(entry.day), count(entry.visitors), count(entry.pageViews), count(entry.converted)]))}</details>`;
}

const SOURCE_TABLES = [
  { key: 'channels', caption: 'Channels', head: 'Channel' },
  { key: 'campaigns', caption: 'Campaigns (UTM)', head: 'Campaign · source / medium' },
  { key: 'landingPages', caption: 'Landing pages', head: 'Landing page' },
  { key: 'devices', caption: 'Devices', head: 'Device' },
] as const satisfies ReadonlyArray<{ key: keyof ChannelsReport; caption: string; head: string }>;

/** A source as its table names it: a campaign's tag, then its source and medium under it; a path as code. */
function sourceName(key: keyof ChannelsReport, name: string) {
  if (key === 'landingPages') return `<code>${escapeHtml(name)}</code>`;
  if (key !== 'campaigns') return escapeHtml(name);
  const [campaign, from] = name.split(' · ');
  return `<code>${escapeHtml(campaign!)}</code><br><span class="muted">${escapeHtml(from ?? '')}</span>`;
}

/** Where visitors came from: the channels as a picture, then each way of cutting it as a table. */
function channelsSection({ channels }: AnalyticsReport) {
  if (!channels.channels.length) return '<h2>Where visitors came from</h2><p class="muted">No visitor landed in this period (a landing is a page reached from another site or typed).</p>';
  const total = channels.channels.reduce((sum, row) => sum + row.visitors, 0);
  const chart = barChart({
    id: 'channels',
    title: 'Visitors by channel, with the share who converted',
    description: `${count(total)} visitors landed; the most from ${channels.channels[0]!.key} (${count(channels.channels[0]!.visitors)}). The table below gives each channel's conversions.`,
    bars: channels.channels.map((row) => ({ label: row.key, value: row.visitors, note: `${percent(row.rate)} converted` })),
    format: count,
  });
  const tables = SOURCE_TABLES.map(({ key, caption, head }) => {
    // Each in a cell of its own: a note stays with its table.
    const rows = channels[key];
    const shown = rows.slice(0, TOP_SOURCES);
    return `<div>${rows.length
      ? `${table(caption, [head, 'Visitors', 'Converted', 'Rate [95 %]'], shown.map((row) => [sourceName(key, row.key), count(row.visitors), count(row.converted), rateWithInterval(row)]))}${rows.length > shown.length ? `<p class="muted">The ${TOP_SOURCES} busiest of ${count(rows.length)}; the CSV has them all.</p>` : ''}`
      : `<p class="muted">${caption}: none in this period.</p>`}</div>`;
  }).join('');
  return `<h2>Where visitors came from</h2>
<p class="muted">Each visitor once, by their first landing in the period (a page reached from another site, or typed); "converted" counts those who then reached a conversion in the period.</p>
${chart}<div class="grid">${tables}</div>`;
}

const FIELD_TABLES = [
  { key: 'byKind', caption: 'Field speed by page kind', head: 'Page kind' },
  { key: 'byDevice', caption: 'Field speed by device', head: 'Device' },
  { key: 'byCountry', caption: 'Field speed by country', head: 'Country' },
] as const satisfies ReadonlyArray<{ key: keyof FieldSpeedReport; caption: string; head: string }>;

const RATING_CLASS: Record<Rating, string> = { good: 'up', 'needs improvement': 'fair', poor: 'down' };
const p75Cell = (row: FieldSpeedRow | undefined) =>
  row ? `<span class="${RATING_CLASS[row.rating]}">${escapeHtml(formatMetric(row.metric, row.p75))}</span> <span class="muted under">${escapeHtml(row.rating)} · ${count(row.samples)}</span>` : '—';

/** The visits' own speed: p75 of each web vital against Google's lines, LCP per page kind drawn. */
function fieldSpeedSection({ fieldSpeed }: AnalyticsReport) {
  const heading = '<h2>Field speed</h2>';
  if (!fieldSpeed.byKind.length) return `${heading}<p class="muted">No visit sent its speed in this period.</p>`;
  const lcp = fieldSpeed.byKind.filter((row) => row.metric === 'LCP');
  const chart = lcp.length
    ? barChart({
        id: 'field-lcp',
        title: 'Largest Contentful Paint at the 75th percentile, by page kind',
        description: `Google counts an LCP of ${formatMetric('LCP', FIELD_METRICS.LCP.good)} or less as good, over ${formatMetric('LCP', FIELD_METRICS.LCP.poor)} as poor. ${lcp.map((row) => `${row.key}: ${formatMetric('LCP', row.p75)}, ${row.rating}`).join('; ')}. The tables below give every metric.`,
        bars: lcp.map((row) => ({ label: row.key, value: row.p75, note: row.rating })),
        format: (value) => formatMetric('LCP', value),
      })
    : '';
  const tables = FIELD_TABLES.map(({ key, caption, head }) => {
    const groups = [...new Set(fieldSpeed[key].map((row) => row.key))];
    return table(
      caption,
      [head, ...FIELD_METRIC_NAMES],
      groups.map((group) => [escapeHtml(group), ...FIELD_METRIC_NAMES.map((metric) => p75Cell(fieldSpeed[key].find((row) => row.key === group && row.metric === metric)))]),
      'compact',
    );
  }).join('');
  return `${heading}
<p class="muted">From the visits themselves (web-vitals), each value the 75th percentile of its samples, rated by Google's lines: LCP good to ${formatMetric('LCP', FIELD_METRICS.LCP.good)}, poor over ${formatMetric('LCP', FIELD_METRICS.LCP.poor)}; INP ${formatMetric('INP', FIELD_METRICS.INP.good)} / ${formatMetric('INP', FIELD_METRICS.INP.poor)}; CLS ${formatMetric('CLS', FIELD_METRICS.CLS.good)} / ${formatMetric('CLS', FIELD_METRICS.CLS.poor)}; TTFB ${formatMetric('TTFB', FIELD_METRICS.TTFB.good)} / ${formatMetric('TTFB', FIELD_METRICS.TTFB.poor)}. Under each, its rating and how many samples.</p>
${chart}${tables}`;
}

/** Each variant's rate on the first goal as it stood at the end of each day, with its 95 % interval. */
function timelineChart(experiment: ExperimentReport, days: readonly Date[]) {
  const goal = experiment.variants[0]!.goals[0]?.goal;
  if (!goal || experiment.daysRunning < 2 || experiment.variants.every((variant) => variant.goals[0]!.visitors === 0)) return '';
  const rates = experiment.variants.map((_, index) => experiment.timeline.map((counts) => (counts[index]!.visitors > 0 ? wilsonInterval(counts[index]!.converted, counts[index]!.visitors) : null)));
  const last = experiment.variants.map((variant, index) => `${variant.key} ${percent(rates[index]!.at(-1)?.rate ?? null, 2)}`).join(', ');
  return lineChart({
    id: `timeline-${experiment.key}`,
    title: `${experiment.key}: ${goal} rate by variant, from its start to each day`,
    description: `Each variant's rate with its 95 % interval as a band, as it stood at the end of each day; at the end: ${last}. The goals table gives the figures.`,
    days,
    series: experiment.variants.map((variant, index) => ({ name: variant.key, values: rates[index]!.map((rate) => rate?.rate ?? null), band: rates[index]!.map((rate) => (rate ? { low: rate.low, high: rate.high } : null)) })),
    format: (value, step) => percent(value, Math.max(0, Math.ceil(-Math.log10(step * 100)))),
  });
}

/** The planner's answer for a rate and a change asked for in the query (percent), or the form alone. */
function plannerSection(baselinePercent: number, effectPercent: number, visitorsPerDay: number) {
  const sizes = plan(baselinePercent / 100, effectPercent / 100);
  const days = (visitors: number) => (visitorsPerDay > 0 ? ` · about ${count(Math.ceil((2 * visitors) / visitorsPerDay))} days at this period's ${count(Math.round(visitorsPerDay))} visitors a day, split in two` : '');
  const answer = sizes
    ? `<p role="status">To find a change of <strong>${signedPercent(effectPercent / 100)}</strong> on a rate of <strong>${baselinePercent} %</strong> (80 % power, 5 % false alarms): <strong>${count(sizes.sequential)}</strong> visitors a variant, read as often as you like (this report's test)${days(sizes.sequential)}; ${count(sizes.fixedHorizon)} a variant if read once, at a date fixed in advance.</p>`
    : '<p role="status" class="warning">Give a rate between 0 and 100 % and a change that keeps it there.</p>';
  return `<form method="get" action="${REPORT_PATH}" aria-label="Planner"><label>Rate now, % <input type="number" name="baseline" min="0.01" max="99.99" step="0.01" value="${baselinePercent}" required></label><label>Change to find, % <input type="number" name="change" min="-99" max="1000" step="0.1" value="${effectPercent}" required></label><button type="submit">Plan</button></form>${answer}`;
}

function renderReport(report: AnalyticsReport, planner: Planner): string {
  const { period } = report;
  const lastDay = new Date(period.to.getTime() - DAY_MS);
  const query = `from=${day(period.from)}&amp;to=${day(lastDay)}`;
  const funnels = report.funnels
    .map((funnel) => {
      const name = `Funnel: ${funnel.key.replace('_', ' ')}`;
      if (funnel.steps[0]!.visitors === 0) return `<p><strong>${name}</strong> <span class="muted">· nobody started it in this period.</span></p>`;
      const last = funnel.steps.at(-1)!;
      return `<h3>${escapeHtml(name)}</h3>${barChart({
        id: `funnel-${funnel.key}`,
        title: `${name}: visitors at each step`,
        description: `${count(funnel.steps[0]!.visitors)} started; ${count(last.visitors)} reached "${last.step}", ${percent(last.ofStart)} of them. The table below gives each step.`,
        bars: funnel.steps.map((step) => ({ label: step.step, value: step.visitors, note: step.ofStart === null ? undefined : percent(step.ofStart, 0) })),
        format: count,
      })}${table(
        name,
        ['Step', 'Visitors', 'Of the step before', 'Of those who started'],
        funnel.steps.map((step) => [escapeHtml(step.step), count(step.visitors), percent(step.ofPrevious), percent(step.ofStart)]),
      )}`;
    })
    .join('');
  const promotions = report.promotions.length
    ? table(
        'Promotions',
        ['Promotion', 'Saw it', 'Closed it', 'Clicked', 'Converted after seeing it', 'Click rate', 'Conversion rate'],
        report.promotions.map((row) => [
          `<code>${escapeHtml(row.place)}</code>`,
          row.shown ? count(row.shown) : '—',
          count(row.dismissed),
          count(row.clicked),
          row.shown ? count(row.converted) : '—',
          percent(row.shown ? row.clicked / row.shown : null),
          percent(row.shown ? row.converted / row.shown : null),
        ]),
      )
    : '<p class="muted">No promotion was shown in this period.</p>';
  return page(
    'Analytics · Lingo',
    `<h1>Analytics</h1>
<p class="muted">${day(period.from)} to ${day(lastDay)} · visitors who may be counted (consent where it is required) · every figure counts visitors, each once</p>
<form method="get" action="${REPORT_PATH}"><label>From <input type="date" name="from" value="${day(period.from)}" required></label><label>To <input type="date" name="to" value="${day(lastDay)}" required></label><button type="submit">Show</button></form>
<ul class="totals"><li><strong>${count(report.visitors)}</strong>visitors</li><li><strong>${count(report.pageViews)}</strong>page views</li><li><strong>${report.experiments.length}</strong>experiments with visitors</li></ul>
<p class="links">Download as CSV: <a href="${REPORT_PATH}.csv?table=daily&amp;${query}">per day</a> <a href="${REPORT_PATH}.csv?table=channels&amp;${query}">channels</a> <a href="${REPORT_PATH}.csv?table=field_speed&amp;${query}">field speed</a> <a href="${REPORT_PATH}.csv?table=experiments&amp;${query}">experiments</a> <a href="${REPORT_PATH}.csv?table=timeline&amp;${query}">experiments per day</a> <a href="${REPORT_PATH}.csv?table=guardrails&amp;${query}">guardrails</a> <a href="${REPORT_PATH}.csv?table=funnels&amp;${query}">funnels</a> <a href="${REPORT_PATH}.csv?table=promotions&amp;${query}">promotions</a></p>
${dailySection(report)}
${channelsSection(report)}
${fieldSpeedSection(report)}
<h2>Experiments</h2>
<p class="muted">A conversion counts when the visitor reached the goal after first seeing the variant. A rate's interval is Wilson's at 95 %. A difference, an uplift and p are always valid (the mixture sequential test, mSPRT, of Johari et al. 2017, tuned to a ${Math.round(PLANNED_RELATIVE_EFFECT * 100)} % change): read them every day if you like, a false winner stays under 5 %. A mismatch is flagged below p ${SRM_P_THRESHOLD}.</p>
${report.experiments.map((experiment) => experimentSection(experiment, report.daily.map((entry) => entry.day))).join('') || '<p class="muted">No visitor joined an experiment in this period.</p>'}
<h3>Planner: how many visitors a change needs</h3>
${plannerSection(planner.baseline, planner.change, report.visitors / report.daily.length)}
<h2>Funnels</h2>${funnels}
<h2>Promotions</h2>
<p class="muted">Banners are part of the page: they have clicks only. "Converted" is a visitor who subscribed, got a plan or tutors, booked a lesson or went for the app after seeing the popup.</p>
${promotions}`,
  );
}

interface Planner {
  /** Percent. */
  baseline: number;
  change: number;
}

/** The planner's inputs from the query, else its defaults (a 5 % rate, the planned change); a number out of range is its answer's to refuse. */
function plannerOf(baseline: string | undefined, change: string | undefined): Planner {
  const numberOr = (value: string | undefined, fallback: number) => (value !== undefined && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : fallback);
  return { baseline: numberOr(baseline, 5), change: numberOr(change, PLANNED_RELATIVE_EFFECT * 100) };
}

/** Six decimals: a spreadsheet's precision, without the floating point's last-digit noise. */
const fraction = (value: number | null) => (value === null ? '' : Number(value.toFixed(6)));

const EFFECT_COLUMNS = ['difference', 'difference_low', 'difference_high', 'uplift', 'uplift_low', 'uplift_high', 'p_always_valid'];
const effectColumns = (effect: Effect | null) =>
  effect
    ? [fraction(effect.difference), fraction(effect.differenceInterval.low), fraction(effect.differenceInterval.high), fraction(effect.uplift), fraction(effect.upliftInterval?.low ?? null), fraction(effect.upliftInterval?.high ?? null), effect.p.toPrecision(3)]
    : EFFECT_COLUMNS.map(() => '');

const CSV_TABLES = {
  experiments: (report: AnalyticsReport) => [
    ['experiment', 'variant', 'weight', 'assigned', 'exposed', 'goal', 'converted', 'rate', 'low_95', 'high_95', ...EFFECT_COLUMNS, 'srm_p', 'srm_mismatch', 'verdict'],
    ...report.experiments.flatMap((experiment) => {
      const verdicts = verdictsOf(experiment);
      return experiment.variants.flatMap((variant) =>
        variant.goals.map((goal) => [
          experiment.key,
          variant.key,
          variant.weight,
          variant.assigned,
          variant.exposed,
          goal.goal,
          goal.visitors,
          fraction(goal.rate),
          fraction(goal.low),
          fraction(goal.high),
          ...effectColumns(goal.effect),
          experiment.sampleRatio.p.toPrecision(3),
          experiment.sampleRatio.mismatch,
          goal === variant.goals[0] ? (verdicts.find((verdict) => verdict.variant === variant.key)?.sentence ?? '') : '',
        ]),
      );
    }),
  ],
  guardrails: (report: AnalyticsReport) => [
    ['experiment', 'variant', 'exposed', 'guardrail', 'visitors', 'share', ...EFFECT_COLUMNS, 'harmed'],
    ...report.experiments.flatMap((experiment) =>
      experiment.variants.flatMap((variant) =>
        variant.guardrails.map((guardrail) => [experiment.key, variant.key, variant.exposed, guardrail.guardrail, guardrail.visitors, fraction(guardrail.rate), ...effectColumns(guardrail.effect), guardrail.harmed]),
      ),
    ),
  ],
  daily: (report: AnalyticsReport) => [
    ['day', 'visitors', 'page_views', 'converted'],
    ...report.daily.map((entry) => [day(entry.day), entry.visitors, entry.pageViews, entry.converted]),
  ],
  timeline: (report: AnalyticsReport) => [
    ['experiment', 'goal', 'day', 'variant', 'exposed', 'converted', 'rate', 'low_95', 'high_95'],
    ...report.experiments.flatMap((experiment) =>
      experiment.timeline.flatMap((counts, at) =>
        counts.map((entry, index) => {
          const rate = wilsonInterval(entry.converted, entry.visitors);
          return [experiment.key, experiment.variants[0]!.goals[0]?.goal ?? '', day(report.daily[at]!.day), experiment.variants[index]!.key, entry.visitors, entry.converted, fraction(rate.rate), fraction(rate.low), fraction(rate.high)];
        }),
      ),
    ),
  ],
  channels: (report: AnalyticsReport) => [
    ['dimension', 'value', 'visitors', 'converted', 'rate', 'low_95', 'high_95'],
    ...SOURCE_TABLES.flatMap(({ key }) => report.channels[key].map((row) => [key, row.key, row.visitors, row.converted, fraction(row.rate), fraction(row.low), fraction(row.high)])),
  ],
  field_speed: (report: AnalyticsReport) => [
    ['dimension', 'value', 'metric', 'samples', 'p75', 'rating'],
    ...FIELD_TABLES.flatMap(({ key }) => report.fieldSpeed[key].map((row) => [key, row.key, row.metric, row.samples, Number(row.p75.toFixed(2)), row.rating])),
  ],
  funnels: (report: AnalyticsReport) => [
    ['funnel', 'step', 'visitors', 'of_previous', 'of_start'],
    ...report.funnels.flatMap((funnel) => funnel.steps.map((step) => [funnel.key, step.step, step.visitors, fraction(step.ofPrevious), fraction(step.ofStart)])),
  ],
  promotions: (report: AnalyticsReport) => [
    ['promotion', 'shown', 'dismissed', 'clicked', 'converted'],
    ...report.promotions.map((row) => [row.place, row.shown, row.dismissed, row.clicked, row.converted]),
  ],
} as const;

/** Whether the request's session is an operator's: 'anonymous', 'learner' or 'operator'. */
async function roleOf(auth: Auth, { db }: OpenDatabase, c: Context): Promise<'anonymous' | 'learner' | 'operator'> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  if (!session) return 'anonymous';
  const rows = await db.select({ userId: operator.userId }).from(operator).where(eq(operator.userId, session.user.id));
  return rows.length ? 'operator' : 'learner';
}

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'content-security-policy': POLICY };

export interface ReportRoutesOptions {
  auth: Auth;
  database: OpenDatabase;
  /** The experiments as the CMS has them now: their weights and goals. */
  experiments: () => readonly ExperimentDefinition[];
  now?: () => Date;
}

export function reportRoutes({ auth, database, experiments, now = () => new Date() }: ReportRoutesOptions) {
  const routes = new Hono();
  // Everything under /operator/ is the operators' (server/instance-routes.ts sends it to an instance).
  routes.use('/operator/*', async (c, next) => {
    const role = await roleOf(auth, database, c);
    if (role === 'operator') return next();
    const [status, title, text] =
      role === 'anonymous'
        ? ([401, 'Sign in to read the analytics', 'This report is for the team. Sign in with an operator account, then come back to this page.'] as const)
        : ([403, 'Not an operator account', 'This account cannot read the analytics. Ask an operator to run <code>npm run accounts -- operator &lt;your e-mail&gt;</code>.'] as const);
    return c.html(page(title, `<h1>${title}</h1><p>${text}</p><p><a href="/sign-in">Sign in</a></p>`), status, PRIVATE);
  });
  routes.get(REPORT_PATH, async (c) => {
    const period = periodOf(c.req.query('from'), c.req.query('to'), now());
    if (!period) return c.html(page('Bad period', `<h1>That period cannot be shown</h1><p>Give two days as YYYY-MM-DD, the first before the second, at most ${MAX_DAYS} days apart.</p><p><a href="${REPORT_PATH}">The last ${DEFAULT_DAYS} days</a></p>`), 400, PRIVATE);
    return c.html(renderReport(await analyticsReport(database, period, experiments()), plannerOf(c.req.query('baseline'), c.req.query('change'))), 200, PRIVATE);
  });
  routes.get(`${REPORT_PATH}.csv`, async (c) => {
    const name = c.req.query('table');
    const period = periodOf(c.req.query('from'), c.req.query('to'), now());
    if (!name || !Object.hasOwn(CSV_TABLES, name) || !period) return c.text(`Ask for table=${Object.keys(CSV_TABLES).join('|')} and an optional period (from, to: YYYY-MM-DD).`, 400, PRIVATE);
    const rows = CSV_TABLES[name as keyof typeof CSV_TABLES](await analyticsReport(database, period, experiments()));
    const file = `lingo-${name}-${day(period.from)}-${day(new Date(period.to.getTime() - DAY_MS))}.csv`;
    return c.body(`${rows.map(csvRow).join('\r\n')}\r\n`, 200, { ...PRIVATE, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}"` });
  });
  return routes;
}

/** Makes an existing account an operator (`npm run accounts -- operator <email>`), or no longer one. */
export async function setOperator({ db }: OpenDatabase, email: string, isOperator: boolean): Promise<'changed' | 'unchanged' | 'no-account'> {
  const result = await db.execute(sql`select id from "user" where email = ${email.toLowerCase()}`);
  const id = (result.rows[0] as { id: string } | undefined)?.id;
  if (!id) return 'no-account';
  const changed = isOperator
    ? await db.execute(sql`insert into operator (user_id) values (${id}) on conflict do nothing returning user_id`)
    : await db.execute(sql`delete from operator where user_id = ${id} returning user_id`);
  return changed.rows.length ? 'changed' : 'unchanged';
}
