import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import type { WordPageView } from '../word-pages.ts';
import STORY_VIEWS from '../story-views.json';
import { PureWordPractice } from './PureWordPractice.tsx';

// The views the pages make of the shipped data (story-views.test.ts keeps them so).
const views = STORY_VIEWS as unknown as Record<string, WordPageView>;

const meta = {
  title: 'Site/Words/PureWordPractice',
  component: PureWordPractice,
  args: { practice: views.pastTenseIrregular!.practice! },
  parameters: { layout: 'padded', visual: { widths: SNAPSHOT_WIDTHS, fullPage: true } },
} satisfies Meta<typeof PureWordPractice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions on "swim", nothing answered: each a required group of native radios, one button to check them. */
export const Unanswered: Story = {
  play: async ({ canvas, userEvent }) => {
    const practice = canvas.getByRole('region', { name: 'Practice “swim”' });
    await expect(within(practice).getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByText('Three questions: choose an answer to each, then check them.')).toBeVisible();
    await expect(practice.querySelector('form')).toHaveAttribute('action', '/past-tense-of/swim#practice');
    await expect(practice.querySelector('form')).toHaveAttribute('method', 'get');
    await expect(canvas.queryByRole('status')).toBeNull();
    // The keyboard: Tab into a group, arrows move the choice.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Check my answers' })).toHaveAttribute('type', 'submit');
  },
};

/** Answered, two right and one wrong: the score, a mark under each question, the answers kept, the way back. */
export const Scored: Story = {
  args: { practice: views.pastTenseScored!.practice! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 3 right. The right answers are under each question.');
    // Each question keeps the choice given: swam for the past, swum for the participle.
    const [past, participle] = canvas.getAllByRole('group');
    await expect(within(past!).getByRole('radio', { name: 'swam' })).toBeChecked();
    await expect(within(participle!).getByRole('radio', { name: 'swum' })).toBeChecked();
    await expect(canvas.getByText('Not quite: the answer is “Irregular”.')).toBeVisible();
    await expect(canvas.getAllByText('Right.')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/past-tense-of/swim#practice');
  },
};

/** A pronunciation's practice in Ukrainian, all right: the stress as the page writes it, the sound in IPA, the English word in a question said in English. */
export const ScoredAllRightUkrainian: Story = {
  args: { practice: views.pronounceScoredUk!.practice! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Правильно: 3 з 3. Чудово: ви знаєте «comfortable».');
    await expect(canvas.getByRole('radio', { name: 'KUHM-fur-tuh-buhl' })).toBeChecked();
    const syllables = canvas.getByRole('group', { name: 'Скільки складів у слові «comfortable»?' });
    await expect(within(syllables).getByText('comfortable')).toHaveAttribute('lang', 'en');
  },
};
