import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabToAndExpectFocusVisible } from '../story-helpers.ts';
import { Switch } from './Switch.tsx';
import { docsFrame } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: { children: 'Analytics', description: 'Tell us which pages help learners.', onChange: fn() },
  parameters: { visual: { height: 160 } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: /Analytics/ });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    // The snapshot shows the switch at rest.
    await userEvent.unhover(control.closest('label')!);
    await expect(control.closest('label')).not.toHaveAttribute('data-hovered');
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { children: 'Strictly necessary', description: 'Always on: they keep you signed in.', isSelected: true, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  parameters: { docs: docsFrame(140) },
  play: async ({ canvas }) => {
    // The input takes focus; its label (React Aria's Switch) shows the ring on the track.
    const control = canvas.getByRole('switch', { name: /Analytics/ });
    await tabToAndExpectFocusVisible(control.closest('label')!, control);
  },
};
