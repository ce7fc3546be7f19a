import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { keyframes, styled, visuallyHidden } from '../stitches.config.ts';
import { roundIconControl } from '../interaction-styles.ts';
import { backdropStyles, LockingBackdrop } from './parts.ts';

export const MODAL_SIZES = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_PLACEMENTS = ['center', 'bottom'] as const;
export type ModalPlacement = (typeof MODAL_PLACEMENTS)[number];

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** The same look as LockingBackdrop without the scroll lock, for `lockScroll={false}`. */
const Backdrop = styled('div', backdropStyles);

const Panel = styled(Dialog.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$modal',
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - $space$6)',
  maxHeight: 'calc(100dvh - $space$6)',
  overflow: 'hidden',
  borderRadius: '$xl',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  outline: 'none',
  overflowWrap: 'anywhere',
  '@motion': { animation: `${rise} $transitions$normal` },
  // One inset for header, content and actions, so their edges line up.
  '--modal-inset': '$space$6',
  '@sm': { '--modal-inset': '$space$8' },
  variants: {
    size: {
      sm: { maxWidth: 400 },
      md: { maxWidth: 560 },
      lg: { maxWidth: 800 },
    },
    // Declared after `size`, so its maxWidth wins.
    placement: {
      center: {},
      bottom: {
        top: 'auto',
        bottom: 0,
        left: 0,
        transform: 'none',
        width: '100%',
        maxWidth: 'none',
        maxHeight: '50dvh',
        borderRadius: '$xl $xl 0 0',
        boxShadow: '0 -8px 32px rgba(0, 0, 0, 0.18)',
        '--modal-inset': '$space$5',
        '@motion': { animation: `${slideUp} $transitions$normal` },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

// The header stays put while the content scrolls under it: the close button is always in
// reach, never over the text. The button sits on the title's first line, its edge on the
// content's edge.
const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  padding: 'var(--modal-inset) var(--modal-inset) $space$4',
  // Only the close button shows: a thinner band, the button in the corner.
  '&[data-bare]': { padding: '$space$3 $space$3 0' },
});

const Title = styled(Dialog.Title, {
  margin: 0,
  // The button is 44 px, the title's line 32 px: both centred on one line.
  paddingBlockStart: 6,
  typeRole: 'h2',
  variants: { hidden: { true: visuallyHidden } },
});

const CloseButton = styled(Dialog.Close, { ...roundIconControl, marginInlineStart: 'auto', marginInlineEnd: -10 });

const Body = styled('div', {
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: '0 var(--modal-inset) var(--modal-inset)',
  '&:focus-visible': { focusRing: true, outlineOffset: -3 },
});

const Description = styled(Dialog.Description, { margin: 0, marginBottom: '$4', color: '$textMuted' });

// Actions along the bottom edge, apart from the scrolling content.
const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$3',
  padding: '$space$4 var(--modal-inset) var(--modal-inset)',
  borderBlockStart: '$borderWidths$thin solid $colors$divider',
});

const LoadingState = styled('div', {
  display: 'grid',
  placeItems: 'center',
  minHeight: 160,
  color: '$accent',
});

export interface ModalProps {
  /** Accessible name of the dialog; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for assistive technology only (e.g. a media popup). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** An element that opens the modal (rendered as the Radix trigger, focus returns to it). */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Spec §4: a click outside closes the modal; on by default. */
  closeOnOutsideClick?: boolean;
  /**
   * Spec §4: blocks page scroll while open; on by default. Off keeps the focus trap and
   * Escape, and lets the page behind scroll.
   */
  lockScroll?: boolean;
  /** Spec §4: shows a loading state instead of the content. */
  isLoading?: boolean;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Accessible name of the close button; "Close" unless a locale says otherwise. */
  closeLabel?: string;
  size?: ModalSize;
  /** Where the modal is portalled; document.body by default. */
  container?: HTMLElement | null;
  /** Actions along the bottom edge (e.g. Cancel and Confirm Buttons); they stay in view while the content scrolls. */
  footer?: ReactNode;
  /**
   * `center` (default): a modal dialog. `bottom`: a sheet along the bottom edge, over at most half
   * of the window, for what the visitor did not ask for on a phone: not modal, so the page stays
   * usable (no backdrop, no scroll lock, no focus trap); focus still moves in and back, Escape,
   * the close button and a tap on the page close it.
   */
  placement?: ModalPlacement;
}

/**
 * Content that scrolls must be reachable by keyboard (axe scrollable-region-focusable; Safari
 * does not scroll an unfocusable region with the arrow keys): it joins the tab order only while
 * it overflows, so a short dialog keeps a single stop.
 */
