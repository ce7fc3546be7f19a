import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { FeaturesSection } from '../parts/Features.tsx';
import { seededSection } from '../story-fixtures.ts';

const home = seededSection('en', '/', 'features');

const meta = {
  title: 'Sections/Features',
  component: FeaturesSection,
  args: { section: home, tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'Three to six benefits, each an icon, a short title (a few words) and one or two sentences. Use it to say what the page offers; not for steps (How it works) or numbers (Numbers).' } },
  },
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.section.heading })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(args.section.items.length);
  },
};
export const OneItem: Story = { args: { section: { ...home, items: home.items.slice(0, 1) }, tone: 'plain' } };
export const Ukrainian: Story = { args: { section: seededSection('uk', '/', 'features') } };
