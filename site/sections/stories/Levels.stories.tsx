import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { LevelsSection } from '../parts/Levels.tsx';
import { LEVELS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Levels',
  component: LevelsSection,
  args: { section: seededSection('en', '/test-your-english-level', 'levels'), data: LEVELS.en, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'The levels A0 to C2 as a ladder of links to their pages. On a level’s own page, set the level: it is marked, with what a learner can do at it. Names, summaries and can-do lists are edited once, in the Levels collection.' } },
  },
} satisfies Meta<typeof LevelsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ladder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(LEVELS.en.length);
  },
};
export const OnALevelsPage: Story = {
  args: { section: seededSection('en', '/levels/intermediate-english', 'levels') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('B1');
  },
};
export const Ukrainian: Story = { args: { section: seededSection('uk', '/levels/intermediate-english', 'levels'), data: LEVELS.uk, locale: 'uk' } };
export const Empty: Story = { args: { data: [] } };
