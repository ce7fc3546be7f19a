// The promotions of a page, chosen when it is prerendered: every banner and popup slot is asked
// for once per locale (memoised: 400 pages, one set of CMS calls), then kept when its URL rules
// match the page. Build-time code: only loaders import it.
import { buildTimeCms } from '../platform/content/build-time.ts';
import { logOnce } from '../platform/content/client.ts';
import type { Locale } from '../../domain/constants.ts';
import { budgetFromRemoteConfig } from '../../domain/promotions/budget.ts';
import { matchUrlTargeting } from '../../domain/rules/index.ts';
import { BANNER_SLOTS, POPUP_SLOTS, type PagePromotions } from './model.ts';

const log = logOnce();
const byLocale = new Map<Locale, Promise<PagePromotions>>();

async function slotsOf(locale: Locale): Promise<PagePromotions> {
  const cms = buildTimeCms();
  const settle = <T>(what: string, load: Promise<T>, empty: T) =>
    load.catch((error: unknown) => {
      // Spec §8: a fetch error means the promotion is not shown; the page still builds.
      log(`[cms] ${what} (${locale}) not shown: ${(error as Error).message}`);
      return empty;
    });
  const [banners, popups, timerCtas, remoteConfigs] = await Promise.all([
    Promise.all(BANNER_SLOTS.map(async ({ slug, kind }) => ({ kind, banner: await settle(`banner ${slug}`, cms.banner(slug, locale), null) }))),
    Promise.all(POPUP_SLOTS.map((slug) => settle(`popups ${slug}`, cms.popups(slug, locale), []))),
    settle('timer calls-to-action', cms.timerCtas(locale), []),
    settle('remote configs (the interruption budget)', cms.remoteConfigs(), []),
  ]);
  const { budget, problems } = budgetFromRemoteConfig(remoteConfigs);
  for (const problem of problems) log(`[cms] remote config ${problem}`);
  return {
    banners: banners.flatMap(({ kind, banner }) => (banner ? [{ kind, banner }] : [])),
    popups: popups.flat(),
    timerCtas,
    budget,
  };
}

/** The banners and popups whose CMS rules allow them on `url` (the page's path, locale prefix included). */
export async function promotionsFor(url: string, locale: Locale): Promise<PagePromotions> {
  let slots = byLocale.get(locale);
  if (!slots) byLocale.set(locale, (slots = slotsOf(locale)));
  const { banners, popups, timerCtas, budget } = await slots;
  const allowed = (record: { slug: string; isDisabled?: boolean | null; urlsToInclude?: unknown; urlsToExclude?: unknown }) => {
    if (record.isDisabled) return false;
    const targeting = matchUrlTargeting(url, record.urlsToInclude, record.urlsToExclude);
    if (!targeting.show && targeting.invalid) log(`[cms] ${record.slug} hidden: ${targeting.reason}`);
    return targeting.show;
  };
  const placedPopups = popups.filter((popup) => allowed(popup.config));
  return {
    banners: banners.filter(({ banner }) => allowed(banner)),
    popups: placedPopups,
    timerCtas: placedPopups.some((popup) => popup.type === 'timer') ? timerCtas : [],
    budget,
  };
}
