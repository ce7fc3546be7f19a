import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { StatsSection } from '../parts/Stats.tsx';
import { seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Stats',
  component: StatsSection,
  args: { section: seededSection('en', '/', 'stats'), tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'Three or four figures that prove the page’s claim (learners, store ratings, tutors). Only figures the company can stand behind: the same ones on every page.' } },
  },
} satisfies Meta<typeof StatsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(args.section.items.length);
  },
};
export const Ukrainian: Story = { args: { section: seededSection('uk', '/', 'stats') } };
