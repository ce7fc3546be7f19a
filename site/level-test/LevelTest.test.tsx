// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEVEL_TEST_QUESTIONS } from '../sections/story-fixtures.ts';
import { LEVEL_TEST_SEED_KEY, LEVEL_TEST_STORAGE_KEY, LevelTest } from './LevelTest.tsx';

const questions = LEVEL_TEST_QUESTIONS;
const bySlug = new Map(questions.map((question) => [question.slug, question]));
const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
/** The question on screen (jsdom applies no media query: the current one is marked). */
const current = () => {
  const item = document.querySelector('li[data-current]');
  if (!item) throw new Error('no current question');
  const slug = item.querySelector('[id$="-counter"]')!.id.replace(/^question-/, '').replace(/-counter$/, '');
  return { within: within(item as HTMLElement), question: bySlug.get(slug)! };
};
/** The button that goes on, as the page's CSS shows it: "Next", or on the path's last question the submit button. */
const goOn = () => document.querySelector<HTMLButtonElement>('button[type=submit][data-last]') ?? [...document.querySelectorAll<HTMLButtonElement>('button[type=button][data-scripted]:not([data-hidden])')].at(-1)!;
const rightRadio = () => {
  const { within: shown, question } = current();
  return shown.getByRole('radio', { name: question.choices[question.answer] });
};

describe('LevelTest', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('asks for an answer before going on, then keeps the attempt and its answers across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LevelTest questions={questions} locale="en" drawSeed={() => 11} />);
    expect(goOn()).toHaveTextContent('Next');
    await user.click(goOn());
    expect(current().within.getByRole('group')).toHaveAccessibleDescription('Choose an answer, or “I don’t know”, to go on.');
    await user.click(current().within.getByRole('radio', { name: 'are' }));
    await user.click(goOn());
    expect(current().within.getByText(/Question 2 ·/)).toBeInTheDocument();
    const second = current().question.slug;
    expect(events()).toEqual(['level_test_started', 'level_test_answered']);
    unmount();

    // Another seed would draw another attempt: the kept one wins.
    render(<LevelTest questions={questions} locale="en" drawSeed={() => 99} />);
    expect(current().within.getByText(/Question 2 ·/)).toBeInTheDocument();
    expect(current().question.slug).toBe(second);
    expect(localStorage.getItem(LEVEL_TEST_SEED_KEY)).toContain('11');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(current().within.getByRole('radio', { name: 'are' })).toBeChecked();
  });

  it('climbs while the answers are right, ends after two wrong at a level, and opens the result with each skill', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<LevelTest questions={questions} locale="uk" open={open} drawSeed={() => 5} />);
    const asked: string[] = [];
    for (let step = 0; step < 30 && open.mock.calls.length === 0; step++) {
      const { question, within: shown } = current();
      asked.push(question.level);
      // Right up to B1, "I don't know" after.
      await user.click(['A1', 'A2', 'B1'].includes(question.level) ? rightRadio() : shown.getByRole('radio', { name: 'Не знаю' }));
      const button = goOn();
      // Only the answer that decides the test ends it.
      expect(button.textContent).toBe(step === 10 ? 'Дізнатися свій рівень' : 'Далі');
      await user.click(button);
    }
    expect(asked).toEqual(['A1', 'A1', 'A1', 'A2', 'A2', 'A2', 'B1', 'B1', 'B1', 'B2', 'B2']);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/uk\/test-your-english-level\/result\/b1\?skills=grammar-\d-\d\.vocabulary-\d-\d\.reading-\d-\d$/));
    expect(window.dataLayer).toContainEqual({ event: 'level_test_completed', level: 'B1', correct: 9, total: 11 });
    expect(localStorage.getItem(LEVEL_TEST_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LEVEL_TEST_SEED_KEY)).toBeNull();
  });

  it('reports a test left halfway as abandoned at its step', async () => {
    const user = userEvent.setup();
    render(<LevelTest questions={questions} locale="en" drawSeed={() => 3} />);
    await user.click(current().within.getByRole('radio', { name: 'are' }));
    await user.click(goOn());
    window.dispatchEvent(new Event('pagehide'));
    expect(window.dataLayer).toContainEqual({ event: 'level_test_abandoned', step: 2, total: 24 });
  });
});
