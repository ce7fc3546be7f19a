import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { formQuestions, levelTestPath } from '../../../domain/level-test/adaptive.ts';
import { LEVEL_TEST_QUESTIONS } from '../../sections/story-fixtures.ts';
import { PureLevelTest } from './PureLevelTest.tsx';

/** The form without JavaScript: four questions a level, choices as written. */
const FORM = formQuestions(LEVEL_TEST_QUESTIONS).map((question) => ({ question, shown: question.choices.map((_, index) => index) }));
/** An attempt (seed 7) after four right answers: the fifth question waits, its choices shuffled. */
const answered = (seed: number, count: number) => {
  const answers: Record<string, number> = {};
  for (let index = 0; index < count; index++) {
    const { question } = levelTestPath(LEVEL_TEST_QUESTIONS, seed, answers).asked[index]!;
    answers[question.slug] = question.answer;
  }
  return { answers, path: levelTestPath(LEVEL_TEST_QUESTIONS, seed, answers) };
};
const ATTEMPT = answered(7, 4);
/** The same attempt with both A2 questions missed: the second wrong answer, chosen, ends it at A1. */
const DECIDED = (() => {
  const answers: Record<string, number> = { ...ATTEMPT.answers };
  const wrong = (index: number) => {
    const { question } = levelTestPath(LEVEL_TEST_QUESTIONS, 7, answers).asked[index]!;
    answers[question.slug] = (question.answer + 1) % question.choices.length;
  };
  const first = ATTEMPT.path.asked[3]!.question;
  answers[first.slug] = (first.answer + 1) % first.choices.length;
  wrong(4);
  return { answers, path: levelTestPath(LEVEL_TEST_QUESTIONS, 7, answers) };
})();
const asChoices = (answers: Record<string, number>) => Object.fromEntries(Object.entries(answers).map(([slug, value]) => [slug, String(value)]));

const meta = {
  title: 'Site/LevelTest/PureLevelTest',
  component: PureLevelTest,
  args: { asked: FORM, locale: 'en', step: 0, onChoose: fn(), onBack: fn(), onNext: fn(), onSubmit: fn() },
  argTypes: { asked: { control: false } },
  parameters: {
    layout: 'padded',
    // The whole question and its buttons, however long the reading text.
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The level test, one question per screen: with JavaScript the adaptive attempt (each level until three right or two wrong, choices shuffled), without it the form of four questions a level, posted to the server. Each question: its number and what it tests, a text to read for reading questions, the sentence with its gap drawn as a line, and the choices with “I don’t know”.',
      },
    },
  },
} satisfies Meta<typeof PureLevelTest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /Question 1 · Grammar\s*Where blank you from\?/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'are' }));
    await expect(args.onChoose).toHaveBeenCalledWith('a1-where-from', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalled();
    (canvas.getByRole('radio', { name: 'are' }) as HTMLInputElement).checked = false;
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A reading question halfway through: the text to read above the question. */
export const MidWayReading: Story = {
  args: { step: 10, answers: { 'b1-maria-email': '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Question 11 · Reading/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Meeting the others later' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** "Next" with no answer: the message is on the question, tied to it and announced. */
export const NoAnswerChosen: Story = {
  args: { step: 3, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Question 4 · Reading/ })).toHaveAccessibleDescription('Choose an answer, or “I don’t know”, to go on.');
  },
};

/** The last question of the form: "See my level" instead of "Next". */
export const LastQuestion: Story = {
  args: { step: 23 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'See my level' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const Ukrainian: Story = {
  args: { locale: 'uk', step: 16 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Питання 17 · Читання/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Не знаю' })).toBeVisible();
  },
};

/** The adaptive attempt, A1 passed and A2 begun: the fifth question, its choices in this attempt's order, the bar a level and a half along. */
export const AdaptiveAttempt: Story = {
  args: {
    asked: ATTEMPT.path.asked,
    step: 4,
    finishing: false,
    progress: 1.5 / 6,
    answers: asChoices(ATTEMPT.answers),
  },
  play: async ({ canvas, args }) => {
    const { question, shown } = args.asked[4]!;
    await expect(canvas.getByRole('group', { name: new RegExp(`^Question 5 · `) })).toBeVisible();
    await expect(question.level).toBe('A2');
    const labels = canvas.getAllByRole('radio').filter((radio) => radio.closest('li[data-current]')).map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    await expect(labels).toEqual([...shown.map((index) => question.choices[index]), 'I don’t know']);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** The answer that decides the attempt is chosen (a second miss at A2): its button ends the test. */
export const AdaptiveDeciding: Story = {
  args: { asked: DECIDED.path.asked, step: 4, finishing: DECIDED.path.done, progress: 1.5 / 6, answers: asChoices(DECIDED.answers) },
  play: async ({ canvas, args }) => {
    await expect(args.asked).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'See my level' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
