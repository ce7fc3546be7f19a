// A word page's call to action (design-system NextStep). It never hydrates: its starter
// (word-next.starter.ts) counts the practice checked on the server and a tap on the button.
import { NextStep, type NextStepProps } from '../../design-system/index.ts';
import { defineIsland } from '../islands/island.tsx';

export interface WordNextProps extends NextStepProps {
  tool: string;
  /** The practice as the server scored it on this page, null when it was not answered. */
  checked: { correct: number; total: number } | null;
}

function WordNext({ tool: _tool, checked: _checked, ...step }: WordNextProps) {
  return <NextStep {...step} />;
}

export default defineIsland('word-next', WordNext);
