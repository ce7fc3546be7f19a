import type { ComponentProps } from 'react';
import { keyframes, styled } from '../stitches.config.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$pill',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  '@motion': { animation: `${spin} 800ms linear infinite` },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'sm' },
});

/**
 * A decorative busy indicator. Always aria-hidden: the component that shows it owns the
 * announcement (a pending button, a modal's status region).
 */
export function Spinner(props: Omit<ComponentProps<typeof Ring>, 'children'>) {
  return <Ring {...props} aria-hidden="true" />;
}
