// Every promotion of a locale, from the CMS: each banner and popup slot (model.ts), the timer
// calls-to-action and the interruption budget. The build places them on its pages (build-time.ts);
// the debug panel explains them on one (debug/start.tsx).
import type { Locale } from '../../domain/constants.ts';
import { budgetFromRemoteConfig } from '../../domain/promotions/budget.ts';
import type { CmsClient } from '../platform/content/client.ts';
import { POPUP_SLOTS } from '../../domain/promotions/kinds.ts';
import { BANNER_SLOTS, type PagePromotions } from './model.ts';

/** What a read that fails becomes: the build shows nothing for it (spec §8) and goes on; the panel gives up. */
export type Settle = <T>(what: string, load: Promise<T>, empty: T) => Promise<T>;

export async function localePromotions(cms: CmsClient, locale: Locale, settle: Settle): Promise<Omit<PagePromotions, 'pricing' | 'task'> & { budgetProblems: string[] }> {
  const [banners, popups, timerCtas, remoteConfigs] = await Promise.all([
    Promise.all(BANNER_SLOTS.map(async ({ slug, kind }) => ({ kind, banner: await settle(`banner ${slug}`, cms.banner(slug, locale), null) }))),
    Promise.all(POPUP_SLOTS.map((slug) => settle(`popups ${slug}`, cms.popups(slug, locale), []))),
    settle('timer calls-to-action', cms.timerCtas(locale), []),
    settle('remote configs (the interruption budget)', cms.remoteConfigs(), []),
  ]);
  const { budget, problems } = budgetFromRemoteConfig(remoteConfigs);
  return {
    banners: banners.flatMap(({ kind, banner }) => (banner ? [{ kind, banner }] : [])),
    popups: popups.flat(),
    timerCtas,
    budget,
    budgetProblems: problems,
  };
}
