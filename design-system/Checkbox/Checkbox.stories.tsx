import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { INTERACTION_COLUMNS, narrowUnlessMatrix, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';
import { rightToLeft } from '../story-decorators.tsx';

const terms = (
  <>
    I agree to the <Link href="/terms/terms-and-conditions">Terms and Conditions</Link> and the{' '}
    <Link href="/terms/privacy-policy">Privacy Policy</Link>
  </>
);

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { children: terms, onChange: fn() },
  argTypes: { children: { control: false } },
  decorators: [narrowUnlessMatrix],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: { getByRole: (role: 'checkbox') => HTMLElement }) => canvas.getByRole('checkbox');

export const Playground: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Toggles: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas));
    await expect(box(canvas)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The snapshot shows the ticked box at rest, not hovered.
    await userEvent.unhover(box(canvas));
  },
};

/** Unticked and ticked in every state; hover, focus and press forced (story-state-matrix). */
export const States: Story = {
  render: (args) => (
    <StateMatrix<CheckboxProps>
      label="Checkbox states"
      rows={[
        { label: 'Unticked', args: {} },
        { label: 'Ticked', args: { defaultSelected: true } },
      ]}
      columns={[
        ...INTERACTION_COLUMNS,
        { label: 'Disabled', args: { isDisabled: true } },
        { label: 'Error', args: { error: 'Please tick this box' } },
      ]}
      render={(state) => (
        <Checkbox {...args} {...state}>
          Send me weekly lessons
        </Checkbox>
      )}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const Error: Story = {
  args: { error: 'Please check this box if you want to proceed' },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas)).toHaveAccessibleDescription('Please check this box if you want to proceed');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Send me weekly lessons' },
  play: async ({ canvas }) => expect(box(canvas)).toBeDisabled(),
};

export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true, children: 'Send me weekly lessons' } };

export const LongLabel: Story = {
  args: {
    children:
      'Я погоджуюся отримувати персональні поради щодо вивчення англійської мови, нагадування про уроки та спеціальні пропозиції електронною поштою',
  },
};

export const RightToLeft: Story = {
  args: {
    children: 'أوافق على الشروط والأحكام وسياسة الخصوصية — Donaudampfschifffahrtsgesellschaftskapitän',
    error: 'يرجى تحديد هذا المربع إذا كنت تريد المتابعة',
  },
  decorators: [rightToLeft],
};
