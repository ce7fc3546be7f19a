// Numbers, prices and weekday names as each locale writes them (Intl, in the page's language).
import type { Locale } from '../constants.ts';

/** The Intl locale of each site locale (Brazilian Portuguese, Spain's Spanish for es). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR', uk: 'uk-UA' };

/**
 * A price as the locale writes it ("$12.99", "11,99 €", "R$ 39,90", "299 грн", "₴749" on the
 * English site, "£24.99"): a currency's own sign, and the code where a sign is shared (the peso's
 * "$" would read as dollars: "MX$549", "549 MXN").
 */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'UAH' && locale === 'uk' ? 'name' : currency === 'MXN' ? 'symbol' : 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    // Spanish leaves a four-digit number ungrouped ("1699 MXN"); every price here is grouped alike.
    useGrouping: 'always',
  })
    .format(amount)
    // Every plural form of the currency's name ("гривня", "гривні", "гривень", with "українська" and its forms) becomes "грн".
    .replace(/\s?(?:українськ\S*\s)?грив\S*/, ' грн');
}

// 2026-01-05 was a Monday.
const MONDAY = Date.UTC(2026, 0, 5, 12);

/** The name of the day, Monday being 0 ("Monday", "lunes", "segunda-feira", "понеділок"), capitalised. */
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return capitalized(new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: width, timeZone: 'UTC' }).format(MONDAY + day * 86_400_000), locale);
}

/** A name as it begins a label ("понеділок" → "Понеділок", "українська" → "Українська"). */
export const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + text.slice(1);

const zoneNamed = (timeZone: string, locale: Locale, style: 'longGeneric' | 'long') =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: style }).formatToParts(MONDAY).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's everyday name ("Eastern Time", "hora de Europa central"), in the page's language (its
 * winter name). Where Ukrainian has no everyday name it writes "час: Велика Британія", which reads
 * as a label, not a name: the zone's own name ("за Гринвічем") then.
 */
export function timeZoneName(timeZone: string, locale: Locale): string {
  if (/^(Etc\/)?UTC$/.test(timeZone)) return 'UTC';
  const name = zoneNamed(timeZone, locale, 'longGeneric');
  return locale === 'uk' && name.startsWith('час:') ? zoneNamed(timeZone, locale, 'long') : name;
}

/** A lesson's day and time on the reader's clock ("Wednesday, November 25, 20:00"). */
export const formatLessonTime = (instant: number, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
