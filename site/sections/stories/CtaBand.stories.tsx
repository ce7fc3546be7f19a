import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cmsSurfaceStyle, SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { CtaBandSection } from '../parts/CtaBand.tsx';
import { seededSection } from '../story-fixtures.ts';

const home = seededSection('en', '/', 'cta-band');

const meta = {
  title: 'Sections/CtaBand',
  component: CtaBandSection,
  args: { section: { ...home, background: null } },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'One call to action on a coloured band, usually last. Heading: the decision in a few words; text: one sentence that removes a doubt. Background: a palette colour (Purple, Papyrus, Wisteria, Turquoise, Yellow, Blue Bell); the text and the button take the colour that reads on it. Without one: the accent.',
      },
    },
  },
} satisfies Meta<typeof CtaBandSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.section.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.section.cta.label })).toBeVisible();
  },
};
export const OnPapyrus: Story = { args: { section: { ...home, background: cmsSurfaceStyle({ name: 'Papyrus', opacity: 100 }) } } };
export const OnYellow: Story = { args: { section: { ...home, background: cmsSurfaceStyle({ name: 'Yellow', opacity: 100 }) } } };
export const Ukrainian: Story = { args: { section: { ...seededSection('uk', '/', 'cta-band'), background: null } } };
