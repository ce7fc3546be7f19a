// @vitest-environment jsdom
// The report's pictures as a reader's tools meet them: an image with a name and a description,
// lines told apart by dash, values where the data puts them.
import { barChart, lineChart } from './charts.ts';

const svgOf = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').querySelector('svg[role="img"]')!;
const days = (count: number) => Array.from({ length: count }, (_, index) => new Date(Date.UTC(2026, 10, index + 1)));

describe('a line chart', () => {
  const markup = lineChart({
    id: 'demo',
    title: 'Visitors per day',
    description: 'From 10 to 40.',
    days: days(4),
    series: [
      { name: 'Visitors', values: [10, 20, 30, 40] },
      { name: 'Converted', values: [null, 2, 3, 4], band: [null, { low: 1, high: 3 }, { low: 2, high: 4 }, { low: 3, high: 5 }] },
    ],
    format: (value) => String(value),
  });
  const svg = svgOf(markup);

  it('is an image named by its title and described', () => {
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-labelledby')).toBe('demo-title demo-desc');
    expect(svg.querySelector('title')!.textContent).toBe('Visitors per day');
    expect(svg.querySelector('desc')!.textContent).toBe('From 10 to 40.');
  });

  it('draws each series as a line of its own dash, a band where it has one, and skips the days without a value', () => {
    const lines = [...svg.querySelectorAll('path[fill="none"]')];
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '8 5']);
    // Four points, then three: the empty first day is not drawn at zero.
    expect(lines[0]!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(4);
    expect(lines[1]!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(3);
    expect(svg.querySelectorAll('path[fill-opacity]')).toHaveLength(1);
  });

  it('rises with the values: the last point of the visitors is the highest', () => {
    const points = [...svg.querySelector('path[fill="none"]')!.getAttribute('d')!.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((match) => Number(match[2]));
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('draws a single day as a dot', () => {
    const single = svgOf(lineChart({ id: 'one', title: 'One day', description: 'One value.', days: days(1), series: [{ name: 'Visitors', values: [12] }], format: String }));
    expect(single.querySelectorAll('circle')).toHaveLength(1);
  });
});

describe('a bar chart', () => {
  it('draws each bar against the largest, in percent of the width, with its label and value', () => {
    const svg = svgOf(
      barChart({
        id: 'funnel',
        title: 'Funnel',
        description: '100 started, 25 finished.',
        bars: [
          { label: 'started', value: 100 },
          { label: 'finished', value: 25, note: '25 %' },
        ],
        format: String,
      }),
    );
    expect(svg.getAttribute('role')).toBe('img');
    expect([...svg.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'))).toEqual(['100.00%', '25.00%']);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['started', '100', 'finished', '25 · 25 %']);
  });
});
