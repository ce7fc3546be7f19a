// The illustrated icons of feature lists (24 px grid, 2 px strokes, round joins): decorative,
// the feature's title says what it is. A name the CMS may pick is a row here.
import type { ReactNode } from 'react';
import type { FeatureIconName } from './feature-icon-names.ts';

const line = { stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

const PATHS = {
  tutor: (
    <>
      <circle cx="8" cy="7" r="3" {...line} />
      <path d="M2.5 20c0-3.5 2.5-6 5.5-6s5.5 2.5 5.5 6" {...line} />
      <path d="M13 4h8v8h-6" {...line} />
      <path d="M16 8h2" {...line} />
    </>
  ),
  app: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" {...line} />
      <path d="M10.5 18.5h3" {...line} />
    </>
  ),
  group: (
    <>
      <circle cx="12" cy="7" r="2.8" {...line} />
      <circle cx="5" cy="9.5" r="2.2" {...line} />
      <circle cx="19" cy="9.5" r="2.2" {...line} />
      <path d="M7 20c0-3 2.2-5.5 5-5.5s5 2.5 5 5.5M1.5 18.5c0-2.2 1.4-4 3.5-4M22.5 18.5c0-2.2-1.4-4-3.5-4" {...line} />
    </>
  ),
  club: (
    <>
      <path d="M3 5.5A2.5 2.5 0 0 1 5.5 3h7A2.5 2.5 0 0 1 15 5.5v4a2.5 2.5 0 0 1-2.5 2.5H8l-3 2.5V12a2.5 2.5 0 0 1-2-2.5z" {...line} />
      <path d="M18 8.5h.5A2.5 2.5 0 0 1 21 11v4a2.5 2.5 0 0 1-2 2.5V20l-3-2.5h-4a2.5 2.5 0 0 1-2.3-1.5" {...line} />
    </>
  ),
  ai: (
    <>
      <path d="M10 3l1.6 4.4L16 9l-4.4 1.6L10 15l-1.6-4.4L4 9l4.4-1.6z" {...line} />
      <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" {...line} />
    </>
  ),
  progress: (
    <>
      <path d="M3 20h18" {...line} />
      <path d="M6 16v-3M11 16V9M16 16V5" {...line} />
      <path d="M4 9l5-4 4 3 6-5" {...line} />
    </>
  ),
  schedule: (
    <>
      <rect x="3" y="4.5" width="18" height="16" rx="2.5" {...line} />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" {...line} />
      <path d="M7.5 14h2M11 14h2M14.5 14h2M7.5 17h2M11 17h2" {...line} />
    </>
  ),
  certificate: (
    <>
      <circle cx="12" cy="9" r="5.5" {...line} />
      <path d="M9 13.8L7.5 21.5 12 19l4.5 2.5-1.5-7.7" {...line} />
      <path d="M9.8 9l1.5 1.5L14.3 7.5" {...line} />
    </>
  ),
  chat: <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-5 4v-4.3A2.5 2.5 0 0 1 4 13.5z" {...line} />,
  headphones: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" {...line} />
      <rect x="3" y="14" width="4.5" height="7" rx="1.8" {...line} />
      <rect x="16.5" y="14" width="4.5" height="7" rx="1.8" {...line} />
    </>
  ),
  book: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 5v14c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" {...line} />
      <path d="M12 6.5v14" {...line} />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" {...line} />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" {...line} />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2.5" {...line} />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" {...line} />
    </>
  ),
  heart: <path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 6.8a4.5 4.5 0 0 1 8 2.7C20 15.2 12 20 12 20z" {...line} />,
  shield: (
    <>
      <path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" {...line} />
      <path d="M8.5 12l2.5 2.5 4.5-5" {...line} />
    </>
  ),
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" {...line} />,
  pencil: (
    <>
      <path d="M4 20l1-4.5L16 4.5a2.1 2.1 0 0 1 3 3L8 18.5z" {...line} />
      <path d="M14 7l3 3" {...line} />
    </>
  ),
  microphone: (
    <>
      <rect x="9" y="2.5" width="6" height="11" rx="3" {...line} />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v4M8.5 21.5h7" {...line} />
    </>
  ),
  kids: (
    <>
      <rect x="3.5" y="10" width="9" height="9" rx="1.5" {...line} />
      <path d="M12.5 12.5l5-5 3.5 3.5-5 5" {...line} />
      <path d="M6.5 16.5l1.5-4 1.5 4M7 15h2" {...line} />
    </>
  ),
  travel: <path d="M10.5 13.5L3 11l1.5-1.5 8 .5 4.5-4.5a2 2 0 0 1 3 3L15.5 13l.5 8-1.5 1.5-2.5-7.5-3 3v2.5l-1.5 1.5-1-3.5-3.5-1L4.5 16H7z" {...line} />,
  check: (
    <>
      <circle cx="12" cy="12" r="9" {...line} />
      <path d="M8 12.5l2.8 2.8L16.5 9.5" {...line} />
    </>
  ),
} satisfies Record<FeatureIconName, ReactNode>;

export function FeatureIcon({ name, size = 28 }: { name: FeatureIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
