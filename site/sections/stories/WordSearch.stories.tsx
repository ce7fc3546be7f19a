import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import WORDS_COPY from '../../../domain/i18n/compiled/words.ts';
import { MEDIA, SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import STORY_VIEWS from '../../words/story-views.json';
import type { WordPageView } from '../../words/word-pages.ts';
import { FormFirst } from '../layout.ts';
import { WordSearchSection } from '../parts/WordSearch.tsx';
import { seededSection } from '../story-fixtures.ts';

// The past tense's most looked-up verbs, as the section reads them from the word data (its irregular verbs by frequency).
const VERBS = 'be have say make see do know come give get take find go think tell become feel begin show leave hear hold keep stand'.split(' ');
const { search } = (STORY_VIEWS as unknown as Record<string, WordPageView>).pastTenseRegular!;

const meta = {
  title: 'Sections/WordSearch',
  component: WordSearchSection,
  args: {
    section: seededSection('uk', '/past-tense-of', 'word-search'),
    data: { search, popular: VERBS.map((verb) => ({ href: `/uk/past-tense-of/${verb}`, label: verb })), popularHeading: WORDS_COPY.uk.popular },
    tone: 'muted',
  },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'The top of a word tool’s guide page: its search (a GET form that works without JavaScript, with suggestions as you type once it runs) and the words learners look up most in the tool, linked to their pages. The editor picks the tool; the words come from the word data.' } },
  },
} satisfies Meta<typeof WordSearchSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PastTenseUkrainian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: WORDS_COPY.uk.search.label })).toHaveAttribute('action', '/uk/word-search');
    const popular = canvas.getByRole('list', { name: WORDS_COPY.uk.popular });
    await expect(within(popular).getAllByRole('link')).toHaveLength(24);
    await expect(canvas.getByRole('link', { name: 'begin' })).toHaveAttribute('href', '/uk/past-tense-of/begin');
  },
};

/** Leading its page under the hero (FormFirst): close under it on a phone, its lead, which the hero's says again, from `md` up. */
export const LeadingItsPage: Story = {
  decorators: [(Story) => <FormFirst.Provider value="form">{Story()}</FormFirst.Provider>],
  play: async ({ canvas, args }) => {
    const lead = canvas.getByText(args.section.lead!);
    await (window.matchMedia(MEDIA.md).matches ? expect(lead).toBeVisible() : expect(lead).not.toBeVisible());
    await expect(canvas.getByRole('combobox')).toBeVisible();
  },
};
