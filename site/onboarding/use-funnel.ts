// A funnel as its page runs it (the onboarding funnel, the tutor onboarding): the CMS's questions
// one a screen with useStepProgress, kept for a month, a link's answers already given, the funnel's
// started/answered/abandoned events, and the answers its rule reads once they are complete.
import { useMemo } from 'react';
import { answersFromSearch, type Funnel, type FunnelAnswers } from '../../domain/onboarding/answers.ts';
import type { FunnelQuestion } from '../../domain/onboarding/questions.ts';
import { track } from '../platform/analytics/index.ts';
import { useStepProgress } from '../platform/use-step-progress.ts';
import { funnelCounterId, funnelField } from './PureOnboarding/PureOnboarding.tsx';

const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** Where a funnel's answers and result are kept: a reload, or a visit within the month, goes on from there. */
export const funnelStorageKey = (funnel: Funnel) => `${funnel}:progress`;

export interface FunnelOptions<Answers> {
  funnel: Funnel;
  questions: readonly FunnelQuestion[];
  /** What the rule assumes for a question the page could not ask (its CMS record hidden as broken). */
  unasked: FunnelAnswers;
  /** The answers as the rule reads them, or null while one is missing or unknown. */
  answersOf: (answers: FunnelAnswers) => Answers | null;
  /** Fetches the result's chunk: called when the visitor starts, so it is there at the end. */
  preload: () => void;
  /** The last answer given: report it; the result is then shown in place. */
  onComplete: (answers: Answers) => void;
}

export function useFunnel<Answers>({ funnel, questions, unasked, answersOf, preload, onComplete }: FunnelOptions<Answers>) {
  const total = questions.length;
  const preset = useMemo(() => (typeof window === 'undefined' ? {} : answersFromSearch(window.location.search, funnel)), [funnel]);
  const defaults = useMemo(() => Object.fromEntries(Object.entries(unasked).filter(([key]) => !questions.some((question) => question.key === key))), [unasked, questions]);
  const withDefaults = (answers: FunnelAnswers) => answersOf({ ...defaults, ...answers });
  const steps = useStepProgress({
    storageKey: funnelStorageKey(funnel),
    keptForMs: KEPT_FOR_MS,
    questions: questions.map((question) => ({ slug: question.key, field: funnelField(question) })),
    resultInPlace: true,
    preset,
    focusId: (key) => funnelCounterId({ funnel, key: key as FunnelQuestion['key'] }),
    onStart: () => (track({ event: `${funnel}_started`, total }), preload()),
    onAnswered: (step, question, answer) => track({ event: `${funnel}_answered`, step: step + 1, question, answer }),
    onAbandon: (step) => track({ event: `${funnel}_abandoned`, step: step + 1, total }),
    onComplete: (answers) => {
      const complete = withDefaults(answers);
      // Every asked question has one of its values and unasked ones their defaults: this cannot
      // fail unless storage held something else, and then the funnel starts over.
      if (!complete) return steps.restart();
      onComplete(complete);
      steps.finish({ forget: false });
    },
  });
  const given = steps.answers as FunnelAnswers;
  return { ...steps, given, complete: steps.atResult ? withDefaults(given) : null };
}
