import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { ContactForm } from '../parts/ContactForm.tsx';

const meta = {
  title: 'Sections/ContactForm',
  component: ContactForm,
  decorators: [withVisitor],
  args: { locale: 'en' },
  parameters: {
    layout: 'padded',
    visitor: { country: 'US', region: null, isSignedIn: false },
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The contact section’s form: a topic, an e-mail address and a message, posted to /contact-us without JavaScript. The browser checks the fields; the server’s answer is a condition on <html> that shows one message: sent (the form hidden), a mistake, too many, or not saved.',
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('group', { name: 'Write to us' });
    await expect(form.querySelector('form')).toHaveAttribute('action', '/contact-us');
    await expect(canvas.getByLabelText('Topic')).toBeRequired();
    await expect(canvas.getByLabelText('Your e-mail')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Your message')).toHaveAttribute('minlength', '10');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Sent: Story = {
  parameters: { visitorExtra: ['contact-sent'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you: your message is with us.');
    await expect(canvas.getByLabelText('Your message')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write another message' })).toHaveAttribute('href', '/contact-us#contact-form');
  },
};

export const Invalid: Story = {
  parameters: { visitorExtra: ['contact-invalid'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('choose a topic, give your e-mail address');
    await expect(canvas.getByLabelText('Your message')).toBeVisible();
  },
};

export const TooMany: Story = { args: { locale: 'es' }, parameters: { visitorExtra: ['contact-limited'] } };
export const NotSaved: Story = { args: { locale: 'uk' }, parameters: { visitorExtra: ['contact-unavailable'] } };
