import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { hoverAndExpect, tabToAndExpectFocusVisible } from '../story-helpers.ts';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from './TextField.tsx';
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
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: 'maria@example.com' } };

export const WithDescription: Story = { args: { description: 'We send one lesson a week. No spam.' } };

export const Hovered: Story = {
  parameters: { docs: docsFrame(200) },
  play: ({ canvas }) => hoverAndExpect(canvas.getByRole('textbox', { name: 'Email' })),
};

export const FocusVisible: Story = {
  parameters: { docs: docsFrame(200) },
  play: ({ canvas }) => tabToAndExpectFocusVisible(canvas.getByRole('textbox', { name: 'Email' })),
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
  },
};
