// The flags of languages to learn that are not site languages (the language menu's flag
// section): loaded with the menu, not with every page (flags.tsx).
import type { ReactNode } from 'react';
import { FlagSvg, SITE_FLAGS } from './flags.tsx';

const LEARN_FLAGS = {
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
} satisfies Record<string, ReactNode>;

const FLAGS = { ...SITE_FLAGS, ...LEARN_FLAGS };
export type FlagName = keyof typeof FLAGS;

export function AnyFlag({ name }: { name: FlagName }) {
  return <FlagSvg name={name}>{FLAGS[name]}</FlagSvg>;
}
