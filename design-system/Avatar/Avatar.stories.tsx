import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AVATAR_IMAGE } from '../story-fixtures.ts';
import { Avatar, AVATAR_SIZES } from './Avatar.tsx';

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { src: AVATAR_IMAGE, alt: 'Your profile' },
  argTypes: {
    size: { control: 'inline-radio', options: Object.keys(AVATAR_SIZES) },
    // Sample pictures by name, not a data URI in a text box.
    src: { control: 'select', options: ['Photo', 'None (initial)', 'Broken link'], mapping: { Photo: AVATAR_IMAGE, 'None (initial)': undefined, 'Broken link': '/missing-avatar.png' } },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'Your profile' }).tagName).toBe('IMG'),
};

export const MissingUrl: Story = {
  name: 'Placeholder: no URL',
  args: { src: null },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'placeholder'),
};

export const BrokenUrl: Story = {
  name: 'Placeholder: image fails to load',
  args: { src: '/does-not-exist/avatar.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'placeholder'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(Object.keys(AVATAR_SIZES) as (keyof typeof AVATAR_SIZES)[]).flatMap((size) => [
        <Avatar key={`${size}-image`} {...args} size={size} />,
        <Avatar key={`${size}-placeholder`} {...args} src={null} size={size} />,
      ])}
    </div>
  ),
};
