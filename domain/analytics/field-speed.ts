// Field speed (issue 65): the Core Web Vitals and TTFB from real visits, as the site's own events
// carry them, and what the report reads them against: Google's thresholds (web.dev/articles/vitals,
// "good" at or under the first, "poor" over the second, judged at the 75th percentile).
import { LOCALES, DEFAULT_LOCALE } from '../constants.ts';
import { CONFUSING_WORDS } from '../words/paths.ts';
import { WORD_TOOLS } from '../words/words.ts';

export const FIELD_METRICS = {
  LCP: { label: 'Largest Contentful Paint', unit: 'ms', good: 2500, poor: 4000 },
  INP: { label: 'Interaction to Next Paint', unit: 'ms', good: 200, poor: 500 },
  /** Sent in thousandths (an event's values are whole numbers): 100 is a shift of 0.1. */
  CLS: { label: 'Cumulative Layout Shift', unit: 'thousandths', good: 100, poor: 250 },
  TTFB: { label: 'Time to First Byte', unit: 'ms', good: 800, poor: 1800 },
} as const;
export type FieldMetric = keyof typeof FIELD_METRICS;
export const FIELD_METRIC_NAMES = Object.keys(FIELD_METRICS) as FieldMetric[];

export type Rating = 'good' | 'needs improvement' | 'poor';
export const ratingOf = (metric: FieldMetric, value: number): Rating =>
  value <= FIELD_METRICS[metric].good ? 'good' : value <= FIELD_METRICS[metric].poor ? 'needs improvement' : 'poor';

/** A value as a reader reads it: 2.1 s, 180 ms, 0.04. */
export const formatMetric = (metric: FieldMetric, value: number) =>
  metric === 'CLS' ? (value / 1000).toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

const LOCALE_PREFIX = `^(/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')}))?`;

/**
 * The kinds of page the report tells apart, by path in any locale (POSIX patterns, for the
 * report's SQL): the first that matches names the page.
 */
export const PAGE_KIND_PATTERNS = [
  { kind: 'home', pattern: `${LOCALE_PREFIX}/?$` },
  { kind: 'word page', pattern: `${LOCALE_PREFIX}/(${[...WORD_TOOLS, CONFUSING_WORDS].join('|')})(/|$)` },
  { kind: 'blog', pattern: `${LOCALE_PREFIX}/blog(/|$)` },
  { kind: 'tutors', pattern: `${LOCALE_PREFIX}/(english-tutors|our-tutors)(/|$)` },
  { kind: 'funnel', pattern: `${LOCALE_PREFIX}/(funnels|tutoring)(/|$)` },
  { kind: 'level test', pattern: `${LOCALE_PREFIX}/test-your-english-level(/|$)` },
  { kind: 'other', pattern: '' },
] as const;
