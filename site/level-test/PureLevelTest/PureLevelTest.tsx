import { Fragment, type FormEvent, type Ref } from 'react';
import { ChoiceList, StepForm } from '../../../design-system/index.ts';
import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { LevelTestQuestion } from '../../../domain/content/collections.ts';
import { answerField, keyField, keyValue, SKIP } from '../../../domain/level-test/form.ts';
import { LEVEL_TEST_COPY } from '../copy.ts';

/** Where the form is posted when no script scores it (server/level-test.ts). */
export const LEVEL_TEST_ACTION = '/api/level-test';

const Counter = styled('span', { display: 'block', marginBlockEnd: '$2', textPreset: 'small', fontWeight: '$bold', color: '$accent' });
const Passage = styled('span', {
  display: 'block',
  marginBlockEnd: '$3',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  borderInlineStart: '4px solid $colors$wisteria',
  textPreset: 16,
  fontWeight: '$regular',
});
const Prompt = styled('span', { display: 'block', textPreset: 20, fontWeight: '$bold', overflowWrap: 'anywhere' });
const Gap = styled('span', { display: 'inline-block', inlineSize: '3.5em', borderBlockEnd: '2px solid currentColor', marginInline: '0.15em' });
const Hidden = styled('span', visuallyHidden);

/** "I ___ to work" with the gap drawn as a line, and read as "blank". */
function PromptText({ prompt }: { prompt: string }) {
  const parts = prompt.split('___');
  return (
    <Prompt lang="en">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <Gap aria-hidden="true" />
              <Hidden>blank</Hidden>
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </Prompt>
  );
}

export interface PureLevelTestProps {
  /**
   * The questions on the page and the order of their choices (indices as the CMS orders them):
   * without a script the form's (domain/level-test/adaptive.ts formQuestions, as written), with one
   * the attempt's path so far, the question waiting for an answer last.
   */
  asked: ReadonlyArray<{ question: LevelTestQuestion; shown: readonly number[] }>;
  locale: Locale;
  /** The question on screen, answered, ends the test: its button says so. */
  finishing?: boolean;
  /** How far through the test the visitor is, from 0 to 1 (with a script). */
  progress?: number;
  /** The question on screen, from 0 (with a script; without one every question shows). */
  step: number;
  /** Choices already made, by question slug: a choice's index or "skip". */
  answers?: Readonly<Record<string, string>>;
  /** The question on screen was left without an answer when the visitor tried to go on. */
  error?: boolean;
  onChoose?: (slug: string, value: string) => void;
  onBack?: () => void;
  onNext?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The level test: a form of one question per screen, each a group of radio buttons with "I don't
 * know", progress above, Back and Next below. It is a plain form first: without JavaScript every
 * question shows and the server scores what is posted (server/level-test.ts).
 */
export function PureLevelTest({ asked, locale, finishing = true, progress, step, answers = {}, error = false, onChoose, onBack, onNext, onSubmit, formRef }: PureLevelTestProps) {
  const copy = LEVEL_TEST_COPY[locale];
  return (
    <StepForm
      formRef={formRef}
      action={LEVEL_TEST_ACTION}
      step={step}
      progress={progress}
      labels={{ back: copy.back, next: copy.next, finish: finishing ? copy.finish : copy.next }}
      noScriptNote={copy.allAtOnce({ total: asked.length })}
      onBack={onBack}
      onNext={onNext}
      onSubmit={onSubmit}
      steps={asked.map(({ question, shown }, index) => ({
        key: question.slug,
        content: (
          <>
            <ChoiceList
              name={answerField(question.slug)}
              id={`question-${question.slug}`}
              required
              defaultValue={answers[question.slug]}
              error={error && index === step ? copy.chooseAnswer : null}
              onChange={onChoose ? (value) => onChoose(question.slug, value) : undefined}
              legend={
                <>
                  <Counter id={`question-${question.slug}-counter`} tabIndex={-1}>
                    {copy.questionNumber({ step: index + 1 })} · {copy.skills[question.skill]}
                  </Counter>
                  {question.passage ? <Passage lang="en">{question.passage}</Passage> : null}
                  <PromptText prompt={question.prompt} />
                </>
              }
              choices={[...shown.map((choiceIndex) => ({ value: String(choiceIndex), label: question.choices[choiceIndex]!, lang: 'en' })), { value: SKIP, label: copy.dontKnow }]}
            />
            <input type="hidden" name={keyField(question.slug)} value={keyValue(question)} />
          </>
        ),
      }))}
    >
      <input type="hidden" name="locale" value={locale} />
    </StepForm>
  );
}
