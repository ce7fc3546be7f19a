// What a word page reports (first-party analytics, issue 64's funnel: word page, practice checked,
// onboarding started): the practice the server scored on this page, and a tap on the next step.
import { defineStarter } from '../islands/starter.ts';
import { track } from '../platform/analytics/index.ts';
import type { WordNextProps } from './word-next.island.tsx';

export default defineStarter<WordNextProps>('word-next', ({ box, props }) => {
  if (props.checked) track({ event: 'word_practice_checked', tool: props.tool, ...props.checked });
  box.querySelector('a')?.addEventListener('click', () => track({ event: 'gen_clicked_cta', place: `word:${props.tool}`, text: props.button }));
});
