// Getting the app: the QR codes that open the download page from a computer (one SVG file per
// locale and place, prerendered by site/routes/app-qr-code.ts, so the browser fetches it once
// instead of every page carrying it), and the store a phone's visitor should be shown.
import type { Store } from '../../design-system/StoreButton/stores.ts';
import { LOCALES, type Locale } from '../constants.ts';
import { localizePath } from '../i18n/index.ts';

/** Where a code is shown: the download page counts each (`?source=footer-qr`). */
export const APP_QR_PLACES = ['footer', 'onboarding'] as const;
export type AppQrPlace = (typeof APP_QR_PLACES)[number];

/** /qr/app-uk.svg (the footer's), /qr/app-uk-onboarding.svg */
export const appQrCodePath = (locale: Locale, place: AppQrPlace = 'footer') => (place === 'footer' ? `/qr/app-${locale}.svg` : `/qr/app-${locale}-${place}.svg`);

/** Every code the build draws (a function: the footer's bundle takes the path alone, not this list). */
export const appQrCodes = () => LOCALES.flatMap((locale) => APP_QR_PLACES.map((place) => ({ locale, place, path: appQrCodePath(locale, place) })));

/** What a phone opens from the code: the app download page in the page's language. */
export const appDownloadUrl = (origin: string, locale: Locale, place: AppQrPlace = 'footer') => `${origin}${localizePath('/get-the-app', locale)}?source=${place}-qr`;

/**
 * The one store for the visitor's phone or tablet, or null on a computer (where a QR code does
 * better). Huawei's phones since 2019 have no Google Play, so AppGallery; an iPad that says it is
 * a Mac is told apart by its touch screen.
 */
export function phoneStoreOf(userAgent: string, maxTouchPoints = 0): Store | null {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'app-store';
  if (/HUAWEI|HONOR|HarmonyOS|HMSCore/i.test(userAgent)) return 'app-gallery';
  if (/Android/.test(userAgent)) return 'google-play';
  return null;
}
