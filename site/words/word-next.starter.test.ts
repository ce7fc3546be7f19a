// @vitest-environment jsdom
import wordNextStarter from './word-next.starter.ts';
import type { WordNextProps } from './word-next.island.tsx';

const STEP = { label: 'What to do next', heading: 'Make irregular verbs automatic', text: 'Short grammar drills.', button: 'Get my plan', href: '/funnels/onboarding', tool: 'past-tense-of' };

function startNext(checked: WordNextProps['checked']) {
  const box = document.createElement('div');
  box.innerHTML = `<aside><h2>${STEP.heading}</h2><a href="${STEP.href}">${STEP.button}</a></aside>`;
  document.body.append(box);
  const hydrate = vi.fn(() => Promise.resolve());
  wordNextStarter.start({ box, props: { ...STEP, checked }, hydrate });
  return { box, hydrate };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.dataLayer;
});

test('counts the practice the server scored on this page, and never hydrates', () => {
  const { hydrate } = startNext({ correct: 2, total: 3 });
  expect(window.dataLayer).toEqual([{ event: 'word_practice_checked', tool: 'past-tense-of', correct: 2, total: 3 }]);
  expect(hydrate).not.toHaveBeenCalled();
});

test('counts nothing on a page whose practice was not answered, then a tap on the next step', () => {
  const { box } = startNext(null);
  expect(window.dataLayer ?? []).toEqual([]);
  const link = box.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  expect(window.dataLayer).toEqual([{ event: 'gen_clicked_cta', place: 'word:past-tense-of', text: 'Get my plan' }]);
});
