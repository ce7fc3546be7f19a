// The only module that imports @stitches/react (pinned 1.2.8, unmaintained): everything else
// uses the `styled`, `css`, `keyframes` and `globalCss` exported here, so a later swap is one file.
import { createStitches, type CSS as StitchesCSS } from '@stitches/react';
import {
  CONTENT_WIDTH,
  DURATIONS,
  EASINGS,
  FOCUS_RING,
  FONT_FAMILY,
  FONT_PRESETS,
  FONT_WEIGHTS,
  MEDIA,
  PALETTE,
  PALETTE_NAMES,
  RADII,
  SEMANTIC_COLORS,
  SHADOWS,
  MICRO_TEXT,
  SMALL_TEXT,
  SPACE,
  STATE_LAYERS,
  TYPE_ROLES,
  Z_INDEX,
  hexToRgb,
  mixHex,
  paletteColor,
  paletteKey,
  stateLayerColor,
  type FontPresetName,
  type StateLayerSurface,
  type TypeRoleName,
} from '../tokens/index.ts';
import { cssShadow } from '../tokens/generate.ts';

const px = <T extends Record<string | number, number>>(scale: T) =>
  Object.fromEntries(Object.entries(scale).map(([key, value]) => [key, `${value}px`])) as Record<keyof T, string>;

const colors = {
  ...Object.fromEntries(PALETTE_NAMES.map((name) => [paletteKey(name), PALETTE[name]])),
  // An alias spelled like its palette colour (`warning` → Warning) is that colour already; as
  // `$warning: $warning` it would refer to itself and be invalid.
  ...Object.fromEntries(Object.entries(SEMANTIC_COLORS).filter(([alias, name]) => alias !== paletteKey(name)).map(([alias, name]) => [alias, `$${paletteKey(name)}`])),
  // hoverOnLight, pressedOnLight, hoverOnFill, …: the state layers of tokens STATE_LAYERS.
  ...Object.fromEntries(
    (Object.keys(STATE_LAYERS) as StateLayerSurface[]).flatMap((surface) =>
      (['hover', 'pressed'] as const).map((state) => [stateLayerColor(state, surface), paletteColor(STATE_LAYERS[surface].color, STATE_LAYERS[surface][state])]),
    ),
  ),
  // Behind a dialog: the page dimmed with a deep brand purple, not a flat grey.
  backdrop: (() => {
    const [r, g, b] = hexToRgb(mixHex(PALETTE.Black, PALETTE.Purple, 0.3));
    return `rgb(${r} ${g} ${b} / 62%)`;
  })(),
  // Lines that separate, not outline a control (which keeps `border`, 3:1 against the surface).
  divider: paletteColor('Black', 12),
  // Behind a message in the danger colour (an error alert): the colour at 8%, its text AA on it.
  dangerSurface: paletteColor('Negative', 8),
  // Behind an accent mark (a feature's icon, a chosen filter): the accent at 10%, the accent AA on it.
  accentSurface: paletteColor('Purple', 10),
  // A rating's stars: the warning amber darkened to 3:1 on white and on Papyrus (a graphic that
  // carries meaning, WCAG 1.4.11; the plain amber is 2.1:1).
  rating: mixHex(PALETTE.Warning, PALETTE.Black, 0.3),
};

const HEADING_ROLES = new Set<TypeRoleName>(['display', 'h1', 'section', 'h2', 'h3']);

// Type presets are written as values, not theme variables: a page's critical CSS then carries
// only the sizes it uses, instead of 48 variables on :root (tokens.css keeps them for designers).
function textPresetOf(step: FontPresetName | 'small' | 'micro') {
  const preset = step === 'small' ? SMALL_TEXT : step === 'micro' ? MICRO_TEXT : FONT_PRESETS[step];
  return {
    fontSize: `${preset.size}px`,
    lineHeight: `${preset.lineHeight}px`,
    letterSpacing: preset.letterSpacing ? `${preset.letterSpacing}em` : 0,
  };
}

export const { styled, css, keyframes, globalCss, getCssText, theme, reset, config } = createStitches({
  prefix: 'ls',
  theme: {
    colors,
    space: px(SPACE),
    sizes: { ...px(SPACE), targetMin: '24px', targetComfortable: '44px' },
    radii: px(RADII),
    shadows: Object.fromEntries(Object.entries(SHADOWS).map(([name, layers]) => [name, cssShadow(layers)])),
    zIndices: Z_INDEX,
    fonts: FONT_FAMILY,
    fontWeights: FONT_WEIGHTS,
    borderWidths: { thin: '1px', thick: '2px', focus: `${FOCUS_RING.width}px` },
    transitions: {
      fast: `${DURATIONS.fast}ms ${EASINGS.standard}`,
      normal: `${DURATIONS.normal}ms ${EASINGS.standard}`,
    },
  },
  media: MEDIA,
  utils: {
    /** One font preset of spec §9 (16–120): size, line height and letter spacing together. */
    textPreset: textPresetOf,
    /** A type role of tokens TYPE_ROLES: preset (growing from `md` where the role does) and weight. */
    typeRole: (role: TypeRoleName) => {
      const { preset, presetWide: wide, weight } = TYPE_ROLES[role];
      return {
        ...textPresetOf(preset),
        fontWeight: FONT_WEIGHTS[weight],
        // Titles break into lines of even length: no lone word on the last line.
        // Leads avoid a lone word on their last line too.
        ...(HEADING_ROLES.has(role) ? { textWrap: 'balance' } : role === 'lead' ? { textWrap: 'pretty' } : {}),
        ...(wide ? { '@md': textPresetOf(wide) } : {}),
      };
    },
    /**
     * The single focus ring used by every focusable primitive (`focusRing: true`), in the
     * focusRing colour, which a CMS-coloured surface sets to its own text colour (cmsSurfaceStyle).
     */
    focusRing: (_: true) => ({
      outline: '$borderWidths$focus solid $colors$focusRing',
      outlineOffset: `${FOCUS_RING.offset}px`,
    }),
    paddingX: (value: string | number) => ({ paddingLeft: value, paddingRight: value }),
    /**
     * Full-bleed surfaces with their content on the page column (CONTENT_WIDTH): padding of half
     * what is beyond the column, at least `minimum`. Two properties, as Stitches reads a comma
     * in `paddingInline` as "start, end".
     */
    columnInset: (minimum: string) => {
      const inset = `max(${minimum}, calc((100% - ${CONTENT_WIDTH}px) / 2))`;
      return { paddingInlineStart: inset, paddingInlineEnd: inset };
    },
    paddingY: (value: string | number) => ({ paddingTop: value, paddingBottom: value }),
  },
});

export type CSS = StitchesCSS<typeof config>;

/** Hides content visually while keeping it in the accessibility tree. */
/**
 * Shows a <details>' content without it being opened, where the browser can (`::details-content`;
 * elsewhere it stays a disclosure that opens), with how its summary looks then. Put under a
 * breakpoint: a disclosure on a phone, open for good on a wider screen.
 */
export const detailsShownOpen = (summary: CSS): CSS => ({
  '@supports selector(::details-content)': { '& > summary': summary, '&::details-content': { contentVisibility: 'visible', display: 'block' } },
});

export const visuallyHidden: CSS = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: '$body',
    color: '$text',
    backgroundColor: '$surface',
    textPreset: 16,
    WebkitFontSmoothing: 'antialiased',
  },
  // The state layers of every link and button change smoothly (one rule for all of them: the
  // interaction language is one, and each page's critical CSS stays small).
  '@motion': { ':where(a[href], button)': { transition: 'box-shadow $fast, background-color $fast, transform $fast' } },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
