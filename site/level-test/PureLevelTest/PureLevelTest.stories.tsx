import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { LEVEL_TEST_QUESTIONS } from '../../sections/story-fixtures.ts';
import { PureLevelTest } from './PureLevelTest.tsx';

const meta = {
  title: 'Site/LevelTest/PureLevelTest',
  component: PureLevelTest,
  args: { questions: LEVEL_TEST_QUESTIONS, locale: 'en', step: 0, onChoose: fn(), onBack: fn(), onNext: fn(), onSubmit: fn() },
  argTypes: { questions: { control: false } },
  parameters: {
    layout: 'padded',
    // The whole question and its buttons, however long the reading text.
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The level test, one question per screen (with JavaScript; without it every question shows and the form posts to the server). Each question: where it is in the test and what it tests, a text to read for reading questions, the sentence with its gap drawn as a line, and the choices with “I don’t know”.',
      },
    },
  },
} satisfies Meta<typeof PureLevelTest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /Question 1 of 20 · Grammar\s*My name blank Anna\./ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'is' }));
    await expect(args.onChoose).toHaveBeenCalledWith('a1-name', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalled();
    (canvas.getByRole('radio', { name: 'is' }) as HTMLInputElement).checked = false;
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A reading question halfway through: the text to read above the question. */
export const MidWayReading: Story = {
  args: { step: 10, answers: { 'b1-maria-email': '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Question 11 of 20 · Reading/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Meeting the others later' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** "Next" with no answer: the message is on the question, tied to it and announced. */
export const NoAnswerChosen: Story = {
  args: { step: 3, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Question 4 of 20/ })).toHaveAccessibleDescription('Choose an answer, or “I don’t know”, to go on.');
  },
};

/** The last question: "See my level" instead of "Next". */
export const LastQuestion: Story = {
  args: { step: 19 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'See my level' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const Ukrainian: Story = {
  args: { locale: 'uk', step: 16 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Питання 17 з 20 · Читання/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Не знаю' })).toBeVisible();
  },
};
