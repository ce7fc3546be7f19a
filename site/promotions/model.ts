// What a page knows of its promotions: chosen when the page is prerendered (the CMS records whose
// URL rules match the page), used by the banners in the HTML and by the popups after load.
import type { InterruptionBudget } from '../../domain/promotions/budget.ts';
import { DEFAULT_BUDGET } from '../../domain/promotions/budget.ts';
import type { Banner, Popup, TimerCta } from '../platform/content/index.ts';
import type { Priced } from '../../domain/pricing/offers.ts';
import type { VariantMark } from '../../domain/experiments/marks.ts';

export type { PopupKind } from '../../domain/content/popup-kinds.ts';

/** How a banner slot renders; each has its own layout and behaviour (spec §4). */
export type BannerKind = 'countdown' | 'ticker' | 'app' | 'tutoring' | 'cms';

/**
 * The banner slots every page asks the CMS for, by slug (the locale is appended, spec §7). The
 * CMS decides where each shows, with its URL rules; the code decides how it looks.
 */
export const BANNER_SLOTS: readonly { slug: string; kind: BannerKind }[] = [
  { slug: 'offer-banner', kind: 'countdown' },
  { slug: 'ready-to-learn', kind: 'cms' },
  { slug: 'running-line', kind: 'ticker' },
  { slug: 'tutoring-banner', kind: 'tutoring' },
  { slug: 'media-banner', kind: 'cms' },
  { slug: 'app-banner', kind: 'app' },
];

export interface PlacedBanner {
  kind: BannerKind;
  banner: Banner;
  /** The experiment variant it is shown to (its `experiment` mark); none for everyone. */
  variant?: VariantMark;
}

/** A popup on the page, with the experiment variant it is shown to; none for everyone. */
export type PlacedPopup = Popup & { variant?: VariantMark };

export interface PagePromotions {
  banners: PlacedBanner[];
  popups: PlacedPopup[];
  /** Every timer call-to-action of the locale, newest first; the browser picks by country. */
  timerCtas: TimerCta[];
  /** How many unsolicited popups a visitor may meet (the CMS's remote config). */
  budget: InterruptionBudget;
  /** The prices their copy names ({price:plus}, {offer:plus}): the plans it names, in every market. */
  pricing: Priced[];
}

export const NO_PROMOTIONS: PagePromotions = { banners: [], popups: [], timerCtas: [], budget: DEFAULT_BUDGET, pricing: [] };
