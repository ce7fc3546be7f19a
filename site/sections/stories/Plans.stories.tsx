import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withVisitor } from '../../story-decorators.tsx';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PlansSection } from '../parts/Plans.tsx';
import { PLANS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Plans',
  component: PlansSection,
  decorators: [withVisitor],
  args: { section: seededSection('en', '/', 'plans'), data: PLANS.en, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Every plan of the Plans collection, in its order, the highlighted one marked "Most popular", each price in the visitor’s market (Plan prices collection; the server names the market before paint) and, while a campaign runs for a new customer, its first-month offer. The section has only a heading and a lead: plans, prices and terms are edited once, so every page agrees.',
      },
    },
  },
} satisfies Meta<typeof PlansSection>;

export default meta;

/** What the visitor sees of some elements: a price is in the page once per market, one of them shown. */
const visible = (elements: HTMLElement[]) => elements.filter((element) => element.checkVisibility());
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(visible(canvas.queryAllByText('Most popular'))).not.toHaveLength(0);
    await expect(visible(canvas.queryAllByText('$29.99'))).not.toHaveLength(0);
    // Each card to its plan's next step: the app for App and Plus, choosing a tutor for Tutor.
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/get-the-app', '/get-the-app', '/tutoring/short-onboarding']);
  },
};
/** A visitor in Ukraine on the Ukrainian site: hryvnias (the server names the market before paint). */
export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/', 'plans'), data: PLANS.uk, locale: 'uk' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(visible(canvas.queryAllByText('749 грн'))).not.toHaveLength(0);
    await expect(visible(canvas.queryAllByText(/\$|USD/))).toHaveLength(0);
  },
};
/** A visitor in Germany on the English site: euros, the price written the English way. */
export const EnglishInGermany: Story = {
  parameters: { visitor: { country: 'DE', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(visible(canvas.queryAllByText('€27.99'))).not.toHaveLength(0);
    await expect(visible(canvas.queryAllByText('$29.99'))).toHaveLength(0);
  },
};
/** While the campaign runs for a new customer: Plus's first month at half price beside the regular price, and when the offer ends. */
export const OfferRunning: Story = {
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: false }, offerLive: true },
  play: async ({ canvas }) => {
    await expect(visible(canvas.queryAllByText('50% off your first month'))).not.toHaveLength(0);
    await expect(visible(canvas.queryAllByText('£12.49'))).not.toHaveLength(0);
    await expect(canvas.getByText('Regular price:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(/Offer ends December 6 at 11:59\sPM UTC\. For new customers\./)).toBeVisible();
  },
};
export const OnePlan: Story = { args: { data: PLANS.en.slice(1, 2), tone: 'plain' } };
export const Empty: Story = { args: { data: [] } };
