// What the account pages' forms share: the column of fields, and the message a post comes back with
// (a refusal in the danger colour, something done on the accent surface).
import { styled } from '../../design-system/stitches.config.ts';

export const AccountForm = styled('form', { display: 'grid', gap: '$5', maxWidth: 420 });

export const AccountAlert = styled('p', {
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$md',
  fontWeight: '$bold',
  variants: { tone: { danger: { backgroundColor: '$dangerSurface', color: '$danger' }, done: { backgroundColor: '$accentSurface', color: '$text' } } },
  defaultVariants: { tone: 'danger' },
});
