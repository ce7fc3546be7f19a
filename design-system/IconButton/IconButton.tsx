import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { pressableStates, stateLayers } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

export const ICON_BUTTON_VARIANTS = ['ghost', 'filled', 'outline'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md'] as const;

const StyledIconButton = styled(AriaButton, {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  padding: 0,
  border: '$borderWidths$thick solid transparent',
  borderRadius: '$pill',
  color: '$text',
  cursor: 'pointer',
  ...pressableStates,
  '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', boxShadow: 'none' },
  '& svg': { display: 'block' },
  variants: {
    variant: {
      ghost: { backgroundColor: 'transparent' },
      filled: { backgroundColor: '$accent', color: '$textOnAccent', ...stateLayers('aria', 'fill') },
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
export type IconButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'aria-label' | 'aria-labelledby'> &
  Named & {
    /** The icon; decorative (it is hidden from assistive technology). */
    children: ReactNode;
    variant?: (typeof ICON_BUTTON_VARIANTS)[number];
    size?: (typeof ICON_BUTTON_SIZES)[number];
    className?: string;
    ref?: Ref<HTMLButtonElement>;
  };

export function IconButton({ children, ...props }: IconButtonProps) {
  return (
    <StyledIconButton {...props}>
      <span aria-hidden="true">{children}</span>
    </StyledIconButton>
  );
}
