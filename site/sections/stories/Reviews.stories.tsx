import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { ReviewsSection } from '../parts/Reviews.tsx';
import { REVIEW_PAGES, seededSection } from '../story-fixtures.ts';

const reviewsPage = seededSection('en', '/page/promova-review', 'reviews');

const meta = {
  title: 'Sections/Reviews',
  component: ReviewsSection,
  args: { section: reviewsPage, data: { pages: REVIEW_PAGES }, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Approved, unblocked reviews, newest first, ten at a time (spec §7). With "More reviews" on (the reviews page), each press opens the next ten; it is a native disclosure, so it works without JavaScript. Elsewhere, the newest ten.',
      },
    },
  },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTen: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('details:not([open]) blockquote')).toHaveLength(REVIEW_PAGES.slice(1).flat().length);
    // Each page's "More reviews" sits inside the one before: only the first shows.
    await expect(canvas.getAllByText('More reviews')[0]).toBeVisible();
  },
};

export const MoreReviews: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByText('More reviews')[0]!);
    const visible = [...canvasElement.querySelectorAll('blockquote')].filter((quote) => quote.checkVisibility());
    await expect(visible).toHaveLength(Math.min(20, REVIEW_PAGES.flat().length));
  },
};

export const WithoutMore: Story = { args: { section: { ...reviewsPage, showMore: false }, data: { pages: REVIEW_PAGES.slice(0, 1) } } };
export const OneReview: Story = { args: { data: { pages: [REVIEW_PAGES[0]!.slice(0, 1)] } } };
export const Empty: Story = { args: { data: { pages: [] } } };
