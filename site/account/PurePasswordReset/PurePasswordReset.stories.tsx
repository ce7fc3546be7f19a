import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_RESET_COPY } from '../../../domain/account/copy.ts';
import { PASSWORD_LENGTH } from '../../../domain/account/password.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { PureForgotPassword, PureResetPassword } from './PurePasswordReset.tsx';

const meta = {
  title: 'Site/Account/PurePasswordReset',
  component: PureForgotPassword,
  decorators: [withVisitor],
  args: { copy: PASSWORD_RESET_COPY.en, action: '/forgot-password', signInHref: '/sign-in' },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 640 } },
} satisfies Meta<typeof PureForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;
const en = PASSWORD_RESET_COPY.en;

/** "Forgot password?": one field, posted to the page's URL; no script needed. */
export const Forgot: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.forgot.heading })).toBeVisible();
    await expect(canvas.getByLabelText(en.forgot.email)).toHaveAttribute('type', 'email');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/forgot-password');
    await expect(canvas.getByRole('link', { name: en.forgot.back })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Posted: the same message whether or not the address has an account; the form gives way to it. */
export const Sent: Story = {
  args: { copy: PASSWORD_RESET_COPY.uk, action: '/uk/forgot-password', signInHref: '/uk/sign-in' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false }, visitorExtra: ['reset-sent'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PASSWORD_RESET_COPY.uk.forgot.sent);
    await expect(canvas.getByRole('button', { name: PASSWORD_RESET_COPY.uk.forgot.submit, hidden: true })).not.toBeVisible();
  },
};

/** Too many requests from this address (the sign-in limiter's count). */
export const Limited: Story = {
  parameters: { visitor: { country: 'US', region: 'NY', isSignedIn: false }, visitorExtra: ['sign-in-limited'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.forgot.limited);
  },
};

/** The page the e-mail links to: a new password, posted with the link's token. */
export const ChooseNewPassword: Story = {
  render: () => <PureResetPassword copy={PASSWORD_RESET_COPY.es} forgotHref="/es/forgot-password" minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />,
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText(PASSWORD_RESET_COPY.es.reset.password);
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toHaveAttribute('minlength', String(PASSWORD_LENGTH.min));
    // No action: the form posts to the page's own URL, ?token= included.
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('action');
  },
};

/** A link used or expired: why, and a way to ask again instead of the form. */
export const LinkUsedOrExpired: Story = {
  render: () => <PureResetPassword copy={en} forgotHref="/forgot-password" minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />,
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: false }, visitorExtra: ['reset-link-invalid'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.reset.invalidLink);
    await expect(canvas.getByLabelText(en.reset.password)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: en.reset.askAgain })).toHaveAttribute('href', '/forgot-password');
  },
};

/** A password under the minimum, posted without the browser's check: the server's message. */
export const TooShort: Story = {
  render: () => <PureResetPassword copy={en} forgotHref="/forgot-password" minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />,
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: false }, visitorExtra: ['password-too-short'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.reset.tooShort);
  },
};
