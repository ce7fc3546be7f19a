import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { ScheduleSection } from '../parts/Schedule.tsx';
import { seededSection, SESSIONS } from '../story-fixtures.ts';

const groups = SESSIONS.en.filter((session) => session.kind === 'group');

const meta = {
  title: 'Sections/Schedule',
  component: ScheduleSection,
  args: { section: seededSection('en', '/group-lessons', 'schedule'), data: groups, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'The week’s group classes or conversation-club sessions (the Class sessions collection), of one level or all, by weekday and time, in the time zone the sessions are set in (named in the page’s language).' } },
  },
} satisfies Meta<typeof ScheduleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupClasses: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(groups.length);
    await expect(canvas.getAllByText(/Monday/)[0]).toBeVisible();
  },
};
export const OneSession: Story = { args: { data: groups.slice(0, 1), tone: 'plain' } };
export const ClubInUkrainian: Story = { args: { section: seededSection('uk', '/conversation-club', 'schedule'), data: SESSIONS.uk.filter((session) => session.kind === 'club'), locale: 'uk' } };
export const Empty: Story = { args: { data: [] } };
