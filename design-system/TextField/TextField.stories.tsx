import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { INTERACTION_COLUMNS, narrowUnlessMatrix, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { rightToLeft, docsFrame } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: {
    error: { control: 'text' },
    description: { control: 'text', description: 'Help under the field, linked to it (aria-describedby).' },
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
  },
  decorators: [narrowUnlessMatrix],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: 'maria@example.com' } };

export const WithDescription: Story = { args: { description: 'We send one lesson a week. No spam.' } };

/** Empty and filled in every state; hover and focus forced (story-state-matrix). */
export const States: Story = {
  render: (args) => (
    <StateMatrix<TextFieldProps>
      label="Text field states"
      rows={[
        { label: 'Empty', args: {} },
        { label: 'Filled', args: { defaultValue: 'maria@example.com' } },
      ]}
      columns={[
        ...INTERACTION_COLUMNS.filter((column) => column.label !== 'Pressed'),
        { label: 'Disabled', args: { isDisabled: true } },
        { label: 'Error', args: { error: 'Please, enter valid email' } },
      ]}
      render={(state) => (
        <div style={{ width: 240 }}>
          <TextField {...args} {...state} />
        </div>
      )}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const Typing: Story = {
  parameters: { docs: docsFrame(200) },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'olena@example.com');
    await expect(input).toHaveValue('olena@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('olena@example.com');
  },
};

export const Error: Story = {
  args: { defaultValue: 'maria@', error: 'Please, enter valid email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please, enter valid email');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'maria@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongLabelAndError: Story = {
  args: {
    label: 'Електронна пошта для щотижневих уроків англійської та персональних порад від репетиторів',
    defaultValue: 'averyveryveryveryveryveryverylongaddresswithoutanybreaks@example',
    error: 'Будь ласка, введіть дійсну адресу електронної пошти — Donaudampfschifffahrtsgesellschaftskapitän',
  },
};

/** Example: the error appears on submit, is announced, and clears as the visitor fixes it. */
function SubscribeExample({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setError('This field shouldn’t be empty');
    setError(null);
    onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
        error={error}
      />
      <Button type="submit">Subscribe</Button>
    </form>
  );
}

export const ValidatedOnSubmit: Story = {
  render: (args) => <SubscribeExample onSubmit={args.onChange as (email: string) => void} />,
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await step('an empty submit shows the spec message under the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(input).toHaveAccessibleDescription('This field shouldn’t be empty'));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'البريد الإلكتروني',
    defaultValue: 'salma@example.com',
    error: 'يرجى إدخال بريد إلكتروني صالح — averyveryveryveryveryverylongaddresswithoutanybreaks@example',
  },
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // An address reads left to right, kept to the right-to-left form's side.
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(getComputedStyle(input).textAlign).toBe('right');
  },
};
