import type { Meta, StoryObj } from '@storybook/react-vite';
import { withVisitor } from '../../story-decorators.tsx';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { TutorsSection } from '../parts/Tutors.tsx';
import { seededSection, TUTORS } from '../story-fixtures.ts';

const tutors = TUTORS.en.slice(0, 8);
const filters = [...new Set(tutors.flatMap((tutor) => tutor.specialties))];

const meta = {
  title: 'Sections/Tutors',
  component: TutorsSection,
  decorators: [withVisitor],
  args: { section: seededSection('en', '/english-tutors', 'tutors'), data: { tutors, filters }, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Tutors from the Tutors collection: all, or those of one specialty (a tutor page’s own), up to the limit. With filters (the main tutor pages), a radio group of the specialties shown narrows the cards: native controls and CSS, no script.',
      },
    },
  },
} satisfies Meta<typeof TutorsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sorting and filters, opened (on a phone they fold under one button). */
export const WithFilters: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Sort and filter'));
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(tutors.length);
  },
};

/** On a phone the sorting and filters are folded: the cards come first. */
export const FiltersFolded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sort and filter')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).not.toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(tutors.length);
  },
};

export const Filtered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Sort and filter'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }));
    const shown = tutors.filter((tutor) => tutor.specialties.includes('business'));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(shown.length);
    for (const tutor of shown) await expect(canvas.getByRole('heading', { name: tutor.name })).toBeVisible();
  },
};

export const OneTutor: Story = { args: { data: { tutors: tutors.slice(0, 1), filters: [] } } };
/** A visitor in Ukraine: each tutor's rate in hryvnias. */
export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/english-tutors', 'tutors'), data: { tutors: TUTORS.uk.slice(0, 4), filters: [] }, locale: 'uk' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
};
export const Empty: Story = { args: { data: { tutors: [], filters: [] } } };
