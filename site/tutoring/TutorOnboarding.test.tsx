// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNNEL_QUESTIONS, TUTORS } from '../sections/story-fixtures.ts';
import { TutorOnboarding } from './TutorOnboarding.tsx';

const questions = FUNNEL_QUESTIONS.en.tutoring;
// Tuesday 24 November 2026, 08:00 UTC, a visitor in Kyiv.
const clock = { now: () => Date.parse('2026-11-24T08:00:00Z'), timeZone: 'Europe/Kyiv' };
const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
const shown = () => within(document.querySelector('li[data-current]') as HTMLElement);

async function answer(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  for (const [index, label] of labels.entries()) {
    await user.click(shown().getByRole('radio', { name: label }));
    await user.click(screen.getByRole('button', { name: index === labels.length - 1 ? 'Show my tutors' : 'Next' }));
  }
}

describe('TutorOnboarding', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
    window.history.replaceState(null, '', '/tutoring/short-onboarding');
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('matches tutors on the visitor’s clock, then requests a trial lesson with the answers', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn().mockResolvedValueOnce({ ok: false, reason: 'Network Error', network: true }).mockResolvedValueOnce({ ok: true });
    render(<TutorOnboarding questions={questions} tutors={TUTORS.en} locale="en" send={send} {...clock} />);
    await answer(user, ['Work and my career', 'B1 Intermediate', 'Any price: the best fit matters more', 'Evenings']);
    expect(await screen.findByRole('heading', { name: 'Tutors who fit' })).toBeInTheDocument();
    expect(events()).toContain('tutoring_completed');
    expect(window.dataLayer).toContainEqual({ event: 'tutoring_completed', matches: 3, budget: 'any', when: 'evenings' });

    await user.click(screen.getByRole('button', { name: 'Book a trial lesson with Emma Clarke' }));
    await user.click(await screen.findByRole('radio', { name: 'Tuesday, November 24 at 21:00' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lima');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Request this lesson' }));
    expect(await screen.findByText(/Nothing was sent: you seem to be offline/)).toBeInTheDocument();
    // Nothing typed is lost: the same button sends it again.
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Request this lesson' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith({
      tutor: 'emma-clarke',
      startsAt: '2026-11-24T19:00:00.000Z',
      name: 'Ana Lima',
      email: 'ana@example.com',
      locale: 'en',
      timeZone: 'Europe/Kyiv',
      agreeWithTerms: true,
      answers: { goal: 'work', level: 'B1', budget: 'any', when: 'evenings' },
    });
    expect(window.dataLayer).toContainEqual({ event: 'trial_lesson_requested', tutor: 'emma-clarke' });
  });

  it('takes the goal and level from the plan’s link, and says so when nobody fits', async () => {
    window.history.replaceState(null, '', '/tutoring/short-onboarding?goal=exam&level=C2');
    const user = userEvent.setup();
    render(<TutorOnboarding questions={questions} tutors={TUTORS.en.slice(0, 2)} locale="en" {...clock} />);
    expect(shown().getByRole('radio', { name: /An exam/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown().getByRole('radio', { name: 'C2 Proficiency' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, ['The most affordable tutors', 'Weekends']);
    expect(await screen.findByRole('heading', { name: 'No tutor is free at those times within that budget this week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(shown().getByText('Question 4 of 4')).toBeInTheDocument();
  });
});
