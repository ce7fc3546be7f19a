import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { StepsSection } from '../parts/Steps.tsx';
import { seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Steps',
  component: StepsSection,
  args: { section: seededSection('en', '/english-tutors', 'steps'), tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'How it works, in three or four numbered steps: each a verb-first title and one sentence. Side by side on a wide screen, a list on a phone.' } },
  },
} satisfies Meta<typeof StepsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.section.items.length);
  },
};
export const Ukrainian: Story = { args: { section: seededSection('uk', '/english-tutors', 'steps'), tone: 'muted' } };
