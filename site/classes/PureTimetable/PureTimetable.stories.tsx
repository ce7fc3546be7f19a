import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nextStart } from '../../../domain/classes/timetable.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PLANS, SESSIONS } from '../../sections/story-fixtures.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { PureTimetable } from './PureTimetable.tsx';

const groups = SESSIONS.en.filter((session) => session.kind === 'group');
// Tuesday 24 November 2026, 08:00 UTC: the week the stories read.
const NOW = Date.parse('2026-11-24T08:00:00Z');
const first = groups[0]!;
const seatOf = (session: (typeof groups)[number], left: number) => ({ startsAt: new Date(nextStart(session, NOW)).toISOString(), left });
const plusPrices = PLANS.en.find((plan) => plan.slug === 'plus')!.prices;

const meta = {
  title: 'Site/Classes/PureTimetable',
  component: PureTimetable,
  args: { sectionKey: 'schedule', page: '/group-lessons', sessions: groups, locale: 'en', clock: { now: NOW, timeZone: 'Asia/Dubai' }, plusPrices, onReserve: fn() },
  argTypes: { sessions: { control: false } },
  decorators: [withVisitor],
  parameters: {
    layout: 'padded',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The week’s group classes or club sessions: each at its next date on the visitor’s clock (the zone named), its seats left, and a form that reserves one (POST /api/class-reservations; without JavaScript the form posts and the page comes back with its message). The confirmation says the price, how to join, and gives the calendar file and the link that cancels.',
      },
    },
  },
} satisfies Meta<typeof PureTimetable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page is built, before anyone's zone is known: each weekly time on its host's clock. */
export const AsBuilt: Story = {
  args: { clock: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Times shown in/)).toHaveTextContent('Times shown in Eastern Time');
    await expect(canvas.getAllByText(/^Monday, 18:00–19:00$/)[0]).toBeVisible();
    await expect(canvas.getAllByText('Up to 8 learners')).toHaveLength(groups.length);
  },
};

/** A visitor in Dubai: the next dates on their clock, in the order they come (the document's order too). */
export const InTheVisitorsZone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Times shown in/)).toHaveTextContent('Times shown in Gulf Standard Time');
    const times = canvas.getAllByRole('listitem').map((card) => Date.parse(card.querySelector('time')!.dateTime));
    await expect(times).toEqual([...times].sort((a, b) => a - b));
  },
};

/** A visitor whose country the CDN did not say: each session dated on its own clock, its zone named. */
export const ZoneUnknown: Story = {
  args: { clock: { now: NOW, timeZone: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Times shown in/)).toHaveTextContent('Times shown in Eastern Time');
    await expect(canvas.getAllByRole('listitem')[0]!.querySelector('time')).toHaveTextContent(/^Tuesday, November 24, 18:30–19:30$/);
  },
};

