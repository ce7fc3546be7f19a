// Faithful marks of the stores' app icons, drawn for this project: the stores' badge artwork
// itself is trademarked and cannot be fetched here. Colours are the stores' own, so a badge is
// recognised at a glance; each mark is decorative (the badge's words name it).
import type { ReactElement } from 'react';

const props = { width: 28, height: 28, viewBox: '0 0 28 28', 'aria-hidden': true, focusable: false } as const;

export const STORE_MARKS: Record<'app-store' | 'google-play' | 'app-gallery' | 'mac', ReactElement> = {
  // The App Store's "A" of three strokes on its blue tile.
  'app-store': (
    <svg {...props}>
      <rect x="1" y="1" width="26" height="26" rx="7" fill="#0D84F5" />
      <path d="M15.5 7.5L9 19M12.5 7.5L19 19M8 16h12M18.5 16.5l2 3.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  // Google Play's triangle in its four colours.
  'google-play': (
    <svg {...props}>
      <path d="M6 3L14 14 6 25z" fill="#4285F4" />
      <path d="M6 3l13 7.94L14 14z" fill="#34A853" />
      <path d="M19 10.94L24 14l-5 3.06L14 14z" fill="#FBBC04" />
      <path d="M14 14l5 3.06L6 25z" fill="#EA4335" />
    </svg>
  ),
  // AppGallery's bag on its red tile.
  'app-gallery': (
    <svg {...props}>
      <rect x="1" y="1" width="26" height="26" rx="7" fill="#CF0A2C" />
      <path d="M9 9.5a5 5 0 0 0 10 0" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  ),
  // A laptop for the Mac download.
  mac: (
    <svg {...props}>
      <rect x="5" y="5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 22h24" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
};
