import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { ReviewsSection } from '../parts/Reviews.tsx';
import { sectionReviewPages } from '../../../domain/content/review-order.ts';
import { APPROVED_REVIEWS, REVIEW_PAGES, seededSection } from '../story-fixtures.ts';

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
          'Approved, unblocked reviews, ten at a time (spec §7): the page’s product in the page’s language first, newest first in each group (domain/content/review-order.ts), each with what it is about, where it was left, its date, and its language when it is not the page’s. With "More reviews" on (the reviews page), each press opens the next ten; it is a native disclosure, so it works without JavaScript. Elsewhere, the first ten.',
      },
    },
  },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTen: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('details:not([open]) blockquote')).toHaveLength(REVIEW_PAGES.slice(1).flat().length);
    // Ten on screen, not every review at once (issue #42 found all 35 shown on the reviews page).
    await expect([...canvasElement.querySelectorAll('blockquote')].filter((quote) => quote.checkVisibility())).toHaveLength(10);
    await expect(canvas.getAllByText('Left on Lingo')[0]).toBeVisible();
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

/** The tutors' page: tutors' reviews alone, the page's language first. */
export const TutorsOnly: Story = {
  args: {
    section: seededSection('en', '/english-tutors', 'reviews'),
    data: { pages: sectionReviewPages(APPROVED_REVIEWS, { locale: 'en', product: 'tutor', onlyProduct: true }).slice(0, 1) },
    tone: 'plain',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByText('The app')).toHaveLength(0);
    await expect(canvas.getAllByText('Tutor lessons').length).toBeGreaterThan(0);
  },
};
/** A review in another language than the page's says so, and is read in its own language. */
export const InAnotherLanguage: Story = {
  args: { data: { pages: [APPROVED_REVIEWS.filter((review) => review.language === 'uk').slice(0, 2)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Written in Ukrainian')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('blockquote[lang="uk"]')).toHaveLength(2);
  },
};
export const WithoutMore: Story = { args: { section: { ...reviewsPage, showMore: false }, data: { pages: REVIEW_PAGES.slice(0, 1) } } };
export const OneReview: Story = { args: { data: { pages: [REVIEW_PAGES[0]!.slice(0, 1)] } } };
export const Empty: Story = { args: { data: { pages: [] } } };
