// Small flags for the language switch (decorative: the language's name is the label). Drawn
// here rather than taken from emoji, which render as letters where no emoji font is installed.
// The site's own languages' flags are in every page's first load (the switch's button shows
// one); the flags only its menu shows are in learn-flags.tsx, loaded with the menu.
import type { ReactNode } from 'react';
import { styled } from '../../../design-system/stitches.config.ts';

const Svg = styled('svg', { flex: 'none', width: 20, height: 14, borderRadius: 2, boxShadow: '0 0 0 1px $colors$divider' });

export const SITE_FLAGS = {
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
} satisfies Record<string, ReactNode>;
export type SiteFlagName = keyof typeof SITE_FLAGS;

/** A flag's frame; `children` its shapes. */
export function FlagSvg({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Svg viewBox="0 0 20 14" aria-hidden="true" focusable="false" data-flag={name}>
      {children}
    </Svg>
  );
}

export function Flag({ name }: { name: SiteFlagName }) {
  return <FlagSvg name={name}>{SITE_FLAGS[name]}</FlagSvg>;
}
