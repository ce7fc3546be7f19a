import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { roundIconControl } from '../interaction-styles.ts';
import { LockingBackdrop } from '../Modal/parts.ts';
import { keyframes, styled, visuallyHidden } from '../stitches.config.ts';

export const SHEET_SIDES = ['left', 'right'] as const;
export type SheetSide = (typeof SHEET_SIDES)[number];

const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

const Panel = styled(Dialog.Content, {
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: '$modal',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(400px, calc(100vw - $space$9))',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  outline: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  variants: {
    side: {
      right: { right: 0, '@motion': { animation: `${slideFromRight} $transitions$normal` } },
      left: { left: 0, '@motion': { animation: `${slideFromLeft} $transitions$normal` } },
    },
  },
  defaultVariants: { side: 'right' },
});

const Header = styled('div', {
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $3 $3 $5',
  backgroundColor: '$surface',
});

const Title = styled(Dialog.Title, {
  margin: 0,
  typeRole: 'h3',
  variants: { hidden: { true: visuallyHidden } },
});

const Close = styled(Dialog.Close, roundIconControl);

const Body = styled('div', { flex: 1, padding: '$2 $5 $6' });

export interface SheetProps {
  /** Names the panel (e.g. "Menu"). */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  /** The element that opens it; focus returns to it on close. */
  trigger?: ReactElement;
  side?: SheetSide;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

/**
 * A side panel on Radix Dialog for the mobile menu: modal, focus trapped and returned to the
 * trigger, page scroll locked while open (spec §2 "opening and closing locks body scroll").
 */
export function Sheet({ title, hideTitle, children, trigger, side, open, defaultOpen, onOpenChange, closeLabel = 'Close' }: SheetProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <LockingBackdrop data-modal-backdrop="" />
        <Panel side={side} aria-describedby={undefined}>
          <Header>
            <Title hidden={hideTitle}>{title}</Title>
            <Close aria-label={closeLabel}>
              <CloseIcon />
            </Close>
          </Header>
          <Body>{children}</Body>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
