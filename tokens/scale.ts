import type { PaletteName } from './palette.ts';

/** Spacing steps in px, numbered (house style: tokens as numbered steps). */
export const SPACE = {
  0: 0,
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 20,
  6: 24,
  7: 32,
  8: 40,
  9: 48,
  10: 64,
} as const;

export const RADII = {
  sm: 8,
  md: 12,
  lg: 16,
  xl: 24,
  pill: 9999,
} as const;

export interface ShadowLayer {
  /** px */
  x: number;
  y: number;
  blur: number;
  spread: number;
  /** Opacity of Black, 0–100. */
  opacity: number;
}

/** Elevation shadows as data, so CSS and the DTCG file derive from one source (see cssShadow). */
export const SHADOWS = {
  sm: [
    { x: 0, y: 1, blur: 2, spread: 0, opacity: 8 },
    { x: 0, y: 1, blur: 3, spread: 0, opacity: 10 },
  ],
  md: [{ x: 0, y: 4, blur: 12, spread: 0, opacity: 12 }],
  lg: [{ x: 0, y: 16, blur: 48, spread: 0, opacity: 20 }],
} as const satisfies Record<string, readonly ShadowLayer[]>;

/** Stacking layers, lowest first: header under banners under popups under modals under toasts. */
export const Z_INDEX = {
  base: 0,
  raised: 1,
  header: 100,
  banner: 200,
  popup: 1000,
  modal: 1100,
  toast: 1200,
} as const;

/** Motion durations in ms (UI transitions, not business timings; those live in constants.ts). */
export const DURATIONS = {
  instant: 0,
  fast: 120,
  normal: 200,
  slow: 320,
} as const;

export const EASINGS = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/**
 * Focus ring width and offset in px; one ring for every focusable primitive. Its colour is the
 * `focusRing` alias, or, on a coloured surface (a CMS banner), that surface's text colour
 * (FOCUS_RING_PROPERTY), so the ring never vanishes into the background.
 */
export const FOCUS_RING = { width: 3, offset: 2 } as const;

/**
 * Set by a surface in a CMS colour to the text colour that reads on it: inline links take it
 * there instead of the Purple accent (which vanishes on Purple and fails contrast on Emerald).
 */
export const ON_COLOUR_PROPERTY = '--ls-on-colour';

/**
 * The focus ring's colour variable (the Stitches theme's `focusRing`): a surface in a CMS colour
 * sets it to its text colour, so every ring inside stays visible there.
 */
export const FOCUS_RING_PROPERTY = '--ls-colors-focusRing';

/**
 * The one hover and pressed language: a layer laid over a control's own surface, a tint of the
 * brand Purple on light surfaces (white, Papyrus), a shade on the Purple fill, a light veil on
 * black (store badges). Opacities in %; pressed is always about twice hover, so the two states
 * read as steps of one family.
 */
export const STATE_LAYERS = {
  light: { color: 'Purple', hover: 10, pressed: 18 },
  fill: { color: 'Black', hover: 22, pressed: 34 },
  dark: { color: 'White', hover: 16, pressed: 28 },
} as const satisfies Record<string, { color: PaletteName; hover: number; pressed: number }>;

export type StateLayerSurface = keyof typeof STATE_LAYERS;

/** The theme colour of one state layer: `hoverOnLight`, `pressedOnFill`, … */
export const stateLayerColor = (state: 'hover' | 'pressed', surface: StateLayerSurface) =>
  `${state}On${surface[0]!.toUpperCase()}${surface.slice(1)}`;
