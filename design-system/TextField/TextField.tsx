import { useId, type ComponentPropsWithoutRef, type Ref } from 'react';
import { on } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

// Native elements wired by ids: the field works before any script runs (a sign-in typed before
// hydration posts natively) and costs nothing to hydrate (issue 22).
const Field = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '100%',
  fontFamily: '$body',
  color: '$text',
});

const FieldLabel = styled('label', {
  textPreset: 16,
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
  '[data-disabled] > &': { color: '$textMuted' },
});

// States are the CSS pseudo-classes, aria-invalid and :disabled.
const FieldInput = styled('input', {
  width: '100%',
  minHeight: 52,
  margin: 0,
  paddingX: '$4',
  paddingY: '$3',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  textPreset: 16,
  outline: 'none',
  '@motion': { transition: 'border-color $fast, box-shadow $fast' },
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  [on('native', 'hover')]: { borderColor: '$text' },
  // Focused by any means: a 2 px accent border; by keyboard also the one focus ring.
  [`&:focus, ${on('native', 'focus')}`]: { borderColor: '$accent', boxShadow: '0 0 0 1px $colors$accent' },
  [on('native', 'focus')]: { focusRing: true },
  '&[aria-invalid=true]': { borderColor: '$danger', boxShadow: '0 0 0 1px $colors$danger' },
  // Disabled reads as "not available", not as the muted fill of a secondary control: no fill, a
  // dashed border, muted text.
  '&:disabled': { backgroundColor: 'transparent', borderStyle: 'dashed', color: '$textMuted', cursor: 'not-allowed' },
  // Addresses and numbers are written left to right in every language; in a right-to-left form
  // they keep to the form's side.
  '&[type=email], &[type=url], &[type=tel]': { direction: 'ltr' },
  '[dir=rtl] &[type=email], [dir=rtl] &[type=url], [dir=rtl] &[type=tel]': { textAlign: 'right' },
});

const Description = styled('div', { textPreset: 'small', color: '$textMuted' });

const ErrorMessage = styled('div', {
  display: 'block',
  textPreset: 'small',
  color: '$danger',
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
});

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'children' | 'className' | 'style' | 'onChange' | 'disabled' | 'required' | 'readOnly'>;

export interface TextFieldProps extends InputProps {
  /** Visible label; every field has one. */
  label: string;
  /**
   * Spec §5 "Text input: shows a supplied error string under the field". A non-empty string
   * marks the field invalid (aria-invalid) and links the message to the input.
   */
  error?: string | null;
  description?: string;
  /** The new value, as typed. */
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** Announced as required (aria-required); the form validates it with its own messages. */
  isRequired?: boolean;
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input: label, input, description and error message wired by ids. */
export function TextField({ label, error, description, inputRef, onChange, isDisabled, isRequired, isReadOnly, id, ...inputProps }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}input`;
  const descriptionId = `${ownId}description`;
  const errorId = `${ownId}error`;
  const isInvalid = Boolean(error);
  const describedBy = [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ');
  return (
    <Field data-disabled={isDisabled || undefined}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      {/* No `required`: the site validates on submit with the spec's own messages, so native
          browser bubbles must never appear. */}
      <FieldInput
        type="text"
        {...inputProps}
        id={inputId}
        ref={inputRef}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
      {description && <Description id={descriptionId}>{description}</Description>}
      {/* Always-present polite live region: the message is announced when it appears, and
          referenced by aria-describedby so it is read again on focus. */}
      <div aria-live="polite">{isInvalid && <ErrorMessage id={errorId}>{error}</ErrorMessage>}</div>
    </Field>
  );
}
