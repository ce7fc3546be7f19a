import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storeLinksOf } from '../../../domain/content/footer.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { FOOTERS } from '../../story-fixtures.ts';
import { AppShowcaseSection } from '../parts/AppShowcase.tsx';
import { withVisitor } from '../../story-decorators.tsx';
import { PLANS, seededSection } from '../story-fixtures.ts';

const storeLinks = storeLinksOf(FOOTERS.en);
const home = seededSection('en', '/', 'app-showcase');

const meta = {
  title: 'Sections/AppShowcase',
  component: AppShowcaseSection,
  args: { section: home, data: { storeLinks }, locale: 'en', tone: 'muted' },
  decorators: [withVisitor],
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Three screens of the app (a lesson, the AI partner, progress) drawn in HTML: sharp, light and in the page’s words, with the exercise in the language the page is about. On a phone they scroll sideways (the row takes focus, so a keyboard scrolls it too). Store buttons from the footer’s download links.',
      },
    },
  },
} satisfies Meta<typeof AppShowcaseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LearningEnglish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Screens of the app' })).toBeVisible();
    await expect(canvas.getByText('I ___ to work by bus every day.')).toHaveAttribute('lang', 'en');
  },
};
export const LearningSpanish: Story = { args: { section: { ...home, language: 'spanish' } } };
export const LearningArabic: Story = {
  args: { section: { ...home, language: 'arabic', showStoreButtons: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
  },
};
export const UkrainianPage: Story = { args: { section: seededSection('uk', '/language-learning-app', 'app-showcase'), locale: 'uk' } };

const download = seededSection('en', '/get-the-app', 'app-showcase');
const offered = PLANS.en.find((plan) => plan.offer) ?? null;

/** The download page while the campaign runs for the visitor: the offer over the stores, its price, end and the code the app redeems (issue 63). */
export const DownloadDuringTheOffer: Story = {
  args: { section: download, data: { storeLinks, offered } },
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false }, offerLive: true },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('region', { name: 'Lingo Plus' });
    await expect(offer).toHaveTextContent(/Enter code PLUSHALF when you subscribe in the app/);
    await expect(offer).toHaveTextContent(/Offer ends December 6/);
  },
};

/** The same page once the offer is not the visitor's (ended, or signed in): the stores alone. */
export const DownloadWithoutTheOffer: Story = {
  args: { section: download, data: { storeLinks, offered } },
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false } },
  play: async ({ canvas, canvasElement }) => {
    // In the page for every visitor; shown to those the campaign runs for (data-when="offer-live").
    await expect(canvasElement.querySelector('[data-offer-code]')).not.toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /App Store/ })[0]).toBeVisible();
  },
};

