// "Forgot password?" and the page its e-mail links to: plain forms that post to their page's URL
// (server/password-reset.ts) and need no script, so neither page loads one. What the server
// answered comes back as a condition on <html> (`data-when`), shown before paint; a condition
// that hides the form (`reset-sent`, `reset-link-invalid`) is the CSS's (root.css).
import { Button, Link, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { PasswordResetCopy } from '../../../domain/account/copy.ts';
import { AccountColumn, AccountForm as Form } from '../form-parts.ts';
import { Notice } from '../../../design-system/Notice/index.ts';
import { PageHeading, PageLead } from '../../../design-system/PageLayout/index.ts';

const Links = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '$5' });

export interface PureForgotPasswordProps {
  copy: PasswordResetCopy;
  /** The page's own URL, where the form posts. */
  action: string;
  signInHref: string;
}

/** Email, "Send the link"; the same answer whether or not the address has an account. */
export function PureForgotPassword({ copy, action, signInHref }: PureForgotPasswordProps) {
  const words = copy.forgot;
  return (
    <AccountColumn as="section">
      <PageHeading>{words.heading}</PageHeading>
      <PageLead>{words.lead}</PageLead>
      <Notice role="status" tone="done" data-when="reset-sent">
        {words.sent}
      </Notice>
      <Form method="post" action={action} data-hidden-when="reset-sent">
        <Notice role="alert" data-when="email-invalid">
          {words.invalidEmail}
        </Notice>
        <Notice role="alert" data-when="sign-in-limited">
          {words.limited}
        </Notice>
        <Notice role="alert" data-when="reset-unavailable">
          {words.unavailable}
        </Notice>
        <TextField label={words.email} name="email" type="email" autoComplete="email" isRequired />
        <Button type="submit" size="lg">
          {words.submit}
        </Button>
      </Form>
      <Links>
        <Link href={signInHref}>{words.back}</Link>
      </Links>
    </AccountColumn>
  );
}

export interface PureResetPasswordProps {
  copy: PasswordResetCopy;
  /** Where to ask for a new link. */
  forgotHref: string;
  minLength: number;
  maxLength: number;
}

/**
 * "Choose a new password": the form has no `action`, so it posts to the page's URL with the link's
 * `?token=`; a used or expired link shows why and a way to ask again instead of the form.
 */
export function PureResetPassword({ copy, forgotHref, minLength, maxLength }: PureResetPasswordProps) {
  const words = copy.reset;
  return (
    <AccountColumn as="section">
      <PageHeading>{words.heading}</PageHeading>
      <PageLead>{words.lead}</PageLead>
      <Notice role="alert" data-when="reset-link-invalid">
        {words.invalidLink}
      </Notice>
      <Form method="post" data-hidden-when="reset-link-invalid">
        <Notice role="alert" data-when="password-too-short">
          {words.tooShort}
        </Notice>
        <TextField label={words.password} name="password" type="password" autoComplete="new-password" isRequired minLength={minLength} maxLength={maxLength} />
        <Button type="submit" size="lg">
          {words.submit}
        </Button>
      </Form>
      <Links>
        <Link href={forgotHref}>{words.askAgain}</Link>
      </Links>
    </AccountColumn>
  );
}
