import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { on } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

const Field = styled(AriaTextField, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '100%',
  fontFamily: '$body',
  color: '$text',
});

const FieldLabel = styled(Label, {
  textPreset: 16,
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
  '[data-disabled] > &': { color: '$textMuted' },
});

// States come from React Aria's data attributes: data-hovered, data-focused, data-invalid, data-disabled.
const FieldInput = styled(Input, {
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
  [on('aria', 'hover')]: { borderColor: '$text' },
  // Focused by any means: a 2 px accent border; by keyboard also the one focus ring.
  [`&[data-focused], ${on('aria', 'focus')}`]: { borderColor: '$accent', boxShadow: '0 0 0 1px $colors$accent' },
  [on('aria', 'focus')]: { focusRing: true },
  '&[data-invalid]': { borderColor: '$danger', boxShadow: '0 0 0 1px $colors$danger' },
  // Disabled reads as "not available", not as the muted fill of a secondary control: no fill, a
  // dashed border, muted text.
  '&[data-disabled]': { backgroundColor: 'transparent', borderStyle: 'dashed', color: '$textMuted', cursor: 'not-allowed' },
  // Addresses and numbers are written left to right in every language; in a right-to-left form
  // they keep to the form's side.
  '&[type=email], &[type=url], &[type=tel]': { direction: 'ltr' },
  '[dir=rtl] &[type=email], [dir=rtl] &[type=url], [dir=rtl] &[type=tel]': { textAlign: 'right' },
});

const Description = styled(Text, { textPreset: 'small', color: '$textMuted' });

const ErrorMessage = styled(FieldError, {
  display: 'block',
  textPreset: 'small',
  color: '$danger',
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
});

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid' | 'className' | 'style'> {
  /** Visible label; every field has one. */
  label: string;
  /**
   * Spec §5 "Text input: shows a supplied error string under the field". A non-empty string
   * marks the field invalid (aria-invalid) and links the message to the input.
   */
  error?: string | null;
  description?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input on React Aria's TextField. */
export function TextField({ label, error, description, placeholder, inputRef, ...props }: TextFieldProps) {
  const isInvalid = Boolean(error);
  return (
    // validationBehavior "aria": the site validates on submit with the spec's own messages,
    // so native browser bubbles must never appear.
    <Field validationBehavior="aria" {...props} isInvalid={isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} ref={inputRef} />
      {description && <Description slot="description">{description}</Description>}
      {/* Always-present polite live region: the message is announced when it appears, and
          referenced by aria-describedby so it is read again on focus. */}
      <div aria-live="polite">{isInvalid && <ErrorMessage>{error}</ErrorMessage>}</div>
    </Field>
  );
}
