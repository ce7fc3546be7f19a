import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { create } from 'zustand';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { roundIconControl } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

export const TOAST_VARIANTS = ['info', 'success', 'error'] as const;
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

const Root = styled(ToastPrimitive.Root, {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: '$1 $3',
  padding: '$4',
  paddingInlineStart: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  overflowWrap: 'anywhere',
  // Logical properties are not in Stitches' theme map: name the colour scale explicitly.
  borderInlineStart: '6px solid $colors$accent',
  '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  variants: {
    variant: {
      info: { borderInlineStartColor: '$colors$accent' },
      success: { borderInlineStartColor: '$colors$success' },
      error: { borderInlineStartColor: '$colors$danger' },
    },
  },
  defaultVariants: { variant: 'info' },
});

const Title = styled(ToastPrimitive.Title, { gridColumn: 1, textPreset: 16, fontWeight: '$bold' });
const Description = styled(ToastPrimitive.Description, { gridColumn: 1, textPreset: 'small', color: '$textMuted' });
const Close = styled(ToastPrimitive.Close, {
  ...roundIconControl,
  gridColumn: 2,
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
      <Viewport />
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
export function Toast({ title, description, variant, duration, open, defaultOpen = true, onOpenChange, closeLabel = 'Close' }: ToastProps) {
  return (
    <Root type="background" variant={variant} duration={duration} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
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
