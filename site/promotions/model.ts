// What a page knows of its promotions: chosen when the page is prerendered (the CMS records whose
// URL rules match the page), used by the banners in the HTML and by the popups after load.
import type { Banner, Popup, TimerCta } from '../platform/content/index.ts';

export type PopupKind = Popup['type'];

/** How a banner slot renders; each has its own layout and behaviour (spec §4). */
export type BannerKind = 'countdown' | 'ticker' | 'app' | 'tutoring' | 'cms';

/**
 * The banner slots every page asks the CMS for, by slug (the locale is appended, spec §7). The
 * CMS decides where each shows, with its URL rules; the code decides how it looks.
 */
export const BANNER_SLOTS: readonly { slug: string; kind: BannerKind }[] = [
  { slug: 'ready-to-learn', kind: 'countdown' },
  { slug: 'running-line', kind: 'ticker' },
  { slug: 'tutoring-banner', kind: 'tutoring' },
  { slug: 'winter-sale', kind: 'cms' },
  { slug: 'spring-sale', kind: 'cms' },
  { slug: 'media-banner', kind: 'cms' },
  { slug: 'app-banner', kind: 'app' },
];

/** The popup slots every page asks the CMS for. */
export const POPUP_SLOTS = ['email-subscribe', 'exit-intent', 'timer', 'media', 'download-qr', 'tutoring'] as const;

export interface PlacedBanner {
  kind: BannerKind;
  banner: Banner;
}

export interface PagePromotions {
  banners: PlacedBanner[];
  popups: Popup[];
  /** Every timer call-to-action of the locale, newest first; the browser picks by country. */
  timerCtas: TimerCta[];
}

export const NO_PROMOTIONS: PagePromotions = { banners: [], popups: [], timerCtas: [] };

/**
 * Spec §7: the newest call-to-action whose `countries` (comma-separated ISO codes) contain the
 * visitor's country; if none, the all-pages one.
 */
export function chooseTimerCta(ctas: readonly TimerCta[], country: string | null): TimerCta | null {
  const targeted = country
    ? ctas.find((cta) =>
        cta.countries
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .includes(country),
      )
    : undefined;
  return targeted ?? ctas.find((cta) => cta.isAllPages === true) ?? null;
}
