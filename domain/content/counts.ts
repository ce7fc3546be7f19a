// Numbers the CMS's copy states about the content, counted from it (issue 62: pages said "350+
// certified tutors" above 24 cards and "more than 40 classes a week" above 14). An editor writes
// `{count:tutors}` where the number goes, in a page or a question's answer; the site writes the
// count as the locale writes numbers, so the copy says what a visitor can find.
import type { Locale } from '../constants.ts';
import { INTL_LOCALE } from '../i18n/format.ts';

export const COUNTS = ['tutors', 'group-classes', 'club-sessions'] as const;
export type CountName = (typeof COUNTS)[number];
export type Counts = Record<CountName, number>;

/** The collections whose copy may hold count tokens (site-content.ts fills them; they read what is counted). */
export const COUNTED_COPY = ['pages', 'faqs'] as const;

/** The counts of a locale's roster and timetable. */
export const countsIn = (tutors: readonly unknown[], sessions: ReadonlyArray<{ kind: string }>): Counts => ({
  tutors: tutors.length,
  'group-classes': sessions.filter((session) => session.kind === 'group').length,
  'club-sessions': sessions.filter((session) => session.kind === 'club').length,
});

const TOKEN = /\{count:([a-z-]+)\}/g;

/** Every string in `value` with its count tokens written as numbers; a token that names no count is left out, and said. */
export function withCounts<T>(value: T, counts: Counts, locale: Locale, warn: (message: string) => void): T {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item.includes('{count:')
        ? item.replace(TOKEN, (token, name: string) => {
            if ((COUNTS as readonly string[]).includes(name)) return format.format(counts[name as CountName]);
            warn(`"${token}" counts nothing (counts: ${COUNTS.join(', ')}): left out`);
            return '';
          })
        : item;
    if (Array.isArray(item)) return item.map(fill);
    if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, fill(field)]));
    return item;
  };
  return fill(value) as T;
}
