import type { FormEvent } from 'react';
import { Button, Link, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { AccountColumn, AccountForm as Form } from '../form-parts.ts';
import { Notice } from '../../../design-system/Notice/index.ts';
import { PageHeading, PageLead } from '../../../design-system/PageLayout/index.ts';
import type { SignInCopy } from '../../../domain/account/copy.ts';

const PasswordField = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start', '& > :first-child': { justifySelf: 'stretch' } });

export interface SignInFields {
  email: string;
  password: string;
}

export interface PureSignInProps {
  copy: SignInCopy;
  /** Where the form posts without JavaScript: the page's own URL. */
  action: string;
  /** "Forgot password?": the page that sends a reset link. */
  forgotHref: string;
  /** Where a visitor without an account goes: accounts are made in the app. */
  appHref: string;
  /** A refusal from the server, shown in the form's alert. */
  error?: string | null;
  /** Per-field messages (empty fields). */
  fieldErrors?: Partial<Record<keyof SignInFields, string>>;
  submitting?: boolean;
  /** With JavaScript: the form is sent by the page, not posted. */
  onSubmit?: (fields: SignInFields) => void;
}

/**
 * The sign-in page: Email, Password, Log in. Without JavaScript the form posts to the page's URL
 * and a refusal comes back as a condition on <html> (`sign-in-failed`, or `sign-in-limited` after
 * too many attempts), shown before paint.
 */
export function PureSignIn({ copy, action, forgotHref, appHref, error, fieldErrors = {}, submitting = false, onSubmit }: PureSignInProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <AccountColumn as="section">
      <PageHeading>{copy.heading}</PageHeading>
      <PageLead>{copy.lead}</PageLead>
      <Form method="post" action={action} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <Notice role="status" tone="done" data-when="password-changed">
          {copy.changed}
        </Notice>
        <Notice role="alert" data-when="sign-in-failed">
          {copy.failed}
        </Notice>
        <Notice role="alert" data-when="sign-in-limited">
          {copy.limited}
        </Notice>
        {/* Always present, so a message put in it is announced. */}
        <div role="alert">{error && <Notice as="span" css={{ display: 'block' }}>{error}</Notice>}</div>
        <TextField label={copy.email} name="email" type="email" autoComplete="username" isRequired error={fieldErrors.email} />
        <PasswordField>
          <TextField label={copy.password} name="password" type="password" autoComplete="current-password" isRequired error={fieldErrors.password} />
          <Link href={forgotHref}>{copy.forgot}</Link>
        </PasswordField>
        <Button type="submit" size="lg" isLoading={submitting}>
          {copy.submit}
        </Button>
      </Form>
      <p>
        {copy.noAccount} <Link href={appHref}>{copy.getApp}</Link>
      </p>
    </AccountColumn>
  );
}
