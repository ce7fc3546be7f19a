// The frame every section shares: a full-width band (plain or muted, alternating down the page),
// a centred column, and the section's heading with its lead.
import { createContext } from 'react';
import { styled } from '../../design-system/stitches.config.ts';
import { CONTENT_WIDTH } from '../../tokens/index.ts';

export type BandTone = 'plain' | 'muted';

export const Band = styled('section', {
  paddingBlock: '$9',
  paddingInline: '$5',
  '@md': { paddingBlock: '$10' },
  variants: {
    tone: {
      plain: { backgroundColor: '$surface' },
      muted: { backgroundColor: '$surfaceMuted' },
    },
    /** The form that follows a hero on a form's page (FormFirst): close under it on a phone. */
    formFirst: { true: { paddingBlockStart: '$6', '@md': { paddingBlockStart: '$10' } } },
  },
  defaultVariants: { tone: 'plain' },
});

export const Column = styled('div', {
  display: 'grid',
  // One track no wider than the column: a wide child (the app's phones, a row of plans) scrolls or
  // wraps inside it instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$7',
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  variants: {
    reading: { true: { maxWidth: 760 } },
  },
});

export const Header = styled('header', { display: 'grid', gap: '$3', maxWidth: '46em' });

export const Heading = styled('h2', { margin: 0, typeRole: 'section', hyphens: 'auto', overflowWrap: 'anywhere' });

/**
 * The section that opens a page without a hero (a funnel's page, where the first question belongs
 * in the first screen: issue 42): its heading is the page's h1.
 */
export const LeadsPage = createContext(false);

/**
 * A page whose task is a form (domain/promotions/page-task.ts: a word search, a level test, an
 * onboarding) has the form in a phone's first screen (issue 64): below `md` its hero keeps its
 * heading and lead (no illustration, downloaded or shown; its buttons lead elsewhere, and the
 * page's call-to-action band repeats them), and the form's section starts close under it, its
 * lead (which the hero's says again) left to wider screens. `hero` for the hero, `form` for the
 * form's section, null elsewhere.
 */
export const FormFirst = createContext<'hero' | 'form' | null>(null);

export const Lead = styled('p', {
  margin: 0,
  typeRole: 'lead',
  color: '$textMuted',
  variants: { wideOnly: { true: { display: 'none', '@md': { display: 'block' } } } },
});

/** A card: white on a muted band, muted on a plain one. */
export const Card = styled('article', {
  display: 'grid',
  alignContent: 'start',
  gap: '$3',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$sm',
});

/** Responsive columns: one on a phone, `min` wide cards as the width allows. */
export const Grid = styled('ul', {
  display: 'grid',
  gap: '$5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  variants: {
    /** The narrowest a card may be before the grid drops a column. */
    cards: {
      narrow: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' },
      regular: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' },
      wide: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' },
    },
  },
  // Four or six cards fill their rows (2 + 2 or 4; 3 + 3) instead of leaving one alone on the last.
  '&:has(> :nth-child(4):last-child)': { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, '@lg': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  '&:has(> :nth-child(6):last-child)': { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  defaultVariants: { cards: 'regular' },
});

export const Empty = styled('p', { margin: 0, color: '$textMuted' });

/** Links as chips in a row that wraps (a help center's topics, the blog's): `aria-current` marks the one the visitor is on. */
export const ChipNav = styled('nav', { '& ul': { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, listStyle: 'none' } });
export const ChipLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minBlockSize: 44,
  paddingInline: '$4',
  paddingBlock: '$2',
  borderRadius: '$pill',
  border: '$borderWidths$thin solid $colors$divider',
  backgroundColor: '$surface',
  color: '$text',
  textDecoration: 'none',
  textPreset: 16,
  fontWeight: '$medium',
  '& span': { color: '$textMuted', textPreset: 'small', fontWeight: '$regular' },
  '&:hover': { borderColor: '$text' },
  '&:focus-visible': { focusRing: true },
  '&[aria-current=page]': { backgroundColor: '$text', borderColor: '$text', color: '$surface', '& span': { color: 'inherit' } },
});

/** A GET search of one field and its button, side by side from a tablet up (the button level with the field, under its label). */
export const SearchForm = styled('form', { display: 'grid', gap: '$3', alignItems: 'start', scrollMarginBlockStart: 96, '@sm': { gridTemplateColumns: '1fr auto', '& > button': { marginBlockStart: 36 } } });
