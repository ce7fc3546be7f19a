import { styled } from '../stitches.config.ts';

/**
 * What a form's answer says above it: a refusal in the danger colour, something done on the accent
 * surface. A paragraph the caller gives its role (`alert` for a refusal, `status` for a success)
 * and, where the server decides it, the visitor condition that shows it.
 */
export const Notice = styled('p', {
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$md',
  fontWeight: '$bold',
  '& a': { color: 'inherit' },
  variants: { tone: { danger: { backgroundColor: '$dangerSurface', color: '$danger' }, done: { backgroundColor: '$accentSurface', color: '$text' } } },
  defaultVariants: { tone: 'danger' },
});
