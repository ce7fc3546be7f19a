import type { Meta, StoryObj } from '@storybook/react-vite';
import { withVisitor } from '../../story-decorators.tsx';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { TutorOnboardingSection } from '../parts/TutorOnboarding.tsx';
import { FUNNEL_QUESTIONS, seededSection, TUTORS } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/TutorOnboarding',
  component: TutorOnboardingSection,
  decorators: [withVisitor],
  args: {
    section: seededSection('en', '/tutoring/short-onboarding', 'tutor-onboarding'),
    data: { questions: FUNNEL_QUESTIONS.en.tutoring, tutors: TUTORS.en },
    locale: 'en',
    tone: 'muted',
  },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The tutor onboarding (“find your tutor”): the tutoring questions of the Funnel question collection, one per screen, then the tutors who fit by their weekly times on the visitor’s clock, and a trial lesson request. One per page, on its own page; its script loads there only.',
      },
    },
  },
} satisfies Meta<typeof TutorOnboardingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSeeded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'A tutor who fits your goal, your level and your week' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Question 1 of 4/ })).toBeVisible();
  },
};

export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/tutoring/short-onboarding', 'tutor-onboarding'), data: { questions: FUNNEL_QUESTIONS.uk.tutoring, tutors: TUTORS.uk }, locale: 'uk' },
};

/** No question or no tutor published: the section says so rather than showing an empty form. */
export const NothingPublished: Story = { args: { data: { questions: [], tutors: TUTORS.en } } };
