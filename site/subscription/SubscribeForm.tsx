// The email popup's form, connected: loaded when the popup opens (its own chunk, with the toast),
// it posts the subscription and reports the outcome to the popup's flow and to analytics.
import { useState } from 'react';
import { TOAST_DURATION_MS, toast, Toaster } from '../../design-system/index.ts';
import { track } from '../platform/analytics/index.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { type Locale } from '../../domain/constants.ts';
import { FORM_TYPE_POPUP_ORGANIC_EMAIL } from '../../domain/subscription/constants.ts';
import { MESSAGES } from '../../domain/i18n/index.ts';
import { SUBSCRIBE_COPY } from './copy.ts';
import { subscriptionPayload } from '../../domain/subscription/request.ts';
import { PureSubscribeForm } from './PureSubscribeForm/index.ts';
import { sendSubscription } from './send.ts';

export interface SubscribeFormProps {
  locale: Locale;
  emailLabel?: string | null;
  /** The popup's countdown pauses while this is true. */
  setSubmitting: (submitting: boolean) => void;
  /** An acknowledged subscription: the popup shows its success screen. */
  succeed: () => void;
}

export function SubscribeForm({ locale, emailLabel, setSubmitting, succeed }: SubscribeFormProps) {
  const copy = SUBSCRIBE_COPY[locale];
  const [submitting, setLocalSubmitting] = useState(false);
  const submit = async ({ email }: { email: string }) => {
    setLocalSubmitting(true);
    setSubmitting(true);
    const payload = subscriptionPayload({ email, locale, timeZone: browserTimeZone(), page: window.location.pathname });
    const result = await sendSubscription(payload);
    setLocalSubmitting(false);
    setSubmitting(false);
    if (result.ok) {
      track({ event: 'gen_newsletter_subscribed', form_type: FORM_TYPE_POPUP_ORGANIC_EMAIL });
      succeed();
      return;
    }
    track({ event: 'gen_newsletter_subscription_failed', form_type: FORM_TYPE_POPUP_ORGANIC_EMAIL, reason: result.reason });
    // §8: no toast when the request never reached a server.
    if (!result.network) toast.show({ id: 'subscription-failed', title: copy.failure, variant: 'error', duration: TOAST_DURATION_MS });
  };
  return <PureSubscribeForm copy={copy} emailLabel={emailLabel} submitting={submitting} onSubmit={(fields) => void submit(fields)} />;
}

/** Where the failure toast shows (bottom right), outside the popup so it outlives it. */
export function SubscribeToaster({ locale }: { locale: Locale }) {
  return <Toaster closeLabel={MESSAGES[locale].close} label={MESSAGES[locale].notifications} />;
}
