import type { ComponentProps } from 'react';
import { keyframes, styled } from '../stitches.config.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Svg = styled('svg', {
  display: 'inline-block',
  flexShrink: 0,
  '@motion': { animation: `${spin} 800ms linear infinite` },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 40, height: 40 },
    },
  },
  defaultVariants: { size: 'sm' },
});

/**
 * A decorative busy indicator: a faint full track and a quarter arc with round ends running
 * on it, in the current text colour. Always aria-hidden: the component that shows it owns the
 * announcement (a pending button, a modal's status region).
 */
export function Spinner(props: Omit<ComponentProps<typeof Svg>, 'children' | 'viewBox'>) {
  const stroke = props.size === 'lg' ? 3 : 2.5;
  return (
    <Svg viewBox="0 0 24 24" fill="none" {...props} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity={0.22} strokeWidth={stroke} />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth={stroke} strokeLinecap="round" />
    </Svg>
  );
}
