import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Locale } from '../../domain/constants.ts';
import type { LevelTestQuestion } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { answerField, choiceIndex, SKIP } from '../../domain/level-test/form.ts';
import { levelTestResultPath, scoreLevelTest } from '../../domain/level-test/scoring.ts';
import { track } from '../platform/analytics/index.ts';
// From the module itself, not its index: the index is also imported on demand, and a module both
// imported and imported on demand drew rolldown's runtime chunk into every page's first load.
import { localStore } from '../platform/storage/storage.ts';
import { PureLevelTest } from './PureLevelTest/PureLevelTest.tsx';

/** Where a test in progress is kept, so a reload or a visit later goes on from the same question. */
export const LEVEL_TEST_STORAGE_KEY = 'level-test:progress';
/** A test left for a week starts again. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

interface Progress {
  step: number;
  answers: Record<string, string>;
}

// By hand rather than with valibot's object, record and integer: those would join the chunk every
// page shares (+0.2 KiB on pages without the test); `custom` is already there.
const isProgress = (value: unknown): value is Progress => {
  const { step, answers } = (value ?? {}) as Partial<Progress>;
  return Number.isInteger(step) && step! >= 0 && typeof answers === 'object' && answers !== null && Object.values(answers).every((answer) => typeof answer === 'string');
};
const ProgressSchema = v.custom<Progress>(isProgress);

/** The choices the form holds now (a tap made before the script ran is in it too). */
function choicesIn(form: HTMLFormElement | null, questions: readonly LevelTestQuestion[]): Record<string, string> {
  if (!form) return {};
  const data = new FormData(form);
  return Object.fromEntries(questions.flatMap((question) => {
    const value = data.get(answerField(question.slug));
    return typeof value === 'string' ? [[question.slug, value]] : [];
  }));
}

export interface LevelTestProps {
  questions: LevelTestQuestion[];
  locale: Locale;
  /** Opens the result page (a test's own stand-in aside). */
  open?: (url: string) => void;
}

const openPage = (url: string) => window.location.assign(url);

/** The level test as the page runs it: one question at a time, kept across reloads, scored here. */
export function LevelTest({ questions, locale, open = openPage }: LevelTestProps) {
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<Progress>({ step: 0, answers: {} });
  // Bumped when kept answers are put back: the radios are the page's own (uncontrolled), drawn again.
  const [restored, setRestored] = useState(0);
  const [error, setError] = useState(false);
  const started = useRef(false);
  const finished = useRef(false);
  const total = questions.length;

  const keep = (next: Progress) => {
    setProgress(next);
    localStore.set(LEVEL_TEST_STORAGE_KEY, next, { expiresInMs: KEPT_FOR_MS });
  };

  useEffect(() => {
    const kept = localStore.get(LEVEL_TEST_STORAGE_KEY, ProgressSchema);
    const early = choicesIn(form.current, questions);
    if (kept || Object.keys(early).length > 0) {
      const answers = { ...kept?.answers, ...early };
      started.current = Object.keys(answers).length > 0;
      setProgress({ step: Math.min(kept?.step ?? 0, total - 1), answers });
      setRestored((count) => count + 1);
    }
    // Once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const leave = () => {
      if (started.current && !finished.current) track({ event: 'level_test_abandoned', step: progress.step + 1, total });
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [progress.step, total]);

  const showStep = (step: number) => {
    keep({ ...progress, step });
    setError(false);
    // The new question's heading takes the focus, so a screen reader reads it and Tab goes on from it.
    requestAnimationFrame(() => document.getElementById(`question-${questions[step]?.slug}-counter`)?.focus());
  };

  const current = questions[progress.step];
  const answered = (slug: string | undefined) => slug !== undefined && progress.answers[slug] !== undefined;

  const onChoose = (slug: string, value: string) => {
    if (!started.current) {
      started.current = true;
      track({ event: 'level_test_started', total });
    }
    setError(false);
    keep({ ...progress, answers: { ...progress.answers, [slug]: value } });
  };

  const moveOn = () => {
    if (!current || !answered(current.slug)) {
      setError(true);
      return false;
    }
    track({ event: 'level_test_answered', step: progress.step + 1, question: current.slug, skipped: progress.answers[current.slug] === SKIP });
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!moveOn()) return;
    const unanswered = questions.findIndex((question) => !answered(question.slug));
    if (unanswered >= 0) return showStep(unanswered);
    const answers = Object.fromEntries(Object.entries(progress.answers).map(([slug, value]) => [slug, choiceIndex(value)]));
    const result = scoreLevelTest(questions, answers);
    finished.current = true;
    track({ event: 'level_test_completed', level: result.level, correct: result.correct, total: result.total });
    localStore.remove(LEVEL_TEST_STORAGE_KEY);
    open(localizePath(levelTestResultPath(result.level), locale));
  };

  return (
    <PureLevelTest
      key={restored}
      formRef={form}
      questions={questions}
      locale={locale}
      step={progress.step}
      answers={progress.answers}
      error={error}
      onChoose={onChoose}
      onBack={() => showStep(Math.max(progress.step - 1, 0))}
      onNext={() => moveOn() && showStep(Math.min(progress.step + 1, total - 1))}
      onSubmit={onSubmit}
    />
  );
}
