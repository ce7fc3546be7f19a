// Reading a CMS banner record the same way everywhere (banners and popups share its fields, spec §3).
import { PALETTE, cmsSurfaceStyle, readableTextOnCmsColor, type CmsSurfaceStyle } from '../../../tokens/index.ts';
import type { Banner } from '../../platform/content/index.ts';

export type BannerFields = Omit<Banner, 'id' | 'documentId' | 'locale' | 'createdAt' | 'updatedAt' | 'publishedAt'>;

export const titleOf = (banner: BannerFields) => banner.bannerTitle || banner.title || null;
export const textOf = (banner: BannerFields) => banner.bannerText || banner.text || banner.mainText || null;
export const backgroundOf = (banner: BannerFields) => banner.bgColor ?? banner.backgroundColor ?? null;
/** The call to action's words: the button's label, else its text. */
export const ctaLabelOf = (banner: BannerFields) => banner.button?.label || banner.button?.text || null;

/** A colour dark enough for white text gets the light button, so the button never melts into it. */
export const isDarkBackground = (color: unknown): boolean => readableTextOnCmsColor(color) === 'White';

/** When the banner's countdown ends (epoch ms), if it has a readable end date. */
export function timerEndOf(banner: BannerFields): number | undefined {
  const end = banner.timer?.dateEnd ? Date.parse(banner.timer.dateEnd) : Number.NaN;
  return Number.isFinite(end) ? end : undefined;
}

/** CMS title placement (spec §3 titlePlacement): left, center or right; anything else is left. */
export function titleAlignment(placement: unknown): 'left' | 'center' | 'right' {
  return placement === 'center' || placement === 'right' ? placement : 'left';
}

/**
 * The CSS of a surface in the CMS colour, with a text colour that reads on it when it is mostly
 * opaque. `opaque` lays it over white, for bars that float over the page.
 */
export function surfaceStyle(color: unknown, { opaque = false } = {}): Omit<CmsSurfaceStyle, 'backgroundColor'> & { background: string } {
  const { backgroundColor, ...text } = cmsSurfaceStyle(color);
  return {
    background: opaque ? `linear-gradient(${backgroundColor}, ${backgroundColor}), ${PALETTE.White}` : backgroundColor,
    ...text,
  };
}
