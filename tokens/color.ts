import { PALETTE, PALETTE_NAMES, type PaletteName } from './palette.ts';
import { FOCUS_RING_PROPERTY, ON_COLOUR_PROPERTY } from './scale.ts';

/** Opacity steps offered to designers; the CMS may send any integer 0–100. */
export const OPACITY_STEPS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/** Spec §3: "Missing opacity falls back to 100." */
const DEFAULT_OPACITY = 100;

/**
 * What an unknown or missing colour name resolves to: the muted surface (Papyrus), so a banner
 * with a mistyped colour still reads as a banner, and the page's own text colour reads on it.
 */
export const FALLBACK_COLOR = PALETTE.Papyrus;

export interface CmsColor {
  name: PaletteName;
  opacity?: number;
}

const NAME_BY_NORMALISED = new Map<string, PaletteName>(
  PALETTE_NAMES.map((name) => [normaliseName(name), name]),
);

function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The palette name for a CMS spelling ("Gold Crayola", "gold-crayola", "goldCrayola"), or null. */
export function toPaletteName(value: unknown): PaletteName | null {
  if (typeof value !== 'string') return null;
  return NAME_BY_NORMALISED.get(normaliseName(value)) ?? null;
}

/** Opacity 0–100: missing or non-numeric means 100, out of range is clamped. */
export function normaliseOpacity(value: unknown): number {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return DEFAULT_OPACITY;
  return Math.min(100, Math.max(0, Math.round(numeric)));
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` mixed with `b` in sRGB, `amountOfB` from 0 to 1, as an opaque hex colour. */
export function mixHex(a: string, b: string, amountOfB: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return `#${x.map((channel, i) => Math.round(channel + (y[i]! - channel) * amountOfB).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** A palette colour at an opacity, as a CSS colour string. */
export function paletteColor(name: PaletteName, opacity: unknown = DEFAULT_OPACITY): string {
  const hex = PALETTE[name];
  const alpha = normaliseOpacity(opacity);
  if (alpha === 100) return hex;
  const [r, g, b] = hexToRgb(hex);
  return `rgb(${r} ${g} ${b} / ${alpha}%)`;
}

/**
 * A CMS colour (`{ name, opacity }`, or a bare name) as a palette name and an opacity 0–100,
 * or null when the name is not in the palette. Never throws.
 */
export function parseCmsColor(input: unknown): { name: PaletteName; opacity: number } | null {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : null;
  const name = toPaletteName(record ? record.name : input);
  return name ? { name, opacity: normaliseOpacity(record ? record.opacity : DEFAULT_OPACITY) } : null;
}

/** A CMS colour as CSS; anything that is not a known palette name gives FALLBACK_COLOR. */
export function resolveCmsColor(input: unknown): string {
  const color = parseCmsColor(input);
  return color ? paletteColor(color.name, color.opacity) : FALLBACK_COLOR;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque hex colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or White, whichever reads better on a palette colour (for CMS-coloured banners). */
export function readableTextOn(name: PaletteName): 'Black' | 'White' {
  return contrastRatio(PALETTE.Black, PALETTE[name]) >= contrastRatio(PALETTE.White, PALETTE[name]) ? 'Black' : 'White';
}

/** At this opacity or more, a CMS colour decides the text colour on it; below, the page's does. */
const TEXT_DECIDING_OPACITY = 60;

/**
 * Black or White for text on a CMS colour (`{ name, opacity }`), or null when the colour is
 * unknown or too transparent to decide it (the page's own text colour then reads).
 */
export function readableTextOnCmsColor(input: unknown): 'Black' | 'White' | null {
  const color = parseCmsColor(input);
  return color && color.opacity >= TEXT_DECIDING_OPACITY ? readableTextOn(color.name) : null;
}

/** Inline style of a surface in a CMS colour (CSS custom properties included). */
export interface CmsSurfaceStyle {
  backgroundColor: string;
  color?: string;
  [ON_COLOUR_PROPERTY]?: string;
  [FOCUS_RING_PROPERTY]?: string;
}

/**
 * A surface in a CMS colour: its background, and, when the colour decides it, the text colour
 * that reads on it, which focus rings (FOCUS_RING_PROPERTY) and inline links (ON_COLOUR_PROPERTY)
 * inside also take: a Purple ring would vanish on a Purple banner; the text colour contrasts by
 * construction.
 */
export function cmsSurfaceStyle(input: unknown): CmsSurfaceStyle {
  const text = readableTextOnCmsColor(input);
  return {
    backgroundColor: resolveCmsColor(input),
    ...(text ? { color: PALETTE[text], [ON_COLOUR_PROPERTY]: PALETTE[text], [FOCUS_RING_PROPERTY]: PALETTE[text] } : {}),
  };
}
