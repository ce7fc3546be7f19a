import type { ChangeEvent, ReactNode } from 'react';
import { stateLayers } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

const Fieldset = styled('fieldset', { display: 'grid', gap: '$3', margin: 0, padding: 0, border: 0, minInlineSize: 0 });
const Legend = styled('legend', { display: 'contents' });
const Options = styled('div', { display: 'grid', gap: '$2' });

// A whole row is the target: the native radio inside keeps the keyboard (arrows move the choice,
// Tab leaves the group) and works before any script, and in a form posted without one.
const Option = styled('label', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minBlockSize: 48,
  paddingBlock: '$2',
  paddingInline: '$4',
  borderRadius: '$md',
  border: '$borderWidths$thick solid $colors$divider',
  backgroundColor: '$surface',
  textPreset: 16,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  ...stateLayers('native', 'light'),
  '&:has(input:checked)': { borderColor: '$accent', backgroundColor: '$accentSurface', fontWeight: '$bold' },
  '&:has(input:focus-visible)': { focusRing: true },
  '[aria-invalid=true] &': { borderColor: '$danger' },
  '@motion': { transition: 'border-color $fast, background-color $fast' },
});

const Radio = styled('input', {
  flexShrink: 0,
  inlineSize: 20,
  blockSize: 20,
  margin: 0,
  accentColor: '$colors$accent',
  // The row shows focus; the dot itself needs no second ring.
  outline: 'none',
});

const ErrorMessage = styled('p', { margin: 0, textPreset: 'small', fontWeight: '$medium', color: '$danger' });

export interface Choice {
  value: string;
  label: ReactNode;
  /** The language of the label when it is not the page's (an English answer on a Ukrainian page). */
  lang?: string;
}

export interface ChoiceListProps {
  /** The radios' name: the form field the choice is posted as. */
  name: string;
  /** The question; read first by a screen reader when the group is entered. */
  legend: ReactNode;
  choices: readonly Choice[];
  /** The choice made, when the page already knows it (uncontrolled: the radios keep the state). */
  defaultValue?: string;
  /** The browser asks for a choice before the form is sent (the form posted without JavaScript). */
  required?: boolean;
  /** Shown under the choices and tied to the group. */
  error?: string | null;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
}

/**
 * One question and its answers as a group of native radio buttons, each a full-width row. A native
 * group works before hydration and without JavaScript, and keeps the WAI-ARIA radio group keyboard
 * (arrows move the choice) with no script.
 */
export function ChoiceList({ name, legend, choices, defaultValue, required = false, error, onChange, id = `choices-${name}` }: ChoiceListProps) {
  const errorId = `${id}-error`;
  return (
    <Fieldset id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value} lang={choice.lang}>
            <Radio
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              required={required}
              onChange={onChange ? (event) => onChange(choice.value, event) : undefined}
            />
            <span>{choice.label}</span>
          </Option>
        ))}
      </Options>
      <div aria-live="polite">{error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}</div>
    </Fieldset>
  );
}
