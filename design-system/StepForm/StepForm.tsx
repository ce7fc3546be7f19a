import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button/index.ts';
import { styled } from '../stitches.config.ts';

const Form = styled('form', { display: 'grid', gap: '$6', maxInlineSize: 720 });

// With a script, one step at a time (from the first paint: the CSS decides, not the script);
// without one, every step on the page and one button at the end.
const Steps = styled('ol', {
  display: 'grid',
  gap: '$7',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@scripted': { '& > li:not([data-current])': { display: 'none' } },
});

const Bar = styled('div', {
  blockSize: 8,
  borderRadius: '$pill',
  backgroundColor: '$surfaceMuted',
  overflow: 'hidden',
  '& span': { display: 'block', blockSize: '100%', backgroundColor: '$accent' },
  '@noScript': { display: 'none' },
});

const NoScriptNote = styled('p', { margin: 0, color: '$textMuted', '@scripted': { display: 'none' } });

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  // Back and Next need the script; the submit button shows on the last step with one, always without.
  '& [data-scripted]': { '@noScript': { display: 'none' } },
  '& [data-hidden]': { display: 'none' },
  '@scripted': { '& [type=submit]:not([data-last])': { display: 'none' } },
});

export interface StepFormProps {
  /** Each step's content (a ChoiceList, usually), keyed. */
  steps: ReadonlyArray<{ key: string; content: ReactNode }>;
  /** The step on screen, from 0 (with a script; without one every step shows). */
  step: number;
  labels: { back: string; next: string; finish: string };
  /** How far through the visitor is, from 0 to 1; by default the step's place among the steps. */
  progress?: number;
  /** Where the form posts without a script, if it can work without one. */
  action?: string;
  /** Shown only without a script, above the steps (every step is on the page at once). */
  noScriptNote?: ReactNode;
  /** Hidden fields and anything else the form carries before its steps. */
  children?: ReactNode;
  onBack?: () => void;
  onNext?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A short sequence of questions as one form: with a script, one step a screen with progress above
 * and Back, Next and the finishing button below; without one, every step at once and the finishing
 * button, posting to `action`. What a step holds, and what moving on means, is the caller's.
 */
export function StepForm({ steps, step, labels, progress, action, noScriptNote, children, onBack, onNext, onSubmit, formRef }: StepFormProps) {
  const total = steps.length;
  const last = step >= total - 1;
  const done = progress ?? (step + 1) / Math.max(total, 1);
  return (
    <Form ref={formRef} method="post" action={action} onSubmit={onSubmit} noValidate={onSubmit !== undefined}>
      {children}
      {noScriptNote ? <NoScriptNote>{noScriptNote}</NoScriptNote> : null}
      <Bar aria-hidden="true">
        <span style={{ inlineSize: `${Math.round(Math.min(Math.max(done, 0), 1) * 100)}%` }} />
      </Bar>
      <Steps>
        {steps.map(({ key, content }, index) => (
          <li key={key} data-step={index} data-current={index === step ? '' : undefined}>
            {content}
          </li>
        ))}
      </Steps>
      <Actions>
        <Button type="button" variant="outline" size="lg" onClick={onBack} data-scripted="" data-hidden={step === 0 ? '' : undefined}>
          {labels.back}
        </Button>
        <Button type="button" size="lg" onClick={onNext} data-scripted="" data-hidden={last ? '' : undefined}>
          {labels.next}
        </Button>
        <Button type="submit" size="lg" data-last={last ? '' : undefined}>
          {labels.finish}
        </Button>
      </Actions>
    </Form>
  );
}
