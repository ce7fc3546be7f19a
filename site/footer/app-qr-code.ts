// The footer's QR code is one SVG file per locale, prerendered by routes/app-qr-code.ts: it is the
// same on every page, so the browser fetches it once (and only on screens wide enough to show it)
// instead of every page carrying ~1 KB of it in its first round trip.
import type { Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';

/** /qr/app-uk.svg */
export const appQrCodePath = (locale: Locale) => `/qr/app-${locale}.svg`;

/** What a phone opens from the code: the app download page in the footer's language. */
export const appDownloadUrl = (origin: string, locale: Locale) => `${origin}${localizePath('/get-the-app', locale)}?source=footer-qr`;
