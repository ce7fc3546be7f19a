import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PlansSection } from '../parts/Plans.tsx';
import { PLANS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Plans',
  component: PlansSection,
  args: { section: seededSection('en', '/', 'plans'), data: PLANS.en, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'Every plan of the Plans collection, in its order, the highlighted one marked "Most popular", prices in the locale’s currency. The section has only a heading and a lead: plans, prices and terms are edited once, in the Plans collection, so every page agrees.' } },
  },
} satisfies Meta<typeof PlansSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most popular')).toBeVisible();
    await expect(canvas.getByText('$29.99')).toBeVisible();
    // Each card to its plan's next step: the app for App and Plus, choosing a tutor for Tutor.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/get-the-app', '/get-the-app', '/tutoring/short-onboarding']);
  },
};
export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/', 'plans'), data: PLANS.uk, locale: 'uk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('749 грн')).toBeVisible();
  },
};
export const OnePlan: Story = { args: { data: PLANS.en.slice(1, 2), tone: 'plain' } };
export const Empty: Story = { args: { data: [] } };
