import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { INTERACTION_COLUMNS, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { Switch, type SwitchProps } from './Switch.tsx';

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

/** Off and on in every state; hover, focus and press forced (story-state-matrix). */
export const States: Story = {
  render: (args) => (
    <StateMatrix<SwitchProps>
      label="Switch states"
      rows={[
        { label: 'Off', args: { defaultSelected: false } },
        { label: 'On', args: { defaultSelected: true } },
      ]}
      columns={[...INTERACTION_COLUMNS, { label: 'Disabled', args: { isDisabled: true } }]}
      render={(state) => <Switch {...args} {...state} />}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};
