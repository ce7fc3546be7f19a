export { alternatePaths, localizePath, splitLocale } from './locale.ts';
export { MESSAGES, type Messages } from './messages.ts';
export { pluralForms, type PluralForms } from './plural.ts';
export { formatLessonTime, formatPrice, INTL_LOCALE, timeZoneName, weekdayName } from './format.ts';
