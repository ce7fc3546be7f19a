import { useState } from 'react';
import { LEARNER_HOME_PATH, type Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { SIGN_IN_COPY } from '../../domain/account/copy.ts';
import { PureSignIn, type SignInFields } from './PureSignIn/index.ts';

/** The sign-in page with JavaScript: sends the form to the accounts API and goes to the learner's page when signed in. */
export function SignIn({ locale }: { locale: Locale }) {
  const copy = SIGN_IN_COPY[locale];
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof SignInFields, string>>>({});

  const submit = async (fields: SignInFields) => {
    const missing = {
      ...(fields.email.trim() ? {} : { email: copy.empty }),
      ...(fields.password ? {} : { password: copy.empty }),
    };
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    try {
      const response = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email: fields.email.trim(), password: fields.password }),
      });
      if (response.ok) {
        // A full load: the server writes the signed-in state into the page before paint.
        window.location.assign(localizePath(LEARNER_HOME_PATH, locale));
        return;
      }
      setError(response.status === 429 ? copy.limited : response.status === 401 || response.status === 400 ? copy.failed : copy.unavailable);
    } catch {
      setError(copy.unavailable);
    }
    setSubmitting(false);
  };

  return <PureSignIn copy={copy} action={localizePath('/sign-in', locale)} forgotHref={localizePath('/forgot-password', locale)} appHref={`${localizePath('/get-the-app', locale)}?source=sign-in`} error={error} fieldErrors={fieldErrors} submitting={submitting} onSubmit={submit} />;
}
