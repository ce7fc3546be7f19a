import type { Locale } from '../constants.ts';

/**
 * What the page's head and the language switch need to know of each locale, in one row: its name
 * in its own language, its Open Graph locale, the country whose flag stands for it, and the script
 * its font must cover, whether a language's name is a common noun, lowercase in a sentence
 * ("o espanhol"), and the quotation marks it names a word in ("«swim»"). (Its Intl locale, which prices need in the first script, is INTL_LOCALE in
 * format.ts.) Apart from LOCALES so that the pages' first script does not carry it.
 */
export const LOCALE_FACTS = {
  en: { lowercaseLanguageNames: false, name: 'English', openGraph: 'en_US', flag: 'gb', script: 'latin', quotes: ['“', '”'] },
  es: { lowercaseLanguageNames: true, name: 'Español', openGraph: 'es_ES', flag: 'es', script: 'latin', quotes: ['«', '»'] },
  pt: { lowercaseLanguageNames: true, name: 'Português', openGraph: 'pt_BR', flag: 'br', script: 'latin', quotes: ['“', '”'] },
  uk: { lowercaseLanguageNames: false, name: 'Українська', openGraph: 'uk_UA', flag: 'ua', script: 'cyrillic', quotes: ['«', '»'] },
} as const satisfies Record<Locale, { lowercaseLanguageNames: boolean; name: string; openGraph: string; flag: string; script: 'latin' | 'cyrillic'; quotes: readonly [string, string] }>;
