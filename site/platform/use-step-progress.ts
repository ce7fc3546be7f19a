// A form of one question a screen, as the level test and the funnels run it: the answers and the
// step kept in the site's storage (a reload or a later visit goes on from there), a tap made before
// the script ran taken in, the focus moved to each new step, and "started" and "abandoned" told once.
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
// From the module itself, not its index: the index is also imported on demand, and a module both
// imported and imported on demand drew rolldown's runtime chunk into every page's first load.
import { localStore } from './storage/storage.ts';

export interface StepProgress {
  step: number;
  /** By question: the value chosen. */
  answers: Record<string, string>;
}

// By hand rather than with valibot's object, record and integer: those would join the chunk every
// page shares (+0.2 KiB on pages without these forms); `custom` is already there.
const isProgress = (value: unknown): value is StepProgress => {
  const { step, answers } = (value ?? {}) as Partial<StepProgress>;
  return Number.isInteger(step) && step! >= 0 && typeof answers === 'object' && answers !== null && Object.values(answers).every((answer) => typeof answer === 'string');
};
const ProgressSchema = v.custom<StepProgress>(isProgress);

export interface StepQuestion {
  /** The question's key in the answers. */
  slug: string;
  /** The name of its radios in the form. */
  field: string;
}

/** The choices the form holds now (a tap made before the script ran is in it too). */
function choicesIn(form: HTMLFormElement | null, questions: readonly StepQuestion[]): Record<string, string> {
  if (!form) return {};
  const data = new FormData(form);
  return Object.fromEntries(
    questions.flatMap(({ slug, field }) => {
      const value = data.get(field);
      return typeof value === 'string' ? [[slug, value]] : [];
    }),
  );
}

export interface StepProgressOptions {
  storageKey: string;
  keptForMs: number;
  questions: readonly StepQuestion[];
  /** The last step there can be: the last question, or one more for a result shown in place. */
  lastStep: number;
  /** Answers known before the visitor gives any (a link's `?level=b1`): they win over kept ones. */
  preset?: Record<string, string>;
  /** The element that takes the focus when a step shows (its heading), by the step's question. */
  focusId: (slug: string | undefined, step: number) => string;
  onStart?: () => void;
  /** The page left after the first answer and before the end, at this step (from 0). */
  onAbandon?: (step: number) => void;
}

export function useStepProgress({ storageKey, keptForMs, questions, lastStep, preset = {}, focusId, onStart, onAbandon }: StepProgressOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  // The server's page has nothing chosen: kept and preset answers are put back once hydrated.
  const [progress, setProgress] = useState<StepProgress>({ step: 0, answers: {} });
  // Bumped when answers are put back: the radios are the page's own (uncontrolled), drawn again.
  const [restored, setRestored] = useState(0);
  const [error, setError] = useState(false);
  const started = useRef(false);
  const finished = useRef(false);

  const keep = (next: StepProgress) => {
    setProgress(next);
    localStore.set(storageKey, next, { expiresInMs: keptForMs });
  };

  useEffect(() => {
    const kept = localStore.get(storageKey, ProgressSchema);
    const early = choicesIn(formRef.current, questions);
    const own = { ...kept?.answers, ...early };
    if (kept || Object.keys(early).length > 0 || Object.keys(preset).length > 0) {
      started.current = Object.keys(own).length > 0;
      setProgress({ step: Math.min(kept?.step ?? 0, lastStep), answers: { ...kept?.answers, ...preset, ...early } });
      setRestored((count) => count + 1);
    }
    // Once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const leave = () => {
      if (started.current && !finished.current) onAbandon?.(progress.step);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [progress.step, onAbandon]);

  const focusStep = (step: number) =>
    // The new step's heading takes the focus, so a screen reader reads it and Tab goes on from it.
    requestAnimationFrame(() => document.getElementById(focusId(questions[step]?.slug, step))?.focus());

  return {
    formRef,
    progress,
    restored,
    error,
    setError,
    answered: (slug: string | undefined) => slug !== undefined && progress.answers[slug] !== undefined,
    choose: (slug: string, value: string) => {
      if (!started.current) {
        started.current = true;
        onStart?.();
      }
      setError(false);
      keep({ ...progress, answers: { ...progress.answers, [slug]: value } });
    },
    showStep: (step: number) => {
      keep({ ...progress, step });
      setError(false);
      focusStep(step);
    },
    /** The end reached: nothing more to call abandoned; `forget` drops what was kept. */
    finish: ({ forget }: { forget: boolean }) => {
      finished.current = true;
      if (forget) localStore.remove(storageKey);
    },
    /** Every answer dropped, back to the first question. */
    restart: () => {
      started.current = false;
      finished.current = false;
      keep({ step: 0, answers: {} });
      setRestored((count) => count + 1);
      focusStep(0);
    },
  };
}