export const SeatsLeft: Story = {
  args: { seats: Object.fromEntries(groups.map((session, index) => [session.documentId, seatOf(session, index === 0 ? 0 : index === 1 ? 1 : 5)])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full: no seats left')).toBeVisible();
    await expect(canvas.getByText('1 seat left')).toBeVisible();
    // A full session takes no reservation.
    await expect(canvas.getAllByText('Reserve a seat')).toHaveLength(groups.length - 1);
  },
};

/** Open a session's form, fill it in, reserve: the page gets the session, its start and the fields. */
export const Reserve: Story = {
  play: async ({ canvas, args }) => {
    const card = within(canvas.getAllByRole('listitem')[0]!);
    await userEvent.click(card.getByText('Reserve a seat'));
    await userEvent.type(card.getByRole('textbox', { name: 'Your name' }), 'Ana Lima');
    await userEvent.type(card.getByRole('textbox', { name: 'Your email' }), 'ana@example.com');
    await userEvent.click(card.getByRole('checkbox'));
    await userEvent.click(card.getByRole('button', { name: 'Reserve my seat' }));
    await expect(args.onReserve).toHaveBeenCalledWith(expect.objectContaining({ documentId: expect.any(String) }), expect.any(Number), { name: 'Ana Lima', email: 'ana@example.com' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    const card = within(canvas.getAllByRole('listitem')[0]!);
    await userEvent.click(card.getByText('Reserve a seat'));
    await userEvent.click(card.getByRole('button', { name: 'Reserve my seat' }));
    await expect(card.getByText('Please enter your name')).toBeVisible();
    await expect(card.getByText('Please enter a valid email address')).toBeVisible();
    await expect(card.getByText('Please accept the terms to reserve a seat')).toBeVisible();
    await expect(args.onReserve).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { reservations: { [first.documentId]: { state: 'sending' } } },
  play: async ({ canvas }) => {
    const card = within(canvas.getAllByRole('listitem').find((item) => item.textContent?.includes(first.topic))!);
    await userEvent.click(card.getByText('Reserve a seat'));
    await expect(card.getByRole('button', { name: 'Reserving…' })).toBeDisabled();
  },
};

/** Reserved: the price in the visitor's currency, how to join, the calendar file and the way to cancel. */
export const Reserved: Story = {
  args: {
    seats: { [first.documentId]: seatOf(first, 6) },
    reservations: { [first.documentId]: { state: 'reserved', email: 'ana@example.com', calendarUrl: '/api/class-reservations/AAAAAAAAAAAAAAAAAAAAAA.ics', cancelUrl: '/api/class-reservations/AAAAAAAAAAAAAAAAAAAAAA/cancel' } },
  },
  parameters: { visitor: { country: 'AE', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    const done = canvas.getAllByRole('status').find((status) => status.textContent?.startsWith('Your seat is reserved'))!;
    await expect(done).toHaveTextContent('Your seat is reserved');
    await expect(done).toHaveTextContent('We’ve sent the details to ana@example.com.');
    // The price in the visitor's market only (the others are in the page, hidden).
    await expect(done.innerText).toMatch(/Included in Lingo Plus \(7 days free, then \$\d+(\.\d\d)? a month\)\./);
    await expect(canvas.getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute('href', '/api/class-reservations/AAAAAAAAAAAAAAAAAAAAAA.ics');
    await expect(canvas.getByRole('link', { name: 'Can’t come? Cancel my seat' })).toBeVisible();
  },
};

export const JustFilledUp: Story = {
  args: { reservations: { [first.documentId]: { state: 'failed', message: 'This session has just filled up. Please choose another one.' } } },
  play: async ({ canvas }) => {
    const card = within(canvas.getAllByRole('listitem').find((item) => item.textContent?.includes(first.topic))!);
    await userEvent.click(card.getByText('Reserve a seat'));
    await expect(card.getByRole('alert')).toHaveTextContent('This session has just filled up.');
  },
};

/** Without JavaScript: the form posted, the server sent the page back at its message (the URL's fragment). */
export const ReservedWithoutScript: Story = {
  args: { onReserve: undefined },
  play: async ({ canvas }) => {
    window.location.hash = 'schedule-seat-reserved';
    await expect(canvas.getByText('Your seat is reserved. We’ve emailed you the time, a calendar file and how to join.')).toBeVisible();
    await expect(canvas.queryByText('This session has just filled up. Please choose another one.')).not.toBeVisible();
  },
};

export const FullWithoutScript: Story = {
  args: { onReserve: undefined },
  play: async ({ canvas }) => {
    window.location.hash = 'schedule-class-full';
    await expect(canvas.getByText('This session has just filled up. Please choose another one.')).toBeVisible();
    await expect(canvas.queryByText('Your seat is reserved. We’ve emailed you the time, a calendar file and how to join.')).not.toBeVisible();
  },
};

export const Ukrainian: Story = {
  args: { sessions: SESSIONS.uk.filter((session) => session.kind === 'club'), locale: 'uk', clock: { now: NOW, timeZone: 'Europe/Kyiv' }, page: '/uk/conversation-club', plusPrices: PLANS.uk.find((plan) => plan.slug === 'plus')!.prices },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Розклад/)).toHaveTextContent('Розклад за східноєвропейським часом');
    await expect(canvas.getAllByText('До 10 учасників')[0]).toBeVisible();
  },
};
