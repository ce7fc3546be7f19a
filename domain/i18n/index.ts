export { alternatePaths, LOCALE_NAMES, localizePath, splitLocale } from './locale.ts';
export { MESSAGES, type Messages } from './messages.ts';
export { plural, type PluralForms } from './plural.ts';
export { formatPrice, INTL_LOCALE, weekdayName } from './format.ts';
