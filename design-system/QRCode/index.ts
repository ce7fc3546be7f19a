export { preloadQRCode, QRCode, QRCodeImage, QR_SIZES } from './QRCode.tsx';
export type { QRCodeImageProps, QRCodeProps, QRSize } from './QRCode.tsx';
