// Pieces shared by the dialog-based overlays (Modal, Sheet).
import * as Dialog from '@radix-ui/react-dialog';
import { keyframes, styled } from '../stitches.config.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdropStyles = {
  position: 'fixed',
  inset: 0,
  zIndex: '$modal',
  backgroundColor: '$backdrop',
  '@motion': { animation: `${fadeIn} $transitions$normal` },
} as const;

/** Radix's Overlay: it is what holds the page's scroll lock (react-remove-scroll). */
export const LockingBackdrop = styled(Dialog.Overlay, backdropStyles);
