import type { FormEvent, Ref } from 'react';
import { ChoiceList, StepForm } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { FunnelAnswers } from '../../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../../domain/onboarding/questions.ts';
import { ONBOARDING_COPY } from '../copy.ts';

const Counter = styled('span', { display: 'block', marginBlockEnd: '$2', textPreset: 'small', fontWeight: '$bold', color: '$accent' });
const Prompt = styled('span', { display: 'block', textPreset: 20, fontWeight: '$bold', overflowWrap: 'anywhere' });
const Hint = styled('span', { display: 'block', marginBlockStart: '$2', textPreset: 16, fontWeight: '$regular', color: '$textMuted' });

/** The radios' name of a question: `answer.goal`. */
export const funnelField = (question: Pick<FunnelQuestion, 'key'>) => `answer.${question.key}`;
/** The element that takes the focus when the question shows. */
export const funnelCounterId = (question: Pick<FunnelQuestion, 'key' | 'funnel'>) => `${question.funnel}-${question.key}-counter`;

export interface PureFunnelQuestionsProps {
  questions: readonly FunnelQuestion[];
  locale: Locale;
  /** The question on screen, from 0. */
  step: number;
  answers?: FunnelAnswers;
  /** The question on screen was left without an answer when the visitor tried to go on. */
  error?: boolean;
  /** The last button's words ("See my plan"). */
  finish: string;
  onChoose?: (key: string, value: string) => void;
  onBack?: () => void;
  onNext?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A funnel's questions, one a screen: the CMS's prompt, hint and answers as a group of radio rows,
 * progress above, Back and Next below. It needs its script to give a result, so without one the
 * page says so (the funnel's section) and this form is not shown.
 */
export function PureFunnelQuestions({ questions, locale, step, answers = {}, error = false, finish, onChoose, onBack, onNext, onSubmit, formRef }: PureFunnelQuestionsProps) {
  const copy = ONBOARDING_COPY[locale];
  const total = questions.length;
  return (
    <StepForm
      formRef={formRef}
      step={step}
      labels={{ back: copy.back, next: copy.next, finish }}
      onBack={onBack}
      onNext={onNext}
      onSubmit={onSubmit}
      steps={questions.map((question, index) => ({
        key: question.key,
        content: (
          <ChoiceList
            name={funnelField(question)}
            id={`${question.funnel}-${question.key}`}
            defaultValue={answers[question.key]}
            error={error && index === step ? copy.chooseAnswer : null}
            onChange={onChoose ? (value) => onChoose(question.key, value) : undefined}
            legend={
              <>
                <Counter id={funnelCounterId(question)} tabIndex={-1}>
                  {copy.questionOf({ step: index + 1, total })}
                </Counter>
                <Prompt>{question.prompt}</Prompt>
                {question.hint ? <Hint>{question.hint}</Hint> : null}
              </>
            }
            choices={question.choices}
          />
        ),
      }))}
    />
  );
}
