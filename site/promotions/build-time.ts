// The promotions of a page, chosen when it is rendered: every banner and popup slot is asked for
// once per locale and content generation (400 pages, one set of CMS calls), then kept when its
// URL rules match the page. Build-time code: only loaders import it.
import { contentKey } from '../../domain/content/dependencies.ts';
import { buildTimeCms, keptForGeneration, recordRead } from '../platform/content/build-time.ts';
import { logOnce } from '../platform/content/client.ts';
import type { Locale } from '../../domain/constants.ts';
import type { PreviewedPromotion } from '../../domain/content/preview.ts';
import { matchUrlTargeting } from '../../domain/rules/index.ts';
import type { PagePromotions } from './model.ts';
import { localePromotions } from './slots.ts';

const log = logOnce();

async function slotsOf(locale: Locale): Promise<PagePromotions> {
  const { budgetProblems, ...slots } = await localePromotions(buildTimeCms(), locale, (what, load, empty) =>
    load.catch((error: unknown) => {
      // Spec §8: a fetch error means the promotion is not shown; the page still builds.
      log(`[cms] ${what} (${locale}) not shown: ${(error as Error).message}`);
      return empty;
    }),
  );
  for (const problem of budgetProblems) log(`[cms] remote config ${problem}`);
  return slots;
}

/**
 * The banners and popups whose CMS rules allow them on `url` (the page's path, locale prefix
 * included); a preview's own banner or popup is there whatever its rules say.
 */
export async function promotionsFor(url: string, locale: Locale, previewed: PreviewedPromotion | null = null): Promise<PagePromotions> {
  recordRead(contentKey('promotions', locale));
  const { banners, popups, timerCtas, budget } = await keptForGeneration(`promotions@${locale}`, () => slotsOf(locale));
  const allowed = (record: { slug: string; isDisabled?: boolean | null; urlsToInclude?: unknown; urlsToExclude?: unknown }, kind: PreviewedPromotion['kind'], slug = record.slug) => {
    if (previewed?.kind === kind && previewed.slug === slug) return true;
    if (record.isDisabled) return false;
    const targeting = matchUrlTargeting(url, record.urlsToInclude, record.urlsToExclude);
    if (!targeting.show && targeting.invalid) log(`[cms] ${record.slug} hidden: ${targeting.reason}`);
    return targeting.show;
  };
  const placedPopups = popups.filter((popup) => allowed(popup.config, 'popup', popup.slug));
  return {
    banners: banners.filter(({ banner }) => allowed(banner, 'banner')),
    popups: placedPopups,
    timerCtas: placedPopups.some((popup) => popup.type === 'timer') ? timerCtas : [],
    budget,
  };
}
