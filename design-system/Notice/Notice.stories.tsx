import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Design system/Notice',
  component: Notice,
  args: { role: 'alert', children: 'That e-mail and password do not match. Check both and try again.' },
  parameters: { layout: 'padded', visual: { height: 120 } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal: in the danger colour, announced at once. */
export const Danger: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(getComputedStyle(notice).color).not.toBe(getComputedStyle(notice.parentElement!).color);
  },
};

/** Something done: on the accent surface, announced politely; a link in it keeps the text's colour. */
export const Done: Story = {
  args: {
    role: 'status',
    tone: 'done',
    children: (
      <>
        Your message is with us (reference LM-7Q2K). <a href="#help-search">Search the help center</a> while you wait.
      </>
    ),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Search the help center' })).color).toBe(getComputedStyle(notice).color);
  },
};
