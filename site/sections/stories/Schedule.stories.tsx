import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { ScheduleSection } from '../parts/Schedule.tsx';
import { PLANS, seededSection, SESSIONS } from '../story-fixtures.ts';

const groups = SESSIONS.en.filter((session) => session.kind === 'group');
const plusPrices = (locale: 'en' | 'uk') => PLANS[locale].find((plan) => plan.slug === 'plus')!.prices;

const meta = {
  title: 'Sections/Schedule',
  component: ScheduleSection,
  args: { section: seededSection('en', '/group-lessons', 'schedule'), data: { sessions: groups, plusPrices: plusPrices('en'), page: '/group-lessons' }, locale: 'en', tone: 'muted' },
  decorators: [withVisitor],
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The week’s group classes or conversation-club sessions (the Class sessions collection), of one level or all, as the browser shows them: the timetable island (Site/Classes/PureTimetable) on the browser’s clock, each session at its next date with its seats. The page is built with each weekly time on its host’s clock, and the serve step dates it on the visitor’s before paint.',
      },
    },
  },
} satisfies Meta<typeof ScheduleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupClasses: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(groups.length);
    await expect(canvas.getAllByText(/^Monday, May 4, 22:00–23:00$/)[0]).toBeVisible();
    // In the browser the timetable is on the browser's clock (the test runner's is UTC), each session at its next date.
    await expect(canvas.getByText(/Times shown in/)).toHaveTextContent('Times shown in UTC');
  },
};
export const ClubInUkrainian: Story = {
  args: {
    section: seededSection('uk', '/conversation-club', 'schedule'),
    data: { sessions: SESSIONS.uk.filter((session) => session.kind === 'club'), plusPrices: plusPrices('uk'), page: '/uk/conversation-club' },
    locale: 'uk',
  },
};
export const Empty: Story = { args: { data: { sessions: [], plusPrices: null, page: '/group-lessons' } } };
