import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  FONT_PRESETS,
  FONT_PRESET_NAMES,
  OPACITY_STEPS,
  PALETTE,
  PALETTE_NAMES,
  SEMANTIC_COLORS,
  paletteColor,
  readableTextOn,
} from '../../tokens/index.ts';
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
