// The lesson to try, as the page runs it (the `try-lesson` island, hydrated at the visitor's first
// sign of using it): the steps of domain/lesson/try-lesson.ts one at a time, English read aloud by
// the browser's speech synthesis where it has one, and at the end the onboarding funnel with the
// level it suggests already answered (?level=).
import { useEffect, useRef, useState } from 'react';
import { ONBOARDING_PATH, type Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { isRight, rightAnswer, suggestedLevel, TRY_LESSON, type LessonAnswer } from '../../domain/lesson/try-lesson.ts';
import { track } from '../platform/analytics/index.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { LESSON_COPY } from './copy.ts';
import { styled } from '../../design-system/stitches.config.ts';
import { PureTryLesson, type LessonView } from './PureTryLesson/PureTryLesson.tsx';

// Without scripts it could not run: the section's <noscript> offers the level test instead.
const Root = styled('div', { '@noScript': { display: 'none' } });

/** Speech synthesis, where the browser has it. */
const speechSynthesisOf = () => (typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined' ? window.speechSynthesis : null);

function say(sentence: string, slowly: boolean) {
  const synth = speechSynthesisOf();
  if (!synth) return;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(sentence);
  utterance.lang = 'en-GB';
  utterance.rate = slowly ? 0.6 : 0.9;
  synth.speak(utterance);
}

interface Progress {
  index: number;
  correct: number;
  choice: number | null;
  built: number[];
  checked: null | { right: boolean; answer: string };
}
const FIRST: Progress = { index: 0, correct: 0, choice: null, built: [], checked: null };

export function TryLesson({ locale }: { locale: Locale }) {
  const copy = LESSON_COPY[locale];
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState<Progress>(FIRST);
  const [speech] = useState(() => speechSynthesisOf() !== null);
  const root = useRef<HTMLDivElement>(null);
  const total = TRY_LESSON.length;
  const step = TRY_LESSON[progress.index];

  // While the lesson runs, no promotion opens over it (the side menu and the consent dialog hold them the same way).
  const running = started && step !== undefined;
  useEffect(() => (running ? holdDialog('try-lesson') : undefined), [running]);

  // Each new exercise: its instruction takes the focus (a screen reader reads it), and a sentence to hear is read once.
  useEffect(() => {
    if (!started || !step) return;
    root.current?.querySelector<HTMLElement>('[data-lesson-instruction]')?.focus();
    if (step.kind === 'listen') say(step.sentence, false);
  }, [started, step]);

  const view: LessonView = !started
    ? { kind: 'intro' }
    : step
      ? { kind: 'step', index: progress.index, total, step, choice: progress.choice, built: progress.built, checked: progress.checked, speech }
      : (() => {
          const level = suggestedLevel(progress.correct, total);
          return { kind: 'result', correct: progress.correct, total, advice: copy.levels[level], planHref: `${localizePath(ONBOARDING_PATH, locale)}?level=${level.toLowerCase()}` };
        })();

  const check = () => {
    if (!step) return;
    const given: LessonAnswer = step.kind === 'build' ? progress.built.map((tile) => step.tiles[tile]!) : (progress.choice ?? -1);
    const right = isRight(step, given);
    setProgress((current) => ({ ...current, correct: current.correct + (right ? 1 : 0), checked: { right, answer: rightAnswer(step) } }));
  };
  const next = () => {
    const index = progress.index + 1;
    if (index === total) track({ event: 'try_lesson_completed', correct: progress.correct, total });
    setProgress((current) => ({ ...FIRST, index, correct: current.correct }));
  };

  return (
    <Root ref={root}>
      <PureTryLesson
        copy={copy}
        view={view}
        onStart={() => (setStarted(true), track({ event: 'try_lesson_started', total }))}
        onPlay={(slowly) => step?.kind === 'listen' && say(step.sentence, slowly)}
        onChoose={(choice) => setProgress((current) => ({ ...current, choice }))}
        onAddTile={(tile) => setProgress((current) => ({ ...current, built: [...current.built, tile] }))}
        onRemoveTile={(position) => setProgress((current) => ({ ...current, built: current.built.filter((_, at) => at !== position) }))}
        onCheck={check}
        onNext={next}
        onRestart={() => setProgress(FIRST)}
      />
    </Root>
  );
}
