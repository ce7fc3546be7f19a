// The footer's QR code as an SVG file per locale (see footer/app-qr-code.ts), prerendered.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/constants.ts';
import { qrCodeSvg } from '../../design-system/QRCode/qr-code-svg.tsx';
import { appDownloadUrl, appQrCodePath } from '../footer/app-qr-code.ts';
import { siteOrigin } from './page-meta.ts';

const localeOf = (pathname: string): Locale => LOCALES.find((locale) => pathname === appQrCodePath(locale)) ?? DEFAULT_LOCALE;

export function loader({ request }: { request: Request }) {
  const svg = qrCodeSvg(appDownloadUrl(siteOrigin(), localeOf(new URL(request.url).pathname)));
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
}
