import type { Locale } from '../constants.ts';

/** The CLDR plural categories a catalog gives forms for; a locale uses some of them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The word for `count` in `locale`, chosen by Intl.PluralRules (Ukrainian has one, few and many
 * forms: 1 день, 2 дні, 5 днів), never by appending "s".
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return forms[rule.select(count)] ?? forms.other;
}
