import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { upcomingSlots } from '../../../domain/tutoring/slots.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { TUTORS } from '../../sections/story-fixtures.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { PureTrialBooking } from './PureTrialBooking.tsx';

const emma = TUTORS.en.find((tutor) => tutor.slug === 'emma-clarke')!;
// Emma's evenings in the week from Tuesday 24 November 2026, read in Kyiv.
const slots = upcomingSlots(emma.weeklySlots!, emma.timeZone!, Date.parse('2026-11-24T08:00:00Z')).slice(0, 4);

const meta = {
  title: 'Site/Tutoring/PureTrialBooking',
  component: PureTrialBooking,
  args: { locale: 'en', tutor: emma, slots, timeZone: 'Europe/Kyiv', zoneName: 'Eastern European Time', state: { state: 'idle' }, onSubmit: fn(), onBack: fn() },
  argTypes: { tutor: { control: false } },
  parameters: {
    layout: 'padded',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'A trial lesson with one tutor: one of their times in the week ahead, written on the visitor’s clock, a name, an e-mail address and the terms. The request is acknowledged only once stored (POST /api/trial-lessons); offline, refused and no-longer-free answers keep what was typed.',
      },
    },
  },
} satisfies Meta<typeof PureTrialBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseATime: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Book a trial lesson with Emma Clarke' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Choose a time (Eastern European Time)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tuesday, November 24 at 21:00' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Ana Lima');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Request this lesson' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ startsAt: '2026-11-24T19:00:00.000Z', name: 'Ana Lima', email: 'ana@example.com' });
  },
};

/** "Request" with nothing chosen or typed: each field says what it needs, the first takes the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request this lesson' }));
    await expect(canvas.getByRole('group', { name: /Choose a time/ })).toHaveAccessibleDescription('Choose a time to go on.');
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(canvas.getByText('This field shouldn’t be empty')).toBeVisible();
    await expect(canvas.getByText('Please check this box if you want to proceed')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { state: { state: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toBeDisabled();
  },
};

/** Sent while offline: nothing typed is lost, and the same button tries again. */
export const OfflineSubmitFailure: Story = {
  args: { state: { state: 'offline' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing was sent: you seem to be offline/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request this lesson' })).toBeEnabled();
  },
};

export const ServerFailure: Story = {
  args: { state: { state: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops! Something went wrong. Please refresh the page and try again.')).toBeVisible();
  },
};

/** The server no longer offers that time (the week moved on while the page was open). */
export const TimeNoLongerFree: Story = {
  args: { state: { state: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('That time can no longer be booked. Please choose another one.')).toBeVisible();
  },
};

/** Requested: the tutor's price in the visitor's currency, how to join, the calendar file and the way to cancel. */
export const Requested: Story = {
  args: { state: { state: 'booked', startsAt: slots[1]!, email: 'ana@example.com', calendarUrl: '/api/trial-lessons/AAAAAAAAAAAAAAAAAAAAAA.ics', cancelUrl: '/api/trial-lessons/AAAAAAAAAAAAAAAAAAAAAA/cancel' } },
  decorators: [withVisitor],
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Request received' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your lesson with Emma Clarke on Tuesday, November 24 at 21:00 is requested. We’ll confirm it by email at ana@example.com.');
    await expect(canvas.getByText(/for 50 minutes/).innerText).toMatch(/^£\d+ for 50 minutes, paid only once Emma Clarke confirms the time\.$/);
    await expect(canvas.getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute('href', '/api/trial-lessons/AAAAAAAAAAAAAAAAAAAAAA.ics');
    await expect(canvas.getByRole('link', { name: 'Can’t make it? Cancel this request' })).toHaveAttribute('href', '/api/trial-lessons/AAAAAAAAAAAAAAAAAAAAAA/cancel');
  },
};

export const Ukrainian: Story = {
  args: { locale: 'uk', tutor: TUTORS.uk.find((tutor) => tutor.slug === 'emma-clarke')!, zoneName: 'за східноєвропейським часом' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Надіслати заявку' })).toBeVisible();
  },
};
