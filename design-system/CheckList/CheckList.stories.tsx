import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckList } from './CheckList.tsx';

const meta = {
  title: 'Design system/CheckList',
  component: CheckList,
  args: {
    items: [
      'Introduce yourself and ask simple questions about where people live and what they do',
      'Order food and drinks, and ask how much something costs',
      'Understand slow, clear speech about familiar things',
    ],
    size: 'md',
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Things that hold, each with a green tick (drawn, not read): what a learner can do at a level, why a plan or a tutor fits. `md` for a page’s own list, `sm` inside a card.',
      },
    },
  },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Inside a card: smaller ticks and text. */
export const Small: Story = { args: { size: 'sm', items: ['Teaches business English and job interviews', '$28 an hour, within your budget', 'Free this week at times that suit you'] } };
