// The QR codes that open the app download page, as SVG files (domain/rules/app-download.ts), prerendered.
import { qrCodeSvg } from '../../design-system/QRCode/qr-code-svg.tsx';
import { appQrCodes, appDownloadUrl } from '../../domain/rules/app-download.ts';
import { siteOrigin } from './page-meta.ts';

// `url` is the page's address without React Router's `.data` suffix (v8 passes the raw request).
export function loader({ url }: { url: URL }) {
  const code = appQrCodes().find(({ path }) => path === url.pathname);
  if (!code) return new Response('Not found', { status: 404 });
  return new Response(qrCodeSvg(appDownloadUrl(siteOrigin(), code.locale, code.place)), { headers: { 'content-type': 'image/svg+xml' } });
}
