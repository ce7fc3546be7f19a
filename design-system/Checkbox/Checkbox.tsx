import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { halo } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

const Field = styled(CheckboxField, { display: 'flex', flexDirection: 'column', gap: '$1', color: '$text' });

// States from React Aria: data-selected, data-hovered, data-focus-visible, data-invalid, data-disabled.
const Control = styled(CheckboxButton, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  textPreset: 16,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

const Box = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: 6,
  border: '$borderWidths$thick solid $border',
  backgroundColor: '$surface',
  color: '$textOnAccent',
  '& svg': { visibility: 'hidden' },
  ...halo(6, { borderColor: '$text' }),
  '[data-selected] > &': { backgroundColor: '$accent', borderColor: '$accent', '& svg': { visibility: 'visible' } },
  // Before scripts run (or without them) the native input holds the state: a form posted without JavaScript shows what it sends.
  // :where() keeps it weaker than React Aria's states (an invalid box keeps its red border ticked).
  ':where(span:has(> input:checked)) + &': { backgroundColor: '$accent', borderColor: '$accent', '& svg': { visibility: 'visible' } },
  '[data-invalid] > &': { borderColor: '$danger' },
  '[data-disabled] > &': { opacity: 0.45 },
});

const ErrorMessage = styled(FieldError, {
  display: 'block',
  paddingInlineStart: 36,
  textPreset: 'small',
  fontWeight: '$medium',
  color: '$danger',
  // Noto Sans Arabic at 600 reads lighter than Nunito at 600: one step up keeps the error's weight.
  '&:lang(ar)': { fontWeight: '$bold' },
});

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'isInvalid' | 'className' | 'style'> {
  /** The visible label (may contain links, e.g. to the terms). */
  children: ReactNode;
  /** A non-empty string marks the box invalid and is shown under it, linked to the input. */
  error?: string | null;
}

/** A labelled checkbox on React Aria's CheckboxField, with an error message under it. */
export function Checkbox({ children, error, ...props }: CheckboxProps) {
  const isInvalid = Boolean(error);
  return (
    <Field validationBehavior="aria" {...props} isInvalid={isInvalid}>
      <Control>
        <Box>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Box>
        <span>{children}</span>
      </Control>
      <div aria-live="polite">{isInvalid && <ErrorMessage>{error}</ErrorMessage>}</div>
    </Field>
  );
}
