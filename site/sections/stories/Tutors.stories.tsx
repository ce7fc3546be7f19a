import type { Meta, StoryObj } from '@storybook/react-vite';
import { withVisitor } from '../../story-decorators.tsx';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { NO_QUERY, type DirectoryQuery } from '../../../domain/tutoring/directory.ts';
import { priceBandViews, TutorsSection, tutorsDirectory } from '../parts/Tutors.tsx';
import { HOURLY_RATES, seededSection, TUTORS } from '../story-fixtures.ts';

const section = seededSection('en', '/english-tutors', 'tutors');
const roster = TUTORS.en;
const bands = priceBandViews(HOURLY_RATES);
/** A Tuesday morning: the free lessons a list shows are the week's from then. */
const NOW = Date.parse('2026-11-24T08:00:00Z');
/** The directory as the page's URL asks for it. */
const asked = (query: Partial<DirectoryQuery>, locale: 'en' | 'uk' = 'en') =>
  tutorsDirectory(TUTORS[locale], { ...NO_QUERY, ...query }, { key: section.key, path: locale === 'uk' ? '/uk/english-tutors' : '/english-tutors', bands, now: NOW });

const meta = {
  title: 'Sections/Tutors',
  component: TutorsSection,
  decorators: [withVisitor],
  args: { section, data: asked({}), locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Tutors from the Tutors collection. With filters (the main tutor pages) it is the directory: the whole roster, 12 cards a page with "Show more", a count of what is shown of how many, and a GET form (sort; specialties, every one checked; price bands, any one checked, in the visitor’s currency; days and parts of the day with a free lesson on the visitor’s clock, the zone named, which the serve step writes into the form; sorted by the soonest free lesson, each card says it) whose answer is the page rendered for that query, so a filtered list is a link and works without a script. Without filters, the first few (the home page’s, a specialty’s page).',
      },
    },
  },
} satisfies Meta<typeof TutorsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The directory's first page, its sorting and filters opened (on a phone they fold under one button). */
export const Directory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Sort and filter'));
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
    await expect(canvas.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    await expect(canvas.getByText(`Showing 12 of ${roster.length} tutors`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show more tutors' })).toHaveAttribute('href', `?page=2#${section.key}-card-13`);
  },
};

/** On a phone the sorting and filters are folded: the count and the cards come first. */
export const FiltersFolded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sort and filter')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Business', hidden: true })).not.toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  },
};

/** Business and British English together, the cheapest first: the cards in that order, every one of them both. */
export const FilteredAndSorted: Story = {
  args: { data: asked({ specialties: ['business'], accents: ['british'], sort: 'price-low' }) },
  play: async ({ canvas, args }) => {
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(args.data.tutors.map((tutor) => tutor.name));
    const prices = args.data.tutors.map((tutor) => tutor.pricePerHour);
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const tutor of args.data.tutors) await expect(tutor.specialties).toEqual(expect.arrayContaining(['business', 'british']));
    const who = names.length === 1 ? 'tutor who matches' : 'tutors who match';
    await expect(canvas.getByText(`Showing ${names.length} of ${names.length} ${who}, of ${roster.length} in all`)).toBeVisible();
    await expect(canvas.getByText('Sort and filter (2)')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Show more tutors' })).toBeNull();
  },
};

/** Tutors from Ukraine or Poland who also speak Ukrainian: the country and language groups, any one of each. */
export const ByCountryAndLanguage: Story = {
  args: { data: asked({ countries: ['Ukraine', 'Poland'], speaks: ['uk'] }) },
  play: async ({ canvas, args }) => {
    await expect(args.data.tutors.length).toBeGreaterThan(0);
    for (const tutor of args.data.tutors) {
      await expect(['Ukraine', 'Poland']).toContain(tutor.country);
      await expect(tutor.languages).toContain('uk');
    }
    await userEvent.click(canvas.getByText('Sort and filter (3)'));
    await expect(canvas.getByRole('group', { name: "Tutor's country" })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ukraine (3)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Ukrainian' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Spanish' })).not.toBeChecked();
  },
};

/**
 * Free on weekend mornings in Kyiv, the soonest first: each card says its next free lesson on the
 * visitor's clock, the zone named above the days.
 */
export const FreeOnWeekendMornings: Story = {
  args: { data: asked({ days: ['sat', 'sun'], times: ['morning'], zone: 'Europe/Kyiv', sort: 'soonest' }) },
  play: async ({ canvas, args }) => {
    await expect(args.data.tutors.length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByText('Sort and filter (3)'));
    await expect(canvas.getByText('Eastern European Time').parentElement).toHaveTextContent(/^Times shown in Eastern European Time$/);
    await expect(canvas.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Morning (6–12)' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('soonest');
    const times = canvas.getAllByText(/^Next free lesson:/).map((line) => line.querySelector('time')!.dateTime);
    await expect(times).toHaveLength(args.data.tutors.length);
    await expect(times).toEqual([...times].sort());
    for (const time of times) await expect(['Sat', 'Sun']).toContain(new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Europe/Kyiv' }).format(Date.parse(time)));
  },
};

/** Every page shown at once, after "Show more": nothing more to show. */
export const AllShown: Story = {
  args: { data: asked({ page: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(roster.length);
    await expect(canvas.queryByRole('link', { name: 'Show more tutors' })).toBeNull();
  },
};

/** Filters no tutor meets all of: says so, and how to see more. */
export const NoneMatch: Story = {
  args: { data: asked({ specialties: ['kids', 'business', 'literature'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tutor matches all of these yet. Remove a filter to see more.')).toBeVisible();
    await userEvent.click(canvas.getByText('Sort and filter (3)'));
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', `/english-tutors#${section.key}`);
  },
};

/** A few cards, no directory (the home page's). */
export const FewCards: Story = { args: { data: { tutors: roster.slice(0, 4), directory: null } } };
/** A visitor in Ukraine: each rate and each price band in hryvnias. */
export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/english-tutors', 'tutors'), data: asked({}, 'uk'), locale: 'uk' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
};
export const Empty: Story = { args: { data: { tutors: [], directory: null } } };
