import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { tutorProfile, tutorProfileCopy } from '../../routes/tutor-page.ts';
import { APPROVED_REVIEWS, TUTORS } from '../../sections/story-fixtures.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { PureTutorProfile } from './PureTutorProfile.tsx';

const emma = TUTORS.en.find((tutor) => tutor.slug === 'emma-clarke')!;
const andrii = TUTORS.uk.find((tutor) => tutor.slug === 'andrii-melnyk')!;
const { copy, backHref } = tutorProfileCopy(emma, 'en');
// Where the page puts the tutor-booking island: its own stories are PureTrialBooking's.
const Booking = () => <p style={{ margin: 0, padding: 16, border: '1px dashed #6B6B78', borderRadius: 12 }}>Booking (the tutor-booking island)</p>;

const meta = {
  title: 'Site/Tutoring/PureTutorProfile',
  component: PureTutorProfile,
  decorators: [withVisitor],
  args: { locale: 'en', tutor: tutorProfile(emma, APPROVED_REVIEWS, 'en'), copy, backHref, booking: <Booking /> },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS }, visitor: { country: 'GB', region: null, isSignedIn: false } },
} satisfies Meta<typeof PureTutorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile: portrait, rating, experience, specialties, price in the visitor's market, about, week, booking, reviews. */
export const Profile: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Emma Clarke' })).toBeVisible();
    // The rating is its reviews': their mean, and as many as the profile lists.
    await expect(canvas.getByText(args.tutor.rating!.label)).toBeInTheDocument();
    await expect(args.tutor.rating!.reviews).toBe(`${args.tutor.reviews.length} reviews`);
    await expect(canvas.getByRole('link', { name: 'All English tutors' })).toHaveAttribute('href', '/english-tutors');
    await expect(canvas.getByRole('link', { name: 'Book a trial lesson' })).toHaveAttribute('href', '#book');
    const week = canvas.getByRole('region', { name: 'When Emma Clarke teaches' });
    await expect(within(week).getByRole('rowheader', { name: 'Monday' })).toBeVisible();
    const reviews = canvas.getByRole('region', { name: 'What learners say about Emma Clarke' });
    await expect(within(reviews).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** In Ukrainian, for a visitor in Ukraine (the hryvnia price). */
export const Ukrainian: Story = {
  args: { locale: 'uk', tutor: tutorProfile(andrii, APPROVED_REVIEWS, 'uk'), ...tutorProfileCopy(andrii, 'uk') },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Андрій Мельник' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Відгуки учнів' })).toBeVisible();
  },
};

/** A tutor nobody has written about yet. */
export const NoReviews: Story = {
  args: { tutor: { ...tutorProfile({ ...emma, rating: null, reviewCount: 0 }, [], 'en') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No written reviews yet.')).toBeVisible();
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
  },
};
