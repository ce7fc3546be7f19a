import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { ReviewsSection } from '../parts/Reviews.tsx';
import { sectionReviews } from '../../../domain/content/review-order.ts';
import { APPROVED_REVIEWS, REVIEW_SECTION, seededSection } from '../story-fixtures.ts';

const REVIEW_PAGES = REVIEW_SECTION.pages;
const none = { otherLanguages: [] };

const reviewsPage = seededSection('en', '/page/lingo-reviews', 'reviews');

const meta = {
  title: 'Sections/Reviews',
  component: ReviewsSection,
  args: { section: reviewsPage, data: REVIEW_SECTION, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Approved, unblocked reviews, ten at a time (spec §7), in the page’s language, its product first, newest first in each group (domain/content/review-order.ts), each with what it is about, where it was left and its date; the reviews in other languages behind "Reviews in other languages" (each saying its language). A phone shows three, then "More reviews" for the rest of the ten (issue 62). With "More reviews" on (the reviews page), each press opens the next ten; native disclosures, so they work without JavaScript. Elsewhere, the first ten.',
      },
    },
  },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone (the play's width, 390 px): three, then "More reviews" for the rest of the ten; the snapshot at 1440 shows the ten. */
export const FirstTen: Story = {
  play: async ({ canvasElement, canvas }) => {
    const shown = () => [...canvasElement.querySelectorAll('blockquote')].filter((quote) => quote.checkVisibility());
    await expect(shown()).toHaveLength(3);
    await expect(canvas.getAllByText('Left on Lingo')[0]).toBeVisible();
    // Each "More reviews" sits inside the one before: only the first shows, and opens the rest of the ten.
    await expect(canvas.getAllByText('More reviews').filter((more) => more.checkVisibility())).toHaveLength(1);
    await userEvent.click(canvas.getAllByText('More reviews')[0]!);
    await expect(shown()).toHaveLength(10);
  },
};

export const MoreReviews: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByText('More reviews')[0]!);
    await userEvent.click(canvas.getAllByText('More reviews')[1]!);
    await expect([...document.querySelectorAll('blockquote')].filter((quote) => quote.checkVisibility())).toHaveLength(Math.min(20, REVIEW_PAGES.flat().length));
  },
};

/** The tutors' page: tutors' reviews alone, the page's language first. */
export const TutorsOnly: Story = {
  args: {
    section: seededSection('en', '/english-tutors', 'reviews'),
    data: (({ pages, otherLanguages }) => ({ pages: pages.slice(0, 1), otherLanguages: otherLanguages.slice(0, 1) }))(sectionReviews(APPROVED_REVIEWS, { locale: 'en', product: 'tutor', onlyProduct: true })),
    tone: 'plain',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByText('The app')).toHaveLength(0);
    await expect(canvas.getAllByText('Tutor lessons').length).toBeGreaterThan(0);
  },
};
/** A review in another language than the page's says so, and is read in its own language. */
export const InAnotherLanguage: Story = {
  args: { data: { pages: [APPROVED_REVIEWS.filter((review) => review.language === 'uk').slice(0, 2)], ...none } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Written in Ukrainian')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('blockquote[lang="uk"]')).toHaveLength(2);
  },
};
/** The reviews in other languages wait behind their own disclosure, which says how many. */
export const OtherLanguages: Story = {
  args: { section: { ...reviewsPage, showMore: false }, data: { pages: REVIEW_PAGES.slice(0, 1), otherLanguages: REVIEW_SECTION.otherLanguages.slice(0, 1) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByText(/^Written in /).filter((note) => note.checkVisibility())).toHaveLength(0);
    await userEvent.click(canvas.getByText(/^Reviews in other languages \(\d+\)$/));
    await expect(canvas.getAllByText(/^Written in /).filter((note) => note.checkVisibility())).toHaveLength(REVIEW_SECTION.otherLanguages[0]!.length);
    await expect(canvasElement.querySelector('blockquote[lang]')).toBeVisible();
  },
};
export const WithoutMore: Story = { args: { section: { ...reviewsPage, showMore: false }, data: { pages: REVIEW_PAGES.slice(0, 1), ...none } } };
export const OneReview: Story = { args: { data: { pages: [REVIEW_PAGES[0]!.slice(0, 1)], ...none } } };
export const Empty: Story = { args: { data: { pages: [], ...none } } };
