// What a countdown banner says to a visitor without JavaScript (PureCmsBanner). The digits in
// the HTML are those of the build, wrong by the time anyone reads them, so without scripting they
// are hidden (Banners.tsx) and the end date is written instead. Only the server renders these
// words: PureCmsBanner reads them under `import.meta.env.SSR`, false in the browser's build, so
// this module is not in its JavaScript.
import type { Locale } from '../../../../domain/constants.ts';
import BANNER_NO_SCRIPT from '../../../../domain/i18n/compiled/bannerNoScript.ts';

/** "Offer ends December 31, 2026 at 11:59 PM UTC": a prerendered page cannot know the visitor's time zone. */
export function offerEndsText(locale: Locale, end: number): string {
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(end);
  return BANNER_NO_SCRIPT[locale].offerEnds({ date });
}
