// The frame every page template shares: one centred column, the page heading and its lead, and
// the text parts a page's own content is set in.
import { styled } from '../stitches.config.ts';
import { CONTENT_WIDTH } from '../../tokens/index.ts';

export const PageColumn = styled('div', {
  display: 'grid',
  gap: '$5',
  maxWidth: CONTENT_WIDTH,
  boxSizing: 'content-box',
  marginInline: 'auto',
  paddingBlock: '$9',
  paddingInline: '$5',
  '@md': { paddingBlock: '$10' },
  variants: {
    /** Running text reads best at about 70 characters a line. */
    reading: { true: { maxWidth: 720 } },
  },
});

// A word longer than a phone's line ("конфіденційності" at 40 px) breaks, hyphenated where the language allows, rather than run off the screen.
export const PageHeading = styled('h1', { margin: 0, typeRole: 'h1', hyphens: 'auto', overflowWrap: 'anywhere' });

export const PageLead = styled('p', { margin: 0, typeRole: 'lead', color: '$textMuted', maxWidth: '40em' });

export const SectionHeading = styled('h2', { margin: 0, typeRole: 'h2' });

export const Paragraph = styled('p', { margin: 0, textPreset: 18 });

export const SmallPrint = styled('p', { margin: 0, typeRole: 'caption', color: '$textMuted' });
