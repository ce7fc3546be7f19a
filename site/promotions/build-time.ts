// The promotions of a page, chosen when it is rendered: every banner and popup slot is asked for
// once per locale and content generation (400 pages, one set of CMS calls), then kept when its
// URL rules match the page. Build-time code: only loaders import it.
import { contentKey } from '../../domain/content/dependencies.ts';
import { buildTimeCms, buildTimeContent, keptForGeneration, recordRead } from '../platform/content/build-time.ts';
import { logOnce } from '../platform/content/client.ts';
import type { Locale } from '../../domain/constants.ts';
import type { PreviewedPromotion } from '../../domain/content/preview.ts';
import { matchUrlTargeting } from '../../domain/rules/index.ts';
import type { PagePromotions } from './model.ts';
import { experimentMark, type VariantMark } from '../../domain/experiments/marks.ts';
import { pageExperimentsAt } from '../experiments/page-experiments.ts';
import type { PageTask } from '../../domain/promotions/page-task.ts';
import { localePromotions } from './slots.ts';
import { priceTokensIn, pricedCopyProblem, stringsOf, type Priced } from '../../domain/pricing/offers.ts';

const log = logOnce();

/**
 * Why a promotion cannot be shown with these prices, or null: its copy names a price there is not
 * (pricedCopyProblem), or it sells the campaign's offer with a countdown that is not the campaign's
 * (the banner would tick to another end than the plan cards' offer).
 */
function pricingProblem(record: unknown, timer: { dateStart?: string | null; dateEnd?: string | null } | null | undefined, plans: readonly Priced[]): string | null {
  for (const text of stringsOf(record)) {
    const problem = pricedCopyProblem(text, plans);
    if (problem) return problem;
  }
  const offered = priceTokensIn(record).find((token) => token.kind === 'offer');
  const offer = offered && plans.find((plan) => plan.slug === offered.plan)?.offer;
  if (offer && timer && (Date.parse(timer.dateStart ?? '') !== offer.startsAt || Date.parse(timer.dateEnd ?? '') !== offer.endsAt)) {
    return `its countdown (${timer.dateStart} to ${timer.dateEnd}) is not the campaign's (${new Date(offer.startsAt).toISOString()} to ${new Date(offer.endsAt).toISOString()})`;
  }
  return null;
}

/** The plans a promotion's copy names, once (what its page carries to show their prices). */
const namedPlans = (records: readonly unknown[], plans: readonly Priced[]) => {
  const named = new Set(records.flatMap((record) => priceTokensIn(record).map((token) => token.plan)));
  return plans.filter((plan) => named.has(plan.slug)).map(({ slug, prices, offer }): Priced => ({ slug, prices, offer }));
};

async function slotsOf(locale: Locale): Promise<Omit<PagePromotions, 'pricing' | 'task'> & { plans: Priced[] }> {
  const plans = await buildTimeContent().plans(locale);
  const { budgetProblems, ...slots } = await localePromotions(buildTimeCms(), locale, (what, load, empty) =>
    load.catch((error: unknown) => {
      // Spec §8: a fetch error means the promotion is not shown; the page still builds.
      log(`[cms] ${what} (${locale}) not shown: ${(error as Error).message}`);
      return empty;
    }),
  );
  for (const problem of budgetProblems) log(`[cms] remote config ${problem}`);
  // Malformed pricing hides that one promotion, and says why (the page builds without it).
  const priced = <T,>(record: T, slug: string, timer: Parameters<typeof pricingProblem>[1]) => {
    const problem = pricingProblem(record, timer, plans);
    if (problem) log(`[cms] ${slug} (${locale}) not shown: ${problem}`);
    return problem === null;
  };
  return {
    ...slots,
    banners: slots.banners.filter(({ banner }) => priced(banner, banner.slug, banner.timer)),
    popups: slots.popups.filter((popup) => priced(popup.config, popup.slug, popup.config.timer)),
    timerCtas: slots.timerCtas.filter((cta) => priced(cta.banner, cta.slug, cta.banner.timer)),
    plans,
  };
}

/**
 * The banners and popups whose CMS rules allow them on `url` (the page's path, locale prefix
 * included); a preview's own banner or popup is there whatever its rules say. `task`: what the
 * page is for (a form or a filtered list is interrupted by nothing unsolicited).
 */
export async function promotionsFor(url: string, locale: Locale, previewed: PreviewedPromotion | null = null, task: PageTask = 'read'): Promise<PagePromotions> {
  recordRead(contentKey('promotions', locale));
  const { banners, popups, timerCtas, budget, plans } = await keptForGeneration(`promotions@${locale}`, () => slotsOf(locale));
  const experiments = await pageExperimentsAt(locale, url);
  type Record = { slug: string; isDisabled?: boolean | null; urlsToInclude?: unknown; urlsToExclude?: unknown; experiment?: string | null };
  /** Whether the record is on the page, and for which experiment variant (undefined: for everyone). */
  const placed = (record: Record, kind: PreviewedPromotion['kind'], slug = record.slug): { variant?: VariantMark } | null => {
    if (previewed?.kind === kind && previewed.slug === slug) return {};
    if (record.isDisabled) return null;
    const targeting = matchUrlTargeting(url, record.urlsToInclude, record.urlsToExclude);
    if (!targeting.show && targeting.invalid) log(`[cms] ${record.slug} hidden: ${targeting.reason}`);
    if (!targeting.show) return null;
    const mark = experimentMark(record.experiment, experiments);
    if (mark.why) log(`[cms] ${record.slug} (${locale}) hidden: ${mark.why}`);
    return mark.shown ? (mark.variant ? { variant: mark.variant } : {}) : null;
  };
  const placedPopups = popups.flatMap((popup) => {
    const place = placed(popup.config, 'popup', popup.slug);
    return place ? [{ ...popup, ...place }] : [];
  });
  const placedBanners = banners.flatMap((banner) => {
    const place = placed(banner.banner, 'banner');
    return place ? [{ ...banner, ...place }] : [];
  });
  const placedCtas = placedPopups.some((popup) => popup.type === 'timer') ? timerCtas : [];
  return {
    banners: placedBanners,
    popups: placedPopups,
    timerCtas: placedCtas,
    budget,
    task,
    pricing: namedPlans([...placedBanners, ...placedPopups, ...placedCtas], plans),
  };
}
