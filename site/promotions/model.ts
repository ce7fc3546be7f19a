// What a page knows of its promotions: chosen when the page is prerendered (the CMS records whose
// URL rules match the page), used by the banners in the HTML and by the popups after load.
import type { InterruptionBudget } from '../../domain/promotions/budget.ts';
import { DEFAULT_BUDGET } from '../../domain/promotions/budget.ts';
import type { Banner, Popup, TimerCta } from '../platform/content/index.ts';
import type { Priced } from '../../domain/pricing/offers.ts';
import { variantShown, type VariantMark } from '../../domain/experiments/marks.ts';
import type { PageTask } from '../../domain/promotions/page-task.ts';

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
  /** What the page is for: nothing unsolicited interrupts a form or a list being filtered. */
  task: PageTask;
}

export const NO_PROMOTIONS: PagePromotions = { banners: [], popups: [], timerCtas: [], budget: DEFAULT_BUDGET, pricing: [], task: 'read' };

/** The banners that hold an edge of the window: the app banner docked at the bottom, the tutoring banner's bar at the top. */
const BARS: Partial<Record<BannerKind, string>> = { app: 'app banner', tutoring: 'tutoring banner’s bar' };

/** The bars this visitor sees on the page (a bar for another experiment variant is not there for them). */
export const barsOf = (banners: readonly PlacedBanner[], experiments: readonly string[]) =>
  banners.flatMap((placed) => {
    const bar = BARS[placed.kind];
    return bar && (!placed.variant || variantShown(placed.variant, experiments)) ? [bar] : [];
  });
