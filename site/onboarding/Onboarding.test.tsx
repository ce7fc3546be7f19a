// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNNEL_QUESTIONS, PLANS } from '../sections/story-fixtures.ts';
import { Onboarding } from './Onboarding.tsx';
import { funnelStorageKey } from './use-funnel.ts';

const questions = FUNNEL_QUESTIONS.en.onboarding;
const plans = PLANS.en;
const storeLinks = { 'app-store': 'https://apps.apple.com/app/lingo', 'google-play': 'https://play.google.com/store/apps/details?id=lingo' };
const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
/** jsdom applies no media query: the question on screen is the one marked current. */
const shown = () => within(document.querySelector('li[data-current]') as HTMLElement);

async function answer(user: ReturnType<typeof userEvent.setup>, ...labels: string[]) {
  for (const label of labels) {
    await user.click(shown().getByRole('radio', { name: label }));
    await user.click(screen.getAllByRole('button', { name: /^(Next|See my plan)$/ }).find((button) => !button.hasAttribute('data-hidden') && (button.getAttribute('type') === 'submit' ? button.hasAttribute('data-last') : true))!);
  }
}

describe('Onboarding', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
    window.history.replaceState(null, '', '/funnels/onboarding');
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('asks for an answer before going on, keeps the answers across a reload, and recommends from them', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Onboarding questions={questions} plans={plans} storeLinks={storeLinks} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown().getByRole('group')).toHaveAccessibleDescription('Choose an answer to go on.');
    await answer(user, 'English', 'Travel');
    unmount();

    render(<Onboarding questions={questions} plans={plans} storeLinks={storeLinks} locale="en" />);
    expect(shown().getByText('Question 3 of 5')).toBeInTheDocument();
    await answer(user, 'A2 Pre-intermediate', '20 minutes');
    await user.click(shown().getByRole('radio', { name: /conversation club/ }));
    await user.click(screen.getByRole('button', { name: 'See my plan' }));

    expect(await screen.findByRole('heading', { name: 'Lingo Plus fits you best' })).toBeInTheDocument();
    expect(screen.getAllByText('$29.99').length).toBeGreaterThan(0);
    expect(events()).toEqual(['onboarding_started', 'onboarding_answered', 'onboarding_answered', 'onboarding_answered', 'onboarding_answered', 'onboarding_answered', 'onboarding_completed']);
    expect(window.dataLayer).toContainEqual({ event: 'onboarding_completed', plan: 'plus', language: 'english', level: 'A2', format: 'club' });
    // The result is kept too: a reload shows it again.
    expect(localStorage.getItem(funnelStorageKey('onboarding'))).toContain('"step":5');
    cleanup();
    render(<Onboarding questions={questions} plans={plans} storeLinks={storeLinks} locale="en" />);
    expect(await screen.findByRole('heading', { name: 'Lingo Plus fits you best' })).toBeInTheDocument();
  });

  it('takes the level from the level test’s link, and sends the plan with the answers', async () => {
    window.history.replaceState(null, '', '/funnels/onboarding?level=b1');
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValueOnce({ ok: false, reason: 'Network Error', network: true }).mockResolvedValueOnce({ ok: true });
    render(<Onboarding questions={questions} plans={plans} storeLinks={storeLinks} locale="en" send={send} />);
    await answer(user, 'English', 'Work and my career');
    expect(shown().getByRole('radio', { name: 'B1 Intermediate' })).toBeChecked();
    await answer(user, 'B1 Intermediate', '30 minutes');
    await user.click(shown().getByRole('radio', { name: /tutor/i }));
    await user.click(screen.getByRole('button', { name: 'See my plan' }));
    expect(await screen.findByRole('link', { name: 'Find my tutor' })).toHaveAttribute('href', '/tutoring/short-onboarding?goal=work&level=B1');

    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'learner@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send me my plan' }));
    expect(await screen.findByText(/You seem to be offline/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me my plan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your plan is on its way to learner@example.com');
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ formType: 'onboarding_plan_email', answers: { language: 'english', goal: 'work', level: 'B1', minutes: '30', format: 'tutor' } }),
    );
  });

  it('reports a funnel left halfway as abandoned at its step, and not once the plan is shown', async () => {
    const user = userEvent.setup();
    render(<Onboarding questions={questions} plans={plans} storeLinks={storeLinks} locale="en" />);
    await answer(user, 'Spanish');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.dataLayer).toContainEqual({ event: 'onboarding_abandoned', step: 2, total: 5 });
  });
});
