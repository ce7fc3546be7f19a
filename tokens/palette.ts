/**
 * The 18 colour names of spec §3 ("Colour palette names"), exactly as the CMS spells them.
 * Values are the brand palette; text pairs are checked for WCAG AA in palette.test.ts.
 */
export const PALETTE = {
  Purple: '#5B3BE8',
  Pink: '#FF9BD2',
  Green: '#3CCB7F',
  Yellow: '#FFD43B',
  Turquoise: '#3FD0D4',
  Emerald: '#1F9D6B',
  Wisteria: '#B9A3F5',
  'Gold Crayola': '#EBC48E',
  Salmon: '#FF8A73',
  'Blue Bell': '#A3A9E8',
  'Silver Pink': '#CBB0AE',
  'Deep Champagne': '#F7D59C',
  Papyrus: '#F6F1E3',
  Black: '#17171C',
  White: '#FFFFFF',
  Gray: '#6B6B78',
  Negative: '#D1242F',
  Warning: '#F59F00',
} as const;

export type PaletteName = keyof typeof PALETTE;

export const PALETTE_NAMES = Object.keys(PALETTE) as PaletteName[];

/** camelCase key of a palette name, as used by the Stitches theme (`$goldCrayola`). */
export function paletteKey(name: PaletteName): string {
  return name
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word))
    .join('');
}

/**
 * Semantic aliases: the only colours components should reach for. Each points at a raw
 * palette name (house style: tokens in two layers).
 */
export const SEMANTIC_COLORS = {
  text: 'Black',
  textMuted: 'Gray',
  textOnAccent: 'White',
  surface: 'White',
  surfaceMuted: 'Papyrus',
  accent: 'Purple',
  border: 'Gray',
  focusRing: 'Purple',
  danger: 'Negative',
  warning: 'Warning',
  success: 'Emerald',
  overlay: 'Black',
} as const satisfies Record<string, PaletteName>;

export type SemanticColor = keyof typeof SEMANTIC_COLORS;
