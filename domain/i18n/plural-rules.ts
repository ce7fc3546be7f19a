// The plural category a compiled message chooses by, from the browser's own CLDR data
// (Intl.PluralRules) rather than a copy of the rules in every bundle (scripts/messages.mjs).
export const pluralRule =
  (locale: string) =>
  (value: number, ordinal?: boolean): Intl.LDMLPluralRule =>
    new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).select(value);
