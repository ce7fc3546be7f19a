// Pages that moved to an address of their own (issue 63: the reviews and the charity page had
// another company's name in their paths). Every locale's old address answers 301 to its new one,
// so links and search results from before keep working.
import { localizePath, splitLocale } from '../i18n/index.ts';

/** Old path → new, without the locale prefix. */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/page/promova-review': '/page/lingo-reviews',
  '/page/promova-4-good': '/page/lingo-for-good',
};

/** Where a page path has moved to, in its locale, or null. */
export function movedPage(path: string): string | null {
  const { locale, path: unprefixed } = splitLocale(path);
  const moved = MOVED_PAGES[unprefixed];
  return moved ? localizePath(moved, locale) : null;
}
