// Simple monochrome marks drawn for this project (not the stores' trademarked artwork).
import type { ReactElement } from 'react';

const props = { width: 28, height: 28, viewBox: '0 0 28 28', 'aria-hidden': true, focusable: false } as const;

export const STORE_MARKS: Record<'app-store' | 'google-play' | 'app-gallery' | 'mac', ReactElement> = {
  'app-store': (
    <svg {...props}>
      <rect x="2" y="2" width="24" height="24" rx="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M14 7l-6 13M14 7l6 13M10 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  'google-play': (
    <svg {...props}>
      <path d="M6 4.5v19a1 1 0 0 0 1.5.9l16-9.5a1 1 0 0 0 0-1.8l-16-9.5A1 1 0 0 0 6 4.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M6.5 4.5L17 14 6.5 23.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  ),
  'app-gallery': (
    <svg {...props}>
      <rect x="2" y="2" width="24" height="24" rx="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 10a5 5 0 0 0 10 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  mac: (
    <svg {...props}>
      <rect x="5" y="5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 22h24" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
};
