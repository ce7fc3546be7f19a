import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { SIGN_IN_COPY } from '../../../domain/account/copy.ts';
import { PureSignIn } from './PureSignIn.tsx';

const meta = {
  title: 'Site/Account/PureSignIn',
  component: PureSignIn,
  decorators: [withVisitor],
  args: { copy: SIGN_IN_COPY.en, action: '/sign-in', forgotHref: '/forgot-password', appHref: '/get-the-app?source=sign-in', onSubmit: fn() },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
} satisfies Meta<typeof PureSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/get-the-app?source=sign-in');
    await userEvent.type(canvas.getByLabelText('Email'), 'learner@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'learner@example.com', password: 'secret' });
    // Back to the empty state for the snapshot.
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.clear(canvas.getByLabelText('Password'));
    (canvas.getByLabelText('Password') as HTMLElement).blur();
  },
};

export const WrongPassword: Story = {
  args: { error: SIGN_IN_COPY.en.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGN_IN_COPY.en.failed);
  },
};

export const EmptyFields: Story = {
  args: { fieldErrors: { email: SIGN_IN_COPY.en.empty, password: SIGN_IN_COPY.en.empty } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('This field shouldn’t be empty')).toHaveLength(2);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without JavaScript: the form posted, the server answered with the sign-in-failed condition. */
export const RefusedWithoutJavaScript: Story = {
  args: { copy: SIGN_IN_COPY.uk, action: '/uk/sign-in', forgotHref: '/uk/forgot-password', appHref: '/uk/get-the-app?source=sign-in' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false }, visitorExtra: ['sign-in-failed'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SIGN_IN_COPY.uk.failed)).toBeVisible();
  },
};

/** Too many failed attempts (server/sign-in.ts): with JavaScript the page shows the 429's message. */
export const TooManyAttempts: Story = {
  args: { error: SIGN_IN_COPY.en.limited },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGN_IN_COPY.en.limited);
  },
};

/** Without JavaScript: the form posted once too often, the server answered with the sign-in-limited condition. */
export const TooManyAttemptsWithoutJavaScript: Story = {
  args: { copy: SIGN_IN_COPY.es, action: '/es/sign-in', forgotHref: '/es/forgot-password', appHref: '/es/get-the-app?source=sign-in' },
  parameters: { visitor: { country: 'ES', region: null, isSignedIn: false }, visitorExtra: ['sign-in-limited'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SIGN_IN_COPY.es.limited)).toBeVisible();
    await expect(canvas.getByText(SIGN_IN_COPY.es.failed)).not.toBeVisible();
  },
};

/** After a password reset (server/password-reset.ts): the server sent the learner here with the password-changed condition. */
export const PasswordChanged: Story = {
  args: { copy: SIGN_IN_COPY.pt, action: '/pt/sign-in', forgotHref: '/pt/forgot-password', appHref: '/pt/get-the-app?source=sign-in' },
  parameters: { visitor: { country: 'BR', region: null, isSignedIn: false }, visitorExtra: ['password-changed'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SIGN_IN_COPY.pt.changed);
    await expect(canvas.getByText(SIGN_IN_COPY.pt.failed)).not.toBeVisible();
  },
};
