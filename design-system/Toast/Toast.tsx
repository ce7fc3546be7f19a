import * as ToastPrimitive from '@radix-ui/react-toast';
import type { CSSProperties, ReactNode } from 'react';
import { create } from 'zustand';
import { PALETTE, SEMANTIC_COLORS, readableTextOn, type PaletteName } from '../../tokens/index.ts';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { CheckMark, ErrorMark, InfoMark, WarningMark } from '../icons/icons.tsx';
import { roundIconControl } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

export const TOAST_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

const Viewport = styled(ToastPrimitive.Viewport, {
  position: 'fixed',
  right: 0,
  bottom: 0,
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: 'min(420px, 100vw)',
  maxHeight: '100dvh',
  margin: 0,
  padding: '$4',
  listStyle: 'none',
  outline: 'none',
  '@sm': { padding: '$6' },
});

// The status colour: a straight stripe along the start edge (clipped by the rounded corners,
// not bent into them) and the disc behind the status mark, whose mark takes the colour's text.
const STATUS = {
  info: { color: SEMANTIC_COLORS.accent, Mark: InfoMark },
  success: { color: SEMANTIC_COLORS.success, Mark: CheckMark },
  warning: { color: SEMANTIC_COLORS.warning, Mark: WarningMark },
  error: { color: SEMANTIC_COLORS.danger, Mark: ErrorMark },
} as const satisfies Record<ToastVariant, { color: PaletteName; Mark: unknown }>;

const Root = styled(ToastPrimitive.Root, {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: '$1 $3',
  padding: '$4',
  paddingInlineStart: '$5',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  overflowWrap: 'anywhere',
  '&::before': { content: '""', position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: 6, backgroundColor: 'var(--toast-status)' },
  '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
});

const StatusDisc = styled('span', {
  display: 'grid',
  placeItems: 'center',
  gridColumn: 1,
  gridRow: '1 / span 2',
  width: 28,
  height: 28,
  borderRadius: '$pill',
  backgroundColor: 'var(--toast-status)',
  color: 'var(--toast-status-text)',
});

const Title = styled(ToastPrimitive.Title, { gridColumn: 2, alignSelf: 'center', minHeight: 28, paddingBlockStart: 2, textPreset: 16, fontWeight: '$bold' });
const Description = styled(ToastPrimitive.Description, { gridColumn: 2, textPreset: 'small', color: '$textMuted' });
const Close = styled(ToastPrimitive.Close, {
  ...roundIconControl,
  gridColumn: 3,
  gridRow: '1 / span 2',
  width: 32,
  height: 32,
});

export interface ToastProviderProps {
  children?: ReactNode;
  /** Spec §9 "Toast default 5000 ms". */
  duration?: number;
  /** Names the notifications region for assistive technology (F8 moves focus to it). */
  label?: string;
}

/** Holds the bottom-right viewport that stacks toasts. One per page. */
/** §9 "Toast default 5000 ms"; §8 the subscription failure toast "shows for 5 seconds". */
export const TOAST_DURATION_MS = 5_000;

export function ToastProvider({ children, duration = TOAST_DURATION_MS, label = 'Notifications' }: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={label}>
      {children}
      {/* Radix names the region "Notifications (F8)" in English unless told: the same label, with its key. */}
      <Viewport label={`${label} ({hotkey})`} />
    </ToastPrimitive.Provider>
  );
}

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's duration; Infinity keeps it open. */
  duration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

/**
 * A short notice in the bottom-right viewport. Announced politely (Radix "background" toasts
 * use aria-live="polite"); it pauses while hovered or focused and closes itself after the
 * duration.
 */
export function Toast({ title, description, variant = 'info', duration, open, defaultOpen = true, onOpenChange, closeLabel = 'Close' }: ToastProps) {
  const { color, Mark } = STATUS[variant];
  const status = { '--toast-status': PALETTE[color], '--toast-status-text': PALETTE[readableTextOn(color)] } as CSSProperties;
  return (
    <Root type="background" data-variant={variant} style={status} duration={duration} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <StatusDisc aria-hidden="true">
        <Mark size={20} />
      </StatusDisc>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      <Close aria-label={closeLabel}>
        <CloseIcon size={20} />
      </Close>
    </Root>
  );
}

export interface ToastItem extends Omit<ToastProps, 'open' | 'defaultOpen' | 'onOpenChange'> {
  id: string;
}

interface ToastStore {
  toasts: ToastItem[];
  show: (toast: Omit<ToastItem, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

let nextId = 0;

/** Toasts shown from anywhere (e.g. a failed subscription); rendered by <Toaster />. */
export const useToastStore = create<ToastStore>((set) => ({
  toasts: [],
  show: (toast) => {
    const id = toast.id ?? `toast-${++nextId}`;
    set((state) => ({ toasts: [...state.toasts.filter((item) => item.id !== id), { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
}));

export const toast = {
  show: (item: Parameters<ToastStore['show']>[0]) => useToastStore.getState().show(item),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
};

/** The provider plus every toast in the store. */
export function Toaster(props: Omit<ToastProviderProps, 'children'> & { closeLabel?: string }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastProvider {...props}>
      {toasts.map(({ id, ...item }) => (
        <Toast key={id} {...item} closeLabel={props.closeLabel} onOpenChange={(open) => !open && dismiss(id)} />
      ))}
    </ToastProvider>
  );
}
