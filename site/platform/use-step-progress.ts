// A form of one question a screen, as the level test and the funnels run it: the answers and the
// step kept in the site's storage (a reload or a later visit goes on from there), a tap made before
// the script ran taken in, the focus moved to each new step, and "started" and "abandoned" told once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  /** The questions, or what they are given the answers so far (an adaptive test's path). */
  questions: readonly StepQuestion[] | ((answers: Readonly<Record<string, string>>) => readonly StepQuestion[]);
  /** The result is shown in place, after the last question (and kept like the answers). */
  resultInPlace?: boolean;
  /** Answers known before the visitor gives any (a link's `?level=b1`): they win over kept ones. */
  preset?: Record<string, string>;
  /** The element that takes the focus when a question shows (its heading). */
  focusId: (slug: string) => string;
  onStart?: () => void;
  /** The visitor moved on from a question (step from 0) with this answer. */
  onAnswered?: (step: number, slug: string, value: string) => void;
  /** The page left after the first answer and before the end, at this question (from 0). */
  onAbandon?: (step: number) => void;
  /** Every question answered and the last one sent: the caller scores, shows or opens the result. */
  onComplete: (answers: Readonly<Record<string, string>>) => void;
}

/**
 * The state of a one-question-a-screen form and what its buttons do: `form` goes to the form's
 * component as props (with `key={restored}`), the rest is for the caller's result.
 */
export function useStepProgress({ storageKey, keptForMs, questions: given, resultInPlace = false, preset = {}, focusId, onStart, onAnswered, onAbandon, onComplete }: StepProgressOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  // The server's page has nothing chosen: kept and preset answers are put back once hydrated.
  const [progress, setProgress] = useState<StepProgress>({ step: 0, answers: {} });
  const questionsFor = (answers: Readonly<Record<string, string>>) => (typeof given === 'function' ? given(answers) : given);
  const questions = questionsFor(progress.answers);
  const total = questions.length;
  // Bumped when answers are put back: the radios are the page's own (uncontrolled), drawn again.
  const [restored, setRestored] = useState(0);
  const [error, setError] = useState(false);
  const started = useRef(false);
  const finished = useRef(false);
  // Set when a result's screen is to show: its heading takes the focus once it is drawn, however
  // long its chunk takes (resultHeadingRef).
  const resultFocusPending = useRef(false);

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
      const answers = { ...kept?.answers, ...preset, ...early };
      const restoredTotal = questionsFor(answers).length;
      setProgress({ step: Math.min(kept?.step ?? 0, resultInPlace ? restoredTotal : restoredTotal - 1), answers });
      setRestored((count) => count + 1);
    }
    // Once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const leave = () => {
      if (started.current && !finished.current && progress.step < total) onAbandon?.(progress.step);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [progress.step, total, onAbandon]);

  // The new question's heading takes the focus, so a screen reader reads it and Tab goes on from it.
  const focusQuestion = (step: number, list = questions) => requestAnimationFrame(() => document.getElementById(focusId(list[step]!.slug))?.focus());

  const showStep = (step: number) => {
    keep({ ...progress, step });
    setError(false);
    if (step >= total) resultFocusPending.current = true;
    else focusQuestion(step);
  };

  const step = Math.min(progress.step, total - 1);
  const answered = (slug: string | undefined) => slug !== undefined && progress.answers[slug] !== undefined;
  const moveOn = () => {
    const current = questions[step];
    if (!current || !answered(current.slug)) {
      setError(true);
      return false;
    }
    onAnswered?.(step, current.slug, progress.answers[current.slug]!);
    return true;
  };

  return {
    /** The answers given (and preset), by question. */
    answers: progress.answers,
    /** Past the last question: the result is on screen (resultInPlace). */
    atResult: progress.step >= total,
    restored,
    form: {
      formRef,
      step,
      answers: progress.answers,
      error,
      onChoose: (slug: string, value: string) => {
        if (!started.current) {
          started.current = true;
          onStart?.();
        }
        setError(false);
        keep({ ...progress, answers: { ...progress.answers, [slug]: value } });
      },
      onBack: () => showStep(Math.max(step - 1, 0)),
      onNext: () => moveOn() && showStep(Math.min(step + 1, total - 1)),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!moveOn()) return;
        const unanswered = questions.findIndex((question) => !answered(question.slug));
        if (unanswered >= 0) return showStep(unanswered);
        onComplete(progress.answers);
      },
    },
    /** The end reached: nothing more is abandoned; `forget` drops what was kept, else the result is shown in place. */
    finish: ({ forget }: { forget: boolean }) => {
      finished.current = true;
      if (forget) localStore.remove(storageKey);
      else showStep(total);
    },
    /** Back from the result to the last question. */
    showQuestions: () => showStep(total - 1),
    /** Every answer dropped, back to the first question. */
    restart: () => {
      started.current = false;
      finished.current = false;
      keep({ step: 0, answers: {} });
      setError(false);
      setRestored((count) => count + 1);
      focusQuestion(0);
    },
    /** A new screen of the result is to show (another part of it): its heading takes the focus when drawn. */
    focusResult: () => {
      resultFocusPending.current = true;
    },
    /** The ref of the result's heading. */
    resultHeadingRef: (heading: HTMLElement | null) => {
      if (heading && resultFocusPending.current) {
        resultFocusPending.current = false;
        heading.focus();
      }
    },
  };
}
