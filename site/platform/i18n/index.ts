export { isLocale, localeFromSegment, localizePath, PREFIXED_LOCALES, splitLocale } from './locale.ts';
export { MESSAGES, type Messages } from './messages.ts';
export { plural, type PluralForms } from './plural.ts';
