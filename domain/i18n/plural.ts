import type { Locale } from '../constants.ts';

/** The words of a plural message, by CLDR category: what a script that cannot run ICU needs. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// A count in each category a site locale uses (1 → one, 2 → few in Ukrainian, 5 → many, 1.5 → other).
const SAMPLES = [1, 2, 5, 1.5];

/**
 * A catalog's plural message (`{count, plural, one {день} few {дні} …}`) as its forms, for the
 * countdown's paint script, which runs before any module and chooses with Intl.PluralRules.
 */
export function pluralForms(locale: Locale, message: (values: { count: number }) => string): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const count of SAMPLES) forms[rules.select(count)] ??= message({ count });
  return forms as PluralForms;
}
