import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { nativePressableStates, stateLayers } from '../interaction-styles.ts';
import { bothHandlers } from '../press.ts';
import { styled } from '../stitches.config.ts';

export const ICON_BUTTON_VARIANTS = ['ghost', 'filled', 'outline'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md'] as const;

// A native <button>, as Button: it costs nothing to hydrate (issue 22); its states are the CSS
// pseudo-classes, and data-disabled.
const StyledIconButton = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  padding: 0,
  border: '$borderWidths$thick solid transparent',
  borderRadius: '$pill',
  color: '$text',
  cursor: 'pointer',
  ...nativePressableStates,
  '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', boxShadow: 'none' },
  '& svg': { display: 'block' },
  variants: {
    variant: {
      ghost: { backgroundColor: 'transparent' },
      filled: { backgroundColor: '$accent', color: '$textOnAccent', ...stateLayers('native', 'fill') },
      outline: { backgroundColor: '$surface', borderColor: '$border' },
    },
    size: {
      // 32 px keeps WCAG 2.5.8's 24 px minimum with room; md is the comfortable 44 px.
      sm: { width: 32, height: 32 },
      md: { width: '$targetComfortable', height: '$targetComfortable' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

type Named = { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-label'?: undefined; 'aria-labelledby': string };

/** An icon-only button: it has no visible text, so its type demands an accessible name. */
export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'className' | 'disabled' | 'aria-label' | 'aria-labelledby'> &
  Named & {
    /** Pressed: a click, Enter or Space (a keyboard press has `event.detail` 0). */
    onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
    isDisabled?: boolean;
    /** The icon; decorative (it is hidden from assistive technology). */
    children: ReactNode;
    variant?: (typeof ICON_BUTTON_VARIANTS)[number];
    size?: (typeof ICON_BUTTON_SIZES)[number];
    className?: string;
  };

export function IconButton({ children, onPress, onClick, isDisabled, type = 'button', ...props }: IconButtonProps) {
  return (
    <StyledIconButton {...props} type={type} disabled={isDisabled} data-disabled={isDisabled ? 'true' : undefined} onClick={bothHandlers(onClick, onPress)}>
      <span aria-hidden="true">{children}</span>
    </StyledIconButton>
  );
}
