// Small flags for the language switch (decorative: the language's name is the label). Drawn
// here rather than taken from emoji, which render as letters where no emoji font is installed.
import type { ReactNode } from 'react';
import { styled } from '../../../design-system/stitches.config.ts';

export const FLAG_NAMES = ['gb', 'es', 'br', 'ua', 'de', 'kr'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

const Svg = styled('svg', { flex: 'none', width: 20, height: 14, borderRadius: 2, boxShadow: '0 0 0 1px rgb(23 23 28 / 12%)' });

const SHAPES: Record<FlagName, ReactNode> = {
  gb: (
    <>
      <rect width="20" height="14" fill="#012169" />
      <path d="M0 0L20 14M20 0L0 14" stroke="#FFFFFF" strokeWidth="2.8" />
      <path d="M0 0L20 14M20 0L0 14" stroke="#C8102E" strokeWidth="1" />
      <path d="M10 0V14M0 7H20" stroke="#FFFFFF" strokeWidth="4.2" />
      <path d="M10 0V14M0 7H20" stroke="#C8102E" strokeWidth="2.4" />
    </>
  ),
  es: (
    <>
      <rect width="20" height="14" fill="#AA151B" />
      <rect y="3.5" width="20" height="7" fill="#F1BF00" />
    </>
  ),
  br: (
    <>
      <rect width="20" height="14" fill="#009C3B" />
      <path d="M10 1.5L18.5 7L10 12.5L1.5 7Z" fill="#FFDF00" />
      <circle cx="10" cy="7" r="3.2" fill="#002776" />
    </>
  ),
  ua: (
    <>
      <rect width="20" height="7" fill="#0057B7" />
      <rect y="7" width="20" height="7" fill="#FFD700" />
    </>
  ),
  de: (
    <>
      <rect width="20" height="4.67" fill="#000000" />
      <rect y="4.67" width="20" height="4.67" fill="#DD0000" />
      <rect y="9.33" width="20" height="4.67" fill="#FFCE00" />
    </>
  ),
  kr: (
    <>
      <rect width="20" height="14" fill="#FFFFFF" />
      <path d="M6.5 7A3.5 3.5 0 0 1 13.5 7Z" fill="#CD2E3A" />
      <path d="M6.5 7A3.5 3.5 0 0 0 13.5 7Z" fill="#0047A0" />
      <g fill="#000000">
        <rect x="1.6" y="1.4" width="3" height="1.8" transform="rotate(-33 3.1 2.3)" />
        <rect x="15.4" y="1.4" width="3" height="1.8" transform="rotate(33 16.9 2.3)" />
        <rect x="1.6" y="10.8" width="3" height="1.8" transform="rotate(33 3.1 11.7)" />
        <rect x="15.4" y="10.8" width="3" height="1.8" transform="rotate(-33 16.9 11.7)" />
      </g>
    </>
  ),
};

export function Flag({ name }: { name: FlagName }) {
  return (
    <Svg viewBox="0 0 20 14" aria-hidden="true" focusable="false" data-flag={name}>
      {SHAPES[name]}
    </Svg>
  );
}
