import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEVEL_TEST_QUESTIONS } from '../sections/story-fixtures.ts';
import { LEVEL_TEST_STORAGE_KEY, LevelTest } from './LevelTest.tsx';

const questions = LEVEL_TEST_QUESTIONS;
const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
/** The group of the question on screen (jsdom applies no media query: the current one is marked). */
const shown = () => {
  const item = document.querySelector('li[data-current]');
  if (!item) throw new Error('no current question');
  return within(item as HTMLElement);
};

describe('LevelTest', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('asks for an answer before going on, then keeps it across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LevelTest questions={questions} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown().getByRole('group')).toHaveAccessibleDescription('Choose an answer, or “I don’t know”, to go on.');
    await user.click(shown().getByRole('radio', { name: 'is' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown().getByText(/Question 2 of 20/)).toBeInTheDocument();
    expect(events()).toEqual(['level_test_started', 'level_test_answered']);
    unmount();

    render(<LevelTest questions={questions} locale="en" />);
    expect(shown().getByText(/Question 2 of 20/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shown().getByRole('radio', { name: 'is' })).toBeChecked();
  });

  it('scores the answers with the shared rule and opens the level’s result page, forgetting the test', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<LevelTest questions={questions} locale="uk" open={open} />);
    for (const [index, question] of questions.entries()) {
      // Right up to B1, "I don't know" after.
      const value = question.level === 'A1' || question.level === 'A2' || question.level === 'B1' ? String(question.answer) : 'skip';
      const radio = document.querySelector<HTMLInputElement>(`li[data-current] input[value="${value}"]`)!;
      await user.click(radio);
      await user.click(screen.getByRole('button', { name: index === questions.length - 1 ? 'Дізнатися свій рівень' : 'Далі' }));
    }
    expect(open).toHaveBeenCalledWith('/uk/test-your-english-level/result/b1');
    expect(window.dataLayer).toContainEqual({ event: 'level_test_completed', level: 'B1', correct: 11, total: 20 });
    expect(localStorage.getItem(LEVEL_TEST_STORAGE_KEY)).toBeNull();
  });

  it('reports a test left halfway as abandoned at its step', async () => {
    const user = userEvent.setup();
    render(<LevelTest questions={questions} locale="en" />);
    await user.click(shown().getByRole('radio', { name: 'is' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.dataLayer).toContainEqual({ event: 'level_test_abandoned', step: 2, total: 20 });
  });
});
