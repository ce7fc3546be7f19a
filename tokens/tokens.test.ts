import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FALLBACK_COLOR,
  FONT_PRESET_NAMES,
  MEDIA,
  PALETTE,
  PALETTE_NAMES,
  SEMANTIC_COLORS,
  STATE_LAYERS,
  cmsSurfaceStyle,
  contrastRatio,
  normaliseOpacity,
  paletteKey,
  parseCmsColor,
  readableTextOn,
  readableTextOnCmsColor,
  resolveCmsColor,
  toCssVariables,
  toDesignTokens,
  toPaletteName,
} from './index.ts';

describe('palette', () => {
  it('has exactly the 18 names of spec §3, in order', () => {
    expect(PALETTE_NAMES).toEqual([
      'Purple', 'Pink', 'Green', 'Yellow', 'Turquoise', 'Emerald', 'Wisteria', 'Gold Crayola', 'Salmon',
      'Blue Bell', 'Silver Pink', 'Deep Champagne', 'Papyrus', 'Black', 'White', 'Gray', 'Negative', 'Warning',
    ]);
    for (const name of PALETTE_NAMES) expect(PALETTE[name]).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('derives camelCase theme keys', () => {
    expect(paletteKey('Gold Crayola')).toBe('goldCrayola');
    expect(paletteKey('Purple')).toBe('purple');
  });

  describe('semantic pairs meet WCAG AA', () => {
    const ratio = (fg: keyof typeof SEMANTIC_COLORS, bg: keyof typeof SEMANTIC_COLORS) =>
      contrastRatio(PALETTE[SEMANTIC_COLORS[fg]], PALETTE[SEMANTIC_COLORS[bg]]);
    it.each([
      ['text', 'surface'],
      ['text', 'surfaceMuted'],
      ['textMuted', 'surface'],
      ['textOnAccent', 'accent'],
      ['danger', 'surface'],
      ['accent', 'surface'],
    ] as const)('%s on %s ≥ 4.5:1', (fg, bg) => expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5));
    it('focus ring and field border ≥ 3:1 against the surface (non-text contrast)', () => {
      expect(ratio('focusRing', 'surface')).toBeGreaterThanOrEqual(3);
      expect(ratio('border', 'surface')).toBeGreaterThanOrEqual(3);
    });
  });

  it('picks a readable text colour on every palette colour', () => {
    for (const name of PALETTE_NAMES) {
      const text = readableTextOn(name);
      expect(contrastRatio(PALETTE[text], PALETTE[name])).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn('Yellow')).toBe('Black');
    expect(readableTextOn('Purple')).toBe('White');
  });

  it('lets a CMS colour decide the text colour only when it is mostly opaque', () => {
    expect(readableTextOnCmsColor({ name: 'Purple', opacity: null })).toBe('White');
    expect(readableTextOnCmsColor({ name: 'Purple', opacity: 60 })).toBe('White');
    expect(readableTextOnCmsColor({ name: 'Purple', opacity: 50 })).toBeNull();
    expect(readableTextOnCmsColor({ name: 'Yellow', opacity: 100 })).toBe('Black');
    expect(readableTextOnCmsColor({ name: 'Not a colour' })).toBeNull();
  });
});

describe('cmsSurfaceStyle', () => {
  it('gives an opaque colour its readable text colour and a focus ring in that colour', () => {
    expect(cmsSurfaceStyle({ name: 'Purple' })).toEqual({
      backgroundColor: '#5B3BE8',
      color: '#FFFFFF',
      '--ls-on-colour': '#FFFFFF',
      '--ls-colors-focusRing': '#FFFFFF',
    });
    expect(cmsSurfaceStyle({ name: 'Yellow', opacity: 80 })).toEqual({
      backgroundColor: 'rgb(255 212 59 / 80%)',
      color: PALETTE.Black,
      '--ls-on-colour': PALETTE.Black,
      '--ls-colors-focusRing': PALETTE.Black,
    });
  });
  it('leaves text and ring to the page on a see-through colour', () => {
    expect(cmsSurfaceStyle({ name: 'Purple', opacity: 20 })).toEqual({ backgroundColor: 'rgb(91 59 232 / 20%)' });
  });
  it('falls back to the readable muted surface for an unknown colour', () => {
    expect(FALLBACK_COLOR).toBe(PALETTE.Papyrus);
    expect(cmsSurfaceStyle({ name: 'Chartreuse' })).toEqual({ backgroundColor: PALETTE.Papyrus });
    expect(contrastRatio(PALETTE[SEMANTIC_COLORS.text], FALLBACK_COLOR)).toBeGreaterThanOrEqual(7);
  });
});

describe('state layers', () => {
  it('press is a deeper step of hover on every surface', () => {
    for (const { hover, pressed } of Object.values(STATE_LAYERS)) {
      expect(hover).toBeGreaterThan(0);
      expect(pressed).toBeGreaterThanOrEqual(hover * 1.5);
    }
  });
});

describe('resolveCmsColor', () => {
  describe('given a known name', () => {
    it('returns the hex when opacity is missing (spec §3: falls back to 100)', () => {
      expect(resolveCmsColor({ name: 'Purple' })).toBe('#5B3BE8');
      expect(resolveCmsColor({ name: 'Purple', opacity: null })).toBe('#5B3BE8');
      expect(resolveCmsColor('Purple')).toBe('#5B3BE8');
    });
    it('applies an opacity between 0 and 100', () => {
      expect(resolveCmsColor({ name: 'Purple', opacity: 50 })).toBe('rgb(91 59 232 / 50%)');
      expect(resolveCmsColor({ name: 'Black', opacity: 0 })).toBe('rgb(23 23 28 / 0%)');
      expect(resolveCmsColor({ name: 'White', opacity: 100 })).toBe('#FFFFFF');
    });
    it('clamps out-of-range opacity', () => {
      expect(resolveCmsColor({ name: 'Purple', opacity: 250 })).toBe('#5B3BE8');
      expect(resolveCmsColor({ name: 'Purple', opacity: -20 })).toBe('rgb(91 59 232 / 0%)');
    });
    it('accepts numeric strings and rounds fractions', () => {
      expect(resolveCmsColor({ name: 'Pink', opacity: '40' })).toBe('rgb(255 155 210 / 40%)');
      expect(resolveCmsColor({ name: 'Pink', opacity: 39.6 })).toBe('rgb(255 155 210 / 40%)');
    });
    it('treats non-numeric opacity as missing', () => {
      for (const opacity of [Number.NaN, Infinity, 'half', '', {}, [], true]) {
        expect(resolveCmsColor({ name: 'Pink', opacity })).toBe('#FF9BD2');
      }
    });
    it('accepts other spellings of multi-word names', () => {
      for (const name of ['Gold Crayola', 'gold crayola', 'gold-crayola', 'goldCrayola', 'GOLD_CRAYOLA']) {
        expect(resolveCmsColor({ name })).toBe(PALETTE['Gold Crayola']);
      }
    });
  });

  describe('given bad input', () => {
    it.each([
      undefined, null, 42, true, [], {}, { opacity: 50 }, { name: 42 }, { name: 'Chartreuse' },
      { name: '' }, { name: '__proto__' }, { name: 'constructor' }, 'javascript:alert(1)', 'x'.repeat(100_000),
      { name: 'red; background: url(x)' },
    ])('never throws and gives the documented fallback for %j', (input) => {
      expect(resolveCmsColor(input)).toBe(FALLBACK_COLOR);
    });
  });

  it('parses a CMS colour into a palette name and an opacity', () => {
    expect(parseCmsColor({ name: 'gold-crayola', opacity: '30' })).toEqual({ name: 'Gold Crayola', opacity: 30 });
    expect(parseCmsColor('Purple')).toEqual({ name: 'Purple', opacity: 100 });
    expect(parseCmsColor({ name: 'Chartreuse' })).toBeNull();
  });

  it('exposes its helpers for other callers', () => {
    expect(toPaletteName('blue bell')).toBe('Blue Bell');
    expect(toPaletteName(7)).toBeNull();
    expect(normaliseOpacity(undefined)).toBe(100);
  });
});

describe('breakpoints and fonts', () => {
  it('matches spec §9 breakpoints', () => {
    expect(MEDIA).toMatchObject({
      xs: '(max-width: 767px)',
      sm: '(min-width: 768px)',
      md: '(min-width: 1025px)',
      lg: '(min-width: 1200px)',
      lgBig: '(min-width: 1440px)',
      xlg: '(min-width: 1920px)',
    });
  });
  it('has font presets from 16 to 120 (spec §9)', () => {
    expect(Math.min(...FONT_PRESET_NAMES)).toBe(16);
    expect(Math.max(...FONT_PRESET_NAMES)).toBe(120);
  });
});

describe('generated files', () => {
  const generated = (file: string) => readFileSync(join(import.meta.dirname, 'generated', file), 'utf8');
  it('tokens.css is in sync with the TS source (run `npm run tokens`)', () => {
    expect(generated('tokens.css')).toBe(toCssVariables());
  });
  it('tokens.json (W3C DTCG) is in sync with the TS source (run `npm run tokens`)', () => {
    expect(JSON.parse(generated('tokens.json'))).toEqual(toDesignTokens());
  });
  it('every CSS colour variable resolves to a colour: none refers to itself or to nothing', () => {
    const variables = new Map([...toCssVariables().matchAll(/--([\w-]+): ([^;]+);/g)].map((match) => [match[1]!, match[2]!]));
    const resolve = (name: string, seen: string[] = []): string => {
      const value = variables.get(name);
      const reference = value && /^var\(--([\w-]+)\)$/.exec(value)?.[1];
      if (!reference) return value ?? `(missing --${name})`;
      return seen.includes(reference) ? `(cycle ${[...seen, reference].join(' → ')})` : resolve(reference, [...seen, name]);
    };
    for (const name of variables.keys()) if (name.startsWith('color-')) expect(resolve(name), name).toMatch(/^#[0-9A-F]{6}$/i);
    // Declared once each: a second declaration of a name would override the first.
    const declared = [...toCssVariables().matchAll(/--([\w-]+):/g)].map((match) => match[1]);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('DTCG semantic aliases point at existing colour tokens', () => {
    const tokens = toDesignTokens() as { color: Record<string, unknown>; semantic: Record<string, { $value: string }> };
    for (const { $value } of Object.values(tokens.semantic)) {
      const key = /^\{color\.(\w+)\}$/.exec($value)?.[1];
      expect(key && key in tokens.color).toBe(true);
    }
  });
});
