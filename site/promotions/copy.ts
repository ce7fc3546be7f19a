// The promotions' own words (the offers themselves come from the CMS), per locale, from the message
// catalogs (domain/i18n/catalogs).
import type { CountdownProps } from '../../design-system/index.ts';
import { splitTimeLeft } from '../../design-system/index.ts';
import { LOCALES, type Locale } from '../../domain/constants.ts';
import PROMOTIONS, { type PromotionsMessages } from '../../domain/i18n/compiled/promotions.ts';
import { MESSAGES, pluralForms } from '../../domain/i18n/index.ts';

export interface PromotionsCopy extends PromotionsMessages {
  close: string;
  /** Read after a call to action that opens a new tab. */
  newTab: string;
  qrCode: string;
  scanToDownload: string;
}

/** The promotions' words, with the shell's where they say the same (one translation each). */
export const PROMOTIONS_COPY = Object.fromEntries(
  LOCALES.map((locale) => {
    const { close, newTab, footer } = MESSAGES[locale];
    return [locale, { ...PROMOTIONS[locale], close, newTab, qrCode: footer.qrCode, scanToDownload: footer.scanToDownload }];
  }),
) as Record<Locale, PromotionsCopy>;

/**
 * The countdown's unit words for what is left, in the locale's plural forms (1 день, 2 дні,
 * 5 днів), and every word it may show, so its tiles keep one width as the words change.
 */
export function countdownWords(locale: Locale, timeLeftMs: number): Required<Pick<CountdownProps, 'labels' | 'reservedLabels'>> {
  const parts = splitTimeLeft(timeLeftMs);
  const words = MESSAGES[locale].countdown;
  return {
    labels: {
      days: words.days({ count: parts.days }),
      hours: words.hours({ count: parts.hours }),
      minutes: words.minutes({ count: parts.minutes }),
      seconds: words.seconds({ count: parts.seconds }),
    },
    reservedLabels: [...new Set(Object.values(countdownForms(locale)).flatMap((unit) => Object.values(unit)))],
  };
}

/** Every form of each unit word, for the countdown's paint script (it chooses among them before any module runs). */
export function countdownForms(locale: Locale) {
  const words = MESSAGES[locale].countdown;
  return {
    days: pluralForms(locale, words.days),
    hours: pluralForms(locale, words.hours),
    minutes: pluralForms(locale, words.minutes),
    seconds: pluralForms(locale, words.seconds),
  };
}
