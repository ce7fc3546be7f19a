import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  FONT_PRESETS,
  FONT_PRESET_NAMES,
  FONT_WEIGHTS,
  OPACITY_STEPS,
  PALETTE,
  PALETTE_NAMES,
  RADII,
  SEMANTIC_COLORS,
  SHADOWS,
  SPACE,
  TYPE_ROLES,
  TYPE_ROLE_USES,
  paletteColor,
  type TypeRoleName,
  readableTextOn,
} from '../../tokens/index.ts';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import * as ICONS from '../icons/icons.tsx';
import { styled } from '../stitches.config.ts';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded', visual: { fullPage: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: '$4',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Swatch = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  minHeight: 112,
  padding: '$3',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $border',
  textPreset: 'small',
  fontWeight: '$bold',
});

/** The 18 palette names of spec §3, each with the text colour that reads best on it. */
export const Palette: Story = {
  render: () => (
    <Grid aria-label="Palette">
      {PALETTE_NAMES.map((name) => (
        <Swatch key={name} style={{ backgroundColor: PALETTE[name], color: PALETTE[readableTextOn(name)] }}>
          <span>{name}</span>
          <span>{PALETTE[name]}</span>
        </Swatch>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(18);
  },
};

/** A CMS colour's opacity, 0–100 (missing means 100). */
export const Opacity: Story = {
  render: () => (
    <Grid aria-label="Purple at each opacity step">
      {OPACITY_STEPS.map((opacity) => (
        <Swatch key={opacity} style={{ backgroundColor: paletteColor('Purple', opacity), color: PALETTE.Black }}>
          <span style={{ backgroundColor: PALETTE.White, padding: '0 4px', borderRadius: 4 }}>Purple {opacity}</span>
        </Swatch>
      ))}
    </Grid>
  ),
};

/** Semantic aliases: what components use, and the palette name each points at. */
export const SemanticColors: Story = {
  render: () => (
    <Grid aria-label="Semantic colours">
      {Object.entries(SEMANTIC_COLORS).map(([alias, name]) => (
        <Swatch key={alias} style={{ backgroundColor: PALETTE[name], color: PALETTE[readableTextOn(name)] }}>
          <span>${alias}</span>
          <span>{name}</span>
        </Swatch>
      ))}
    </Grid>
  ),
};

const Sample = styled('p', { margin: 0, marginBottom: '$4', overflowWrap: 'anywhere' });
const Caption = styled('span', { display: 'block', textPreset: 'small', color: '$textMuted' });

/** Font presets 16–120 (spec §9): size, line height and letter spacing set together. */
export const Typography: Story = {
  render: () => (
    <div>
      {FONT_PRESET_NAMES.map((step) => {
        const preset = FONT_PRESETS[step];
        return (
          <Sample key={step} css={{ textPreset: step }}>
            <Caption>
              {step} — {preset.size}/{preset.lineHeight}px, {preset.letterSpacing}em
            </Caption>
            Speak English with confidence
          </Sample>
        );
      })}
    </div>
  ),
};

const RoleSample = styled('div', { display: 'grid', gap: '$1', paddingBlock: '$3', borderBottom: '$borderWidths$thin solid $border' });
const describePreset = (step: number | string) =>
  typeof step === 'number' ? `${FONT_PRESETS[step as keyof typeof FONT_PRESETS].size}/${FONT_PRESETS[step as keyof typeof FONT_PRESETS].lineHeight}` : step;

/**
 * The type roles (tokens TYPE_ROLES, Stitches `typeRole`): one size and weight per kind of text,
 * growing from the `md` breakpoint where the role does; titles are balanced (no lone last word).
 * Sentence case everywhere, except the spec's own texts.
 */
export const TypeRoles: Story = {
  parameters: { visual: { widths: [390, 1440], fullPage: true } },
  render: () => (
    <div>
      {(Object.keys(TYPE_ROLES) as TypeRoleName[]).map((role) => {
        const { preset, presetWide, weight } = TYPE_ROLES[role];
        return (
          <RoleSample key={role} data-role={role}>
            <Caption>
              {role} — {describePreset(preset)}
              {presetWide ? ` → ${describePreset(presetWide)} from md` : ''}, {weight} ({FONT_WEIGHTS[weight]}). {TYPE_ROLE_USES[role]}.
            </Caption>
            <Sample as="p" css={{ margin: 0, typeRole: role }}>
              Speak English with confidence in three months
            </Sample>
          </RoleSample>
        );
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const h1 = canvasElement.querySelector('[data-role="h1"] p')!;
    await expect(getComputedStyle(h1).fontWeight).toBe(String(FONT_WEIGHTS.black));
    await expect(getComputedStyle(h1).textWrap).toContain('balance');
  },
};

const Rows = styled('ul', { display: 'grid', gap: '$3', padding: 0, margin: 0, listStyle: 'none' });
const Row = styled('li', { display: 'grid', gridTemplateColumns: '140px 1fr', alignItems: 'center', gap: '$4' });
const Bar = styled('span', { display: 'block', height: 16, backgroundColor: '$accent' });

/** Spacing steps (`$1`–`$10`, px): padding, gaps and margins use only these. */
export const Spacing: Story = {
  render: () => (
    <Rows aria-label="Spacing">
      {Object.entries(SPACE).map(([step, px]) => (
        <Row key={step}>
          <Caption>
            ${step} — {px}px
          </Caption>
          <Bar style={{ width: px }} />
        </Row>
      ))}
    </Rows>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(SPACE).length);
  },
};

const Tile = styled('li', {
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: 112,
  padding: '$3 $6',
  backgroundColor: '$surfaceMuted',
  border: '$borderWidths$thin solid $border',
  textPreset: 'small',
  fontWeight: '$bold',
});

/** Corner radii: `sm` small controls, `md` cards and fields, `lg` dialogs, `xl` large panels, `pill` buttons and chips. */
export const Radii: Story = {
  render: () => (
    <Grid aria-label="Radii">
      {Object.entries(RADII).map(([name, px]) => (
        <Tile key={name} style={{ borderRadius: Math.min(px, 56) }}>
          ${name} — {px === 9999 ? 'full' : `${px}px`}
        </Tile>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(RADII).length);
  },
};

/** Elevation: `sm` resting cards, `md` menus and banners that float, `lg` dialogs and toasts. */
export const Shadows: Story = {
  render: () => (
    <Grid aria-label="Shadows" css={{ padding: '$6', gap: '$7' }}>
      {Object.keys(SHADOWS).map((name) => (
        <Tile key={name} css={{ backgroundColor: '$surface', border: 'none', borderRadius: '$md', boxShadow: `$${name}` }}>
          ${name}
        </Tile>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(SHADOWS).length);
  },
};

const ICON_SET = [...Object.entries(ICONS).filter(([name]) => name.endsWith('Icon')), ['CloseIcon', CloseIcon] as const];

/** Every icon of the system at 24 px, on the text colour; decorative (aria-hidden) wherever used. */
export const Icons: Story = {
  render: () => (
    <Grid aria-label="Icons" css={{ gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {ICON_SET.map(([name, Icon]) => (
        <Tile key={name} css={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '$2', backgroundColor: '$surface', fontWeight: '$regular' }}>
          <Icon />
          {name.replace(/Icon$/, '')}
        </Tile>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(ICON_SET.length);
  },
};
