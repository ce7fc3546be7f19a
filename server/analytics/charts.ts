// The report's pictures (issue 65), drawn on the server as SVG: no script, no client library,
// nothing for the page's policy to allow. Each is an image with a title and a description that
// say what it shows; the same figures follow it as a table (the page puts one behind each).
// Lines differ by dash as well as colour, so no reader depends on telling colours apart.
import { scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import { escapeHtml } from '../../domain/html-escape.ts';
import { PALETTE } from '../../tokens/palette.ts';

/**
 * A line chart's own units: the page scales it to its width (a phone's 326 px, at most 42 rem),
 * and its style sets the labels' size in these units, larger on a phone so that they stay readable.
 */
const WIDTH = 480;
const HEIGHT = 230;
const MARGIN = { top: 14, right: 18, bottom: 38, left: 64 };
const FONT = `font-size="13" fill="${PALETTE.Gray}"`;

/** Up to four series: a colour with 3:1 on white, and a dash of its own. */
const STROKES = [
  { colour: PALETTE.Purple, dash: '' },
  { colour: PALETTE.Emerald, dash: '8 5' },
  { colour: PALETTE.Negative, dash: '2 4' },
  { colour: PALETTE.Black, dash: '12 4 2 4' },
] as const;

export interface LineSeries {
  name: string;
  /** One a day; null where there is nothing to draw (no visitor yet). */
  values: ReadonlyArray<number | null>;
  /** An interval around each value, drawn as a light band. */
  band?: ReadonlyArray<{ low: number; high: number } | null>;
}

export interface LineChart {
  id: string;
  title: string;
  description: string;
  days: readonly Date[];
  series: readonly LineSeries[];
  /** A value as the axis writes it; `step` is the distance between two ticks, for the digits it needs. */
  format: (value: number, step: number) => string;
}

const dayLabel = (day: Date) => day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function frame(id: string, title: string, description: string, height: number, body: string) {
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(description)}</desc>${body}</svg>`;
}

/** The legend, above the drawing: a sample of each line and its name. */
function legend(series: readonly LineSeries[]) {
  return `<ul class="legend" aria-hidden="true">${series
    .map((entry, index) => {
      const { colour, dash } = STROKES[index % STROKES.length]!;
      return `<li><svg width="28" height="10" viewBox="0 0 28 10"><line x1="0" y1="5" x2="28" y2="5" stroke="${colour}" stroke-width="3"${dash ? ` stroke-dasharray="${dash}"` : ''}/></svg>${escapeHtml(entry.name)}</li>`;
    })
    .join('')}</ul>`;
}

/** Daily values as lines over the period, each with its band when it has one. */
export function lineChart({ id, title, description, days, series, format }: LineChart): string {
  const x = scaleUtc()
    .domain([days[0]!, days.at(-1)!])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const highest = Math.max(0, ...series.flatMap((entry) => [...entry.values, ...(entry.band ?? []).map((band) => band?.high ?? 0)].map((value) => value ?? 0)));
  const y = scaleLinear()
    .domain([0, highest || 1])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const yTicks = y.ticks(4);
  const step = yTicks.length > 1 ? yTicks[1]! - yTicks[0]! : 1;
  const grid = yTicks
    .map((tick) => `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="${PALETTE.Papyrus}" stroke-width="1.5"/><text x="${MARGIN.left - 8}" y="${y(tick)}" dy="0.32em" text-anchor="end" ${FONT}>${escapeHtml(format(tick, step))}</text>`)
    .join('');
  const xTicks = (days.length > 1 ? x.ticks(Math.min(5, days.length - 1)) : days)
    .map((tick) => `<text x="${x(tick)}" y="${HEIGHT - MARGIN.bottom + 24}" text-anchor="middle" ${FONT}>${escapeHtml(dayLabel(tick))}</text>`)
    .join('');
  const drawn = series
    .map((entry, index) => {
      const { colour, dash } = STROKES[index % STROKES.length]!;
      const points = entry.values.flatMap((value, day) => (value === null ? [] : [{ day: days[day]!, value, band: entry.band?.[day] ?? null }]));
      const band = entry.band
        ? area<(typeof points)[number]>()
            .defined((point) => point.band !== null)
            .x((point) => x(point.day))
            .y0((point) => y(point.band!.low))
            .y1((point) => y(point.band!.high))(points)
        : null;
      const path = line<(typeof points)[number]>()
        .x((point) => x(point.day))
        .y((point) => y(point.value))(points);
      // A single day is a dot: a line needs two.
      const dot = points.length === 1 ? `<circle cx="${x(points[0]!.day)}" cy="${y(points[0]!.value)}" r="4" fill="${colour}"/>` : '';
      return `${band ? `<path d="${band}" fill="${colour}" fill-opacity="0.14"/>` : ''}${path ? `<path d="${path}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>` : ''}${dot}`;
    })
    .join('');
  const axis = `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${HEIGHT - MARGIN.bottom}" y2="${HEIGHT - MARGIN.bottom}" stroke="${PALETTE.Gray}"/>`;
  return `<figure class="figure">${legend(series)}${frame(id, title, description, HEIGHT, `${grid}${axis}${drawn}${xTicks}`)}</figure>`;
}

export interface Bar {
  label: string;
  value: number;
  /** What the bar's text says beside its value, short ("40 %"). */
  note?: string;
}

const BAR_HEIGHT = 16;
const LABEL_HEIGHT = 22;
const BAR_GAP = 12;
/**
 * Horizontal bars, each as long as its value against the largest (a funnel: each step against its
 * start), its label and value on the line above it. Drawn at the page's own scale, lengths in
 * percent: the text stays the page's size on a phone and on a wide screen alike.
 */
export function barChart({ id, title, description, bars, format }: { id: string; title: string; description: string; bars: readonly Bar[]; format: (value: number) => string }): string {
  const row = LABEL_HEIGHT + BAR_HEIGHT + BAR_GAP;
  const height = bars.length * row;
  const widest = Math.max(1, ...bars.map((bar) => bar.value));
  const share = scaleLinear().domain([0, widest]).range([0, 100]);
  const rows = bars
    .map((bar, index) => {
      const top = index * row;
      // A bar of a few visitors is still seen: at least a sliver.
      const length = bar.value > 0 ? Math.max(0.5, share(bar.value)) : 0;
      return `<text x="0" y="${top + 15}" font-size="14" fill="${PALETTE.Black}">${escapeHtml(bar.label)}</text><text x="100%" y="${top + 15}" text-anchor="end" font-size="14" fill="${PALETTE.Gray}">${escapeHtml(`${format(bar.value)}${bar.note ? ` · ${bar.note}` : ''}`)}</text><rect x="0" y="${top + LABEL_HEIGHT}" width="${length.toFixed(2)}%" height="${BAR_HEIGHT}" rx="4" fill="${PALETTE.Purple}"/>`;
    })
    .join('');
  return `<figure class="figure"><svg class="bars" width="100%" height="${height}" role="img" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(description)}</desc>${rows}</svg></figure>`;
}