function useScrollableTabStop() {
  const [overflows, setOverflows] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of element.children) observer.current.observe(child);
  }, []);
  return { ref, tabIndex: overflows ? 0 : undefined };
}

/**
 * Whether the visitor's last input was a key: a modal that opens then focuses its first control
 * (the close button, its ring showing where the keyboard is); one that opens after a pointer, a
 * scroll or a timer focuses the dialog itself, so no ring appears on a button nobody reached for
 * (issue 63), and Tab still goes to its first control.
 */
let keyboardLast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => void (keyboardLast = true), true);
  document.addEventListener('pointerdown', () => void (keyboardLast = false), true);
}

/** Whether the sheet lies over the element that has just taken focus. */
function coveredBy(sheet: HTMLElement | null, target: EventTarget | null): boolean {
  if (!sheet || !(target instanceof Element)) return false;
  const covered = target.getBoundingClientRect();
  const cover = sheet.getBoundingClientRect();
  return covered.bottom > cover.top && covered.top < cover.bottom && covered.right > cover.left && covered.left < cover.right;
}

/** Modals that follow one another: how many are open, since when none, and the first one's origin. */
const modalChain = { open: 0, closedAt: 0, target: null as HTMLElement | null };
const FOLLOWS_WITHIN_MS = 1000;

/** What focus should return to when a modal opening now closes. */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) return active;
  const follows = modalChain.open > 0 || Date.now() - modalChain.closedAt < FOLLOWS_WITHIN_MS;
  return follows && modalChain.target?.isConnected ? modalChain.target : null;
}

/**
 * A modal dialog on Radix Dialog (WAI-ARIA dialog pattern: focus trapped and restored, Escape
 * closes, the rest of the page hidden from assistive technology while open), or a bottom sheet
 * that leaves the page usable (`placement="bottom"`).
 */
export function Modal({
  title,
  hideTitle = false,
  description,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeOnOutsideClick = true,
  lockScroll = true,
  isLoading = false,
  loadingLabel = 'Loading',
  closeLabel = 'Close',
  size,
  container,
  footer,
  placement = 'center',
}: ModalProps) {
  const modal = placement === 'center';
  const preventOutsideClose = (event: Event) => {
    if (!closeOnOutsideClick) event.preventDefault();
  };
  // Without a trigger (a modal that opens by itself, e.g. a popup), Radix has nowhere to return
  // focus to on close; it goes back to what had focus when the modal opened, or, for a modal that
  // follows another (a popup offered as one closes), to where the first one took focus from.
  const scrollable = useScrollableTabStop();
  const focusedBeforeOpen = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const rememberFocus = (event: Event) => {
    focusedBeforeOpen.current = focusOrigin();
    modalChain.target = focusedBeforeOpen.current;
    modalChain.open += 1;
    if (!keyboardLast && panel.current) {
      event.preventDefault();
      panel.current.focus({ preventScroll: true });
    }
  };
  const returnFocus = (event: Event) => {
    modalChain.open = Math.max(0, modalChain.open - 1);
    modalChain.closedAt = Date.now();
    // Another modal took over: focus stays in it.
    if (modalChain.open > 0) return event.preventDefault();
    const target = focusedBeforeOpen.current;
    if (trigger || !target?.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={container}>
        {modal && (lockScroll ? <LockingBackdrop data-modal-backdrop="" /> : <Backdrop data-modal-backdrop="" aria-hidden="true" />)}
        <Panel
          ref={panel}
          size={size}
          placement={placement}
          data-placement={placement}
          aria-busy={isLoading || undefined}
          onOpenAutoFocus={rememberFocus}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={preventOutsideClose}
          onInteractOutside={preventOutsideClose}
          // A sheet is not modal: focus may leave it (to the page, or back to the menu that just
          // closed) without closing it, unless it lands on something the sheet covers: then the
          // sheet gets out of its way (WCAG 2.4.11, focus not obscured); a tap on the page closes it too.
          onFocusOutside={modal ? undefined : (event) => !coveredBy(panel.current, event.detail.originalEvent.target) && event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header data-bare={hideTitle || undefined}>
            <Title hidden={hideTitle}>{title}</Title>
            <CloseButton aria-label={closeLabel}>
              <CloseIcon />
            </CloseButton>
          </Header>
          <Body data-modal-body="" {...scrollable}>
            {description && <Description>{description}</Description>}
            {isLoading ? (
              <LoadingState role="status">
                <Spinner size="lg" />
                <span style={visuallyHidden as React.CSSProperties}>{loadingLabel}</span>
              </LoadingState>
            ) : (
              children
            )}
          </Body>
          {footer && !isLoading && <Footer>{footer}</Footer>}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the surrounding Modal; wrap a button of your own (`asChild`). */
export const ModalClose = Dialog.Close;
