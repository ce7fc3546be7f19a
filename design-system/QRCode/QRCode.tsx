import type { QRCodeSVG as QRCodeSVGType } from 'qrcode.react';
import { lazy, Suspense } from 'react';
import { PALETTE } from '../../tokens/index.ts';
import { styled } from '../stitches.config.ts';

/** Spec §9: 248 px by default, 200 px in the download modal. */
/** §9 "QR code size: 248 px default, 200 px in the download modal". */
export const QR_SIZES = { default: 248, modal: 200 } as const;
export type QRSize = keyof typeof QR_SIZES;

// The encoder (qrcode.react, ~6 KiB gzip) is fetched when a code is first drawn, not with every
// page that might show one. A prerendered code stays on screen meanwhile (React keeps a Suspense
// boundary's server markup until its code arrives); one drawn in the browser has a blank square
// of its size until then, so nothing moves. Once loaded, codes draw at once.
type Encoder = typeof QRCodeSVGType;
let loadedEncoder: Encoder | null = null;
const loadEncoder = () => import('qrcode.react').then((module) => (loadedEncoder = module.QRCodeSVG));
const LazyEncoder = lazy(() => loadEncoder().then((QRCodeSVG) => ({ default: QRCodeSVG })));

/** Fetches the encoder ahead of the first code (Storybook does, so a story draws at once). */
export const preloadQRCode = (): Promise<unknown> => loadEncoder();

const Placeholder = styled('span', {
  display: 'block',
  variants: { size: { default: { width: QR_SIZES.default, height: QR_SIZES.default }, modal: { width: QR_SIZES.modal, height: QR_SIZES.modal } } },
});

const Frame = styled('div', {
  display: 'inline-block',
  padding: '$3',
  borderRadius: '$lg',
  backgroundColor: '$white',
  border: '$borderWidths$thin solid $border',
  lineHeight: 0,
});

/** How every code is drawn: error correction M, a two-module quiet zone, black on white. */
export const QR_ENCODING = { level: 'M', marginSize: 2, fgColor: PALETTE.Black, bgColor: PALETTE.White } as const;

export interface QRCodeProps {
  /** What the code encodes, e.g. the app download URL. */
  value: string;
  /** Accessible name, e.g. "QR code to download the app". */
  label: string;
  size?: QRSize;
}

/** A QR code image (qrcode.react SVG), black on white for reliable scanning. */
export function QRCode({ value, label, size = 'default' }: QRCodeProps) {
  const QRCodeSVG = loadedEncoder ?? LazyEncoder;
  return (
    <Frame>
      <Suspense fallback={<Placeholder size={size} role="img" aria-label={label} />}>
        <QRCodeSVG
          value={value}
          size={QR_SIZES[size]}
          {...QR_ENCODING}
          role="img"
          aria-label={label}
          data-size={size}
        />
      </Suspense>
    </Frame>
  );
}

const Image = styled('img', { display: 'block' });

export interface QRCodeImageProps {
  /** An SVG of the code drawn at build time (qrCodeSvg), so the page's HTML does not carry it. */
  src: string;
  label: string;
  size?: QRSize;
}

/**
 * The same code as an image file, for a code that is the same on every page (the footer's): its
 * ~1 KB of compressed SVG leaves each page's first round trip, and loads only when scrolled near.
 */
export function QRCodeImage({ src, label, size = 'default' }: QRCodeImageProps) {
  return (
    <Frame>
      <Image src={src} alt={label} width={QR_SIZES[size]} height={QR_SIZES[size]} loading="lazy" decoding="async" />
    </Frame>
  );
}
