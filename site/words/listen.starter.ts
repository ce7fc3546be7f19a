// Says the word in American English with the browser's own voice, where it has one; elsewhere the
// button stays hidden (listen.island.tsx).
import { defineStarter } from '../islands/starter.ts';
import type { ListenProps } from './listen.island.tsx';

export default defineStarter<ListenProps>('listen', ({ box, props }) => {
  const wrapper = box.querySelector<HTMLElement>('[data-listen]');
  if (!wrapper || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return;
  wrapper.hidden = false;
  wrapper.querySelector('button')?.addEventListener('click', () => {
    const utterance = new SpeechSynthesisUtterance(props.word);
    utterance.lang = 'en-US';
    utterance.rate = 0.85;
    const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang === 'en-US');
    if (voice) utterance.voice = voice;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  });
});
