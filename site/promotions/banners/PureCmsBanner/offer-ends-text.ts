// What a countdown banner says to a visitor without JavaScript (PureCmsBanner). The digits in
// the HTML are those of the build, wrong by the time anyone reads them, so without scripting they
// are hidden (Banners.tsx) and the end date is written instead. Only the server renders these
// words: PureCmsBanner reads them under `import.meta.env.SSR`, false in the browser's build, so
// this module is not in its JavaScript.
import type { Locale } from '../../../../domain/constants.ts';
import BANNER_NO_SCRIPT from '../../../../domain/i18n/compiled/bannerNoScript.ts';

/**
 * "Ends Dec 6": the last day, in UTC (a prerendered page cannot know the visitor's zone; the offer
 * runs through that day everywhere), short enough for a phone's one line beside the offer's link.
 */
export function offerEndsText(locale: Locale, end: number): string {
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(end);
  return BANNER_NO_SCRIPT[locale].offerEnds({ date });
}
