import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { SubscribeCopy } from '../copy.ts';
import { validateSubscription, type SubscribeErrors, type SubscribeFields } from '../validate.ts';

const Form = styled('form', { display: 'grid', gap: '$4' });

export interface PureSubscribeFormProps {
  copy: SubscribeCopy;
  /** The CMS popup's own label for the field (spec §3 emailLabel), else the copy's. */
  emailLabel?: string | null;
  submitting?: boolean;
  /** Called with valid fields only; invalid ones show their messages instead. */
  onSubmit: (fields: SubscribeFields) => void;
  /** Start with these messages shown (stories). */
  initialErrors?: SubscribeErrors;
  defaultValues?: Partial<SubscribeFields>;
}

/**
 * The email-subscribe form (spec §3 email + agreeWithTerms), validated on submit with the
 * spec's messages (§5). While submitting the button is disabled and shows its spinner.
 */
export function PureSubscribeForm({ copy, emailLabel, submitting = false, onSubmit, initialErrors = {}, defaultValues = {} }: PureSubscribeFormProps) {
  const [email, setEmail] = useState(defaultValues.email ?? '');
  const [agreeWithTerms, setAgree] = useState(defaultValues.agreeWithTerms ?? false);
  const [errors, setErrors] = useState<SubscribeErrors>(initialErrors);
  // After a refused submit, the first field with a message takes focus, so its message is read.
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateSubscription({ email, agreeWithTerms }, copy.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    onSubmit({ email: email.trim(), agreeWithTerms });
  };

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <TextField
        label={emailLabel || copy.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isDisabled={submitting}
        error={errors.email}
      />
      <Checkbox name="agreeWithTerms" isSelected={agreeWithTerms} onChange={setAgree} isDisabled={submitting} error={errors.agreeWithTerms}>
        {copy.terms}
      </Checkbox>
      <Button type="submit" size="lg" fullWidth isLoading={submitting}>
        {copy.submit}
      </Button>
    </Form>
  );
}
