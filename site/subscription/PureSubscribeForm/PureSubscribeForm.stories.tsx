import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toast, ToastProvider } from '../../../design-system/index.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { SUBSCRIBE_COPY } from '../copy.ts';
import { PureSubscribeForm } from './PureSubscribeForm.tsx';

const meta = {
  title: 'Site/Subscription/SubscribeForm',
  component: PureSubscribeForm,
  args: { copy: SUBSCRIBE_COPY.en, onSubmit: fn() },
  decorators: [(Story) => <div style={{ width: 'min(480px, 100vw - 32px)', padding: 16 }}>{Story()}</div>],
  parameters: { visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureSubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: both spec §5 messages, and nothing sent. */
export const EmptySubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toHaveAccessibleDescription('This field shouldn’t be empty');
    await expect(canvas.getByText('Please check this box if you want to proceed')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), 'learner@example');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please, enter valid email')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TermsNotChecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), 'learner@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please check this box if you want to proceed')).toBeVisible();
    await expect(canvas.queryByText('Please, enter valid email')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled and valid: submitted with the trimmed address. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), '  learner@example.com ');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'learner@example.com', agreeWithTerms: true });
  },
};

/** While the request runs: fields disabled, the button busy (the popup's countdown pauses). */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: { email: 'learner@example.com', agreeWithTerms: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toBeDisabled();
  },
};

/** The CMS popup's own field label (spec §3 emailLabel). */
export const CmsLabel: Story = { args: { emailLabel: 'Email for the weekly plan' } };

const errorsIn = (locale: (typeof LOCALES)[number]): Story => ({
  args: { copy: SUBSCRIBE_COPY[locale], initialErrors: { email: SUBSCRIBE_COPY[locale].errors.emptyEmail, agreeWithTerms: SUBSCRIBE_COPY[locale].errors.terms } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SUBSCRIBE_COPY[locale].errors.emptyEmail)).toBeVisible();
  },
});
export const ErrorsSpanish = errorsIn('es');
export const ErrorsPortuguese = errorsIn('pt');
export const ErrorsUkrainian = errorsIn('uk');

/** The failure toast (spec §8): bottom right, 5 s; one per locale. */
export const FailureToast: Story = {
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
  render: () => (
    <ToastProvider>
      {LOCALES.map((locale) => (
        <Toast key={locale} title={SUBSCRIBE_COPY[locale].failure} variant="error" duration={1_000_000} />
      ))}
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Oops! Something went wrong. Please refresh the page and try again.')).toBeVisible());
  },
};
