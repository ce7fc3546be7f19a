import type { Locale } from '../constants.ts';

/**
 * What the page's head and the language switch need to know of each locale, in one row: its name
 * in its own language, its Open Graph locale, the country whose flag stands for it, and the script
 * its font must cover, and whether a language's name is a common noun, lowercase in a sentence
 * ("o espanhol"). (Its Intl locale, which prices need in the first script, is INTL_LOCALE in
 * format.ts.) Apart from LOCALES so that the pages' first script does not carry it.
 */
export const LOCALE_FACTS = {
  en: { lowercaseLanguageNames: false, name: 'English', openGraph: 'en_US', flag: 'gb', script: 'latin' },
  es: { lowercaseLanguageNames: true, name: 'Español', openGraph: 'es_ES', flag: 'es', script: 'latin' },
  pt: { lowercaseLanguageNames: true, name: 'Português', openGraph: 'pt_BR', flag: 'br', script: 'latin' },
  uk: { lowercaseLanguageNames: false, name: 'Українська', openGraph: 'uk_UA', flag: 'ua', script: 'cyrillic' },
} as const satisfies Record<Locale, { lowercaseLanguageNames: boolean; name: string; openGraph: string; flag: string; script: 'latin' | 'cyrillic' }>;
