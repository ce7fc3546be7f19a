// What the account pages' forms share: the column of fields (the message a post comes back with is
// the design system's Notice).
import { styled } from '../../design-system/stitches.config.ts';
import { PageColumn } from '../../design-system/PageLayout/index.ts';

/** The page's one column: narrow, centred, and a card from a tablet up (not a small form lost at the left of a wide page). */
export const AccountColumn = styled(PageColumn, {
  maxWidth: 440,
  '@sm': {
    marginBlock: '$9',
    paddingBlock: '$8',
    paddingInline: '$8',
    borderRadius: '$lg',
    border: '$borderWidths$thin solid $colors$divider',
    backgroundColor: '$surface',
    boxShadow: '$md',
    // A display-size heading wraps to three lines in a card this narrow.
    '& h1': { typeRole: 'h2' },
  },
});

export const AccountForm = styled('form', { display: 'grid', gap: '$5', maxWidth: 420 });
