import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import STORY_VIEWS from '../story-views.json';
import type { WordPageView } from '../word-pages.ts';
import { PureWordSearch } from './PureWordSearch.tsx';

const { search } = (STORY_VIEWS as unknown as Record<string, WordPageView>).pastTenseIrregular!;

const meta = {
  title: 'Site/Words/PureWordSearch',
  component: PureWordSearch,
  args: search,
  parameters: { visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureWordSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the page sends it: a GET to the search, which works before any script. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Look up a word' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/word-search');
    await expect(canvas.getByRole('combobox', { name: 'Look up a word' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Suggestions as you type (the island's state), the second one chosen by the arrow keys. */
export const Suggestions: Story = {
  args: { value: 'sw', options: ['swim', 'swing', 'swear', 'sweep', 'swell'], active: 1 },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Look up a word' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await expect(within(list).getByRole('option', { name: 'swing' })).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'swing' }).id);
  },
};
