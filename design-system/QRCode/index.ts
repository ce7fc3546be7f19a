export { preloadQRCode, QRCode, QR_SIZES } from './QRCode.tsx';
export type { QRCodeProps, QRSize } from './QRCode.tsx';
