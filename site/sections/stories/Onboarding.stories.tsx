import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storeLinksOf } from '../../../domain/content/footer.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { FOOTERS } from '../../story-fixtures.ts';
import { OnboardingSection } from '../parts/Onboarding.tsx';
import { FUNNEL_QUESTIONS, PLANS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Onboarding',
  component: OnboardingSection,
  args: {
    section: seededSection('en', '/funnels/onboarding', 'onboarding'),
    data: { questions: FUNNEL_QUESTIONS.en.onboarding, plans: PLANS.en, storeLinks: storeLinksOf(FOOTERS.en) },
    locale: 'en',
    tone: 'muted',
  },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The onboarding funnel (“build your plan”): the onboarding questions of the Funnel question collection, one per screen, then the plan that fits with its price, a first week and the next step. One per page, on the funnel’s page; its script loads there only. Heading: what the visitor gets; lead: how long it takes.',
      },
    },
  },
} satisfies Meta<typeof OnboardingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSeeded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build your learning plan' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Question 1 of 5/ })).toBeVisible();
  },
};

export const Ukrainian: Story = {
  args: {
    section: seededSection('uk', '/funnels/onboarding', 'onboarding'),
    data: { questions: FUNNEL_QUESTIONS.uk.onboarding, plans: PLANS.uk, storeLinks: storeLinksOf(FOOTERS.uk) },
    locale: 'uk',
  },
};

/** No question published: the section says so rather than showing an empty form. */
export const NoQuestions: Story = { args: { data: { questions: [], plans: PLANS.en, storeLinks: {} } } };
