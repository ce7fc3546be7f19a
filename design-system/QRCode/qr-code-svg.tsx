import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QR_ENCODING, QR_SIZES, type QRSize } from './QRCode.tsx';

/** A QR code as a standalone SVG document, for QRCodeImage: the same drawing as QRCode's. */
export const qrCodeSvg = (value: string, size: QRSize = 'default'): string =>
  renderToStaticMarkup(<QRCodeSVG xmlns="http://www.w3.org/2000/svg" value={value} size={QR_SIZES[size]} {...QR_ENCODING} />);

/** The same as a data: URI, for a story that shows QRCodeImage without the built file. */
export const qrCodeSvgDataUri = (value: string, size: QRSize = 'default'): string => `data:image/svg+xml,${encodeURIComponent(qrCodeSvg(value, size))}`;
