/**
 * Bundled from npm, never a CDN: Nunito (latin, latin-ext, cyrillic for uk) and Noto Sans
 * Arabic for Arabic course content; each loads only for the characters it covers.
 */
export const FONT_FAMILY = {
  body: "'Nunito Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

export const FONT_WEIGHTS = {
  regular: 400,
  medium: 600,
  bold: 700,
  black: 800,
} as const;

export interface FontPreset {
  /** px */
  size: number;
  /** px */
  lineHeight: number;
  /** em */
  letterSpacing: number;
}

/**
 * Spec §9 "Font size presets: 16 to 120". Each step sets size, line height and letter spacing
 * together; large display sizes tighten both.
 */
export const FONT_PRESETS = {
  16: { size: 16, lineHeight: 24, letterSpacing: 0 },
  18: { size: 18, lineHeight: 26, letterSpacing: 0 },
  20: { size: 20, lineHeight: 28, letterSpacing: 0 },
  24: { size: 24, lineHeight: 32, letterSpacing: -0.005 },
  28: { size: 28, lineHeight: 36, letterSpacing: -0.01 },
  32: { size: 32, lineHeight: 40, letterSpacing: -0.01 },
  40: { size: 40, lineHeight: 48, letterSpacing: -0.015 },
  48: { size: 48, lineHeight: 56, letterSpacing: -0.02 },
  56: { size: 56, lineHeight: 64, letterSpacing: -0.02 },
  64: { size: 64, lineHeight: 72, letterSpacing: -0.025 },
  72: { size: 72, lineHeight: 80, letterSpacing: -0.025 },
  80: { size: 80, lineHeight: 88, letterSpacing: -0.03 },
  96: { size: 96, lineHeight: 104, letterSpacing: -0.03 },
  120: { size: 120, lineHeight: 128, letterSpacing: -0.035 },
} as const satisfies Record<number, FontPreset>;

export type FontPresetName = keyof typeof FONT_PRESETS;

export const FONT_PRESET_NAMES = Object.keys(FONT_PRESETS).map(Number) as FontPresetName[];

/** Smaller helper text (field errors, captions); below the display presets of §9. */
export const SMALL_TEXT: FontPreset = { size: 14, lineHeight: 20, letterSpacing: 0 };

/** The smallest text anywhere (countdown units, store badge eyebrows): nothing is set below it. */
export const MICRO_TEXT: FontPreset = { size: 12, lineHeight: 16, letterSpacing: 0 };
export const MIN_TEXT_SIZE = MICRO_TEXT.size;

export interface TypeRole {
  /** Preset on phones. */
  preset: FontPresetName | 'small' | 'micro';
  /** Preset from the `md` breakpoint up, when it grows. */
  presetWide?: FontPresetName;
  weight: keyof typeof FONT_WEIGHTS;
}

/**
 * The type roles: which preset and weight each kind of text takes, so a heading looks the same
 * wherever it is. Text is written in sentence case (only the spec's own texts, e.g. "Get The
 * App", keep their capitals).
 */
export type TypeRoleName = 'display' | 'h1' | 'section' | 'h2' | 'h3' | 'lead' | 'body' | 'caption';

export const TYPE_ROLES: Readonly<Record<TypeRoleName, TypeRole>> = {
  display: { preset: 56, presetWide: 96, weight: 'black' },
  h1: { preset: 40, presetWide: 64, weight: 'black' },
  section: { preset: 32, presetWide: 40, weight: 'black' },
  h2: { preset: 24, weight: 'black' },
  h3: { preset: 20, weight: 'black' },
  lead: { preset: 18, presetWide: 20, weight: 'regular' },
  body: { preset: 16, weight: 'regular' },
  caption: { preset: 'small', weight: 'regular' },
};

/** What each type role is for (Foundations shows it; kept apart so pages do not ship the words). */
export const TYPE_ROLE_USES: Readonly<Record<TypeRoleName, string>> = {
  display: 'A campaign statement, bigger than any page title',
  h1: 'The page title, once per page',
  section: 'The title of a band of a marketing page (an h2 in the markup)',
  h2: 'Parts of a document (a legal text); dialog and banner titles',
  h3: 'Panel titles, groups inside a section',
  lead: 'The paragraph under a page title',
  body: 'Running text, labels, controls',
  caption: 'Help and error text, footnotes, captions',
};
