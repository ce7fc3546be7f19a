import { isValidEmail } from '../../domain/subscription/email.ts';
import type { SubscribeCopy } from './copy.ts';

export interface SubscribeFields {
  email: string;
  agreeWithTerms: boolean;
}

export type SubscribeErrors = Partial<Record<keyof SubscribeFields, string>>;

/** Spec §5, on submit: email required, then the pattern; the terms box must be checked. */
export function validateSubscription({ email, agreeWithTerms }: SubscribeFields, messages: SubscribeCopy['errors']): SubscribeErrors {
  const errors: SubscribeErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = messages.emptyEmail;
  else if (!isValidEmail(trimmed)) errors.email = messages.invalidEmail;
  if (!agreeWithTerms) errors.agreeWithTerms = messages.terms;
  return errors;
}
