import type { Meta, StoryObj } from '@storybook/react-vite';
import { withVisitor } from '../../story-decorators.tsx';
import { expect, fn, userEvent } from 'storybook/test';
import { matchTutors } from '../../../domain/tutoring/match.ts';
import type { TutoringAnswers } from '../../../domain/onboarding/answers.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { TUTORS } from '../../sections/story-fixtures.ts';
import { PureTutorMatches } from './PureTutorMatches.tsx';

// Tuesday 24 November 2026, 08:00 UTC, a visitor in Kyiv: the same tutors every time.
const WHERE = { now: Date.parse('2026-11-24T08:00:00Z'), timeZone: 'Europe/Kyiv' };
const WORK: TutoringAnswers = { goal: 'work', level: 'B1', budget: 'any', when: 'evenings' };

const meta = {
  title: 'Site/Tutoring/PureTutorMatches',
  component: PureTutorMatches,
  decorators: [withVisitor],
  args: {
    locale: 'en',
    matches: matchTutors(TUTORS.en, WORK, WHERE),
    answers: WORK,
    zoneName: 'Eastern European Time',
    browseHref: '/our-tutors',
    onBook: fn(),
    onChange: fn(),
  },
  argTypes: { matches: { control: false } },
  parameters: {
    layout: 'padded',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The tutor onboarding’s result: up to three tutors who fit the answers (domain/tutoring/match.ts: budget and the visitor’s free times firm, then goal, level and rating), each with why, and a trial lesson to ask for; when nobody is free at those times within the budget, what to try instead.',
      },
    },
  },
} satisfies Meta<typeof PureTutorMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForWork: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tutors who fit' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(canvas.getAllByText('Teaches business English and job interviews')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a trial lesson with Emma Clarke' }));
    await expect(args.onBook).toHaveBeenCalledWith('emma-clarke');
  },
};

/** A beginner on the lowest budget, free at weekends: the budget and the level say why too. */
export const BeginnerOnABudget: Story = {
  args: (() => {
    const answers: TutoringAnswers = { goal: 'conversation', level: 'A0', budget: 'lowest', when: 'weekends' };
    return { answers, matches: matchTutors(TUTORS.en, answers, WHERE) };
  })(),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Within your budget').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Used to teaching beginners').length).toBeGreaterThan(0);
  },
};

/** Nobody free at those times within the budget: what to try, and every tutor's page. */
export const NoMatchingTutor: Story = {
  args: { matches: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No tutor is free at those times within that budget this week' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all tutors' })).toHaveAttribute('href', '/our-tutors');
    await userEvent.click(canvas.getByRole('button', { name: 'Change my answers' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A visitor in Ukraine: each tutor's rate in hryvnias (the server names the market before paint). */
export const Ukrainian: Story = {
  args: { locale: 'uk', matches: matchTutors(TUTORS.uk, WORK, WHERE), zoneName: 'за східноєвропейським часом', browseHref: '/uk/our-tutors' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Репетитори, які вам підходять' })).toBeVisible();
    await expect(canvas.getAllByText(/^\d+\sгрн$/).filter((rate) => rate.checkVisibility())).not.toHaveLength(0);
  },
};
