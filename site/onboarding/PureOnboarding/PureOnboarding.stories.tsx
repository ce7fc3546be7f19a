import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { FUNNEL_QUESTIONS } from '../../sections/story-fixtures.ts';
import { PureFunnelQuestions } from './PureOnboarding.tsx';

const meta = {
  title: 'Site/Onboarding/PureFunnelQuestions',
  component: PureFunnelQuestions,
  args: { questions: FUNNEL_QUESTIONS.en.onboarding, locale: 'en', step: 0, finish: 'See my plan', onChoose: fn(), onBack: fn(), onNext: fn(), onSubmit: fn() },
  argTypes: { questions: { control: false } },
  parameters: {
    layout: 'padded',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'A funnel’s questions, one per screen: where the visitor is, the CMS’s question and hint, the answers as radio rows, Back and Next. The onboarding funnel and the tutor onboarding both use it; the last button says what comes next (“See my plan”, “Show my tutors”).',
      },
    },
  },
} satisfies Meta<typeof PureFunnelQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /Question 1 of 5\s*Which language do you want to learn\?/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Korean' }));
    await expect(args.onChoose).toHaveBeenCalledWith('language', 'korean');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalled();
    (canvas.getByRole('radio', { name: 'Korean' }) as HTMLInputElement).checked = false;
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Halfway: the level question with its hint, an answer already given (from the level test's link). */
export const MidWayWithHint: Story = {
  args: { step: 2, answers: { language: 'english', goal: 'work', level: 'B1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 3 of 5')).toBeVisible();
    await expect(canvas.getByText(/Not sure\? Choose “I don’t know”/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'B1 Intermediate' })).toBeChecked();
  },
};

/** "Next" with no answer: the message is on the question, tied to it and announced. */
export const NoAnswerChosen: Story = {
  args: { step: 1, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Question 2 of 5/ })).toHaveAccessibleDescription('Choose an answer to go on.');
  },
};

export const LastQuestion: Story = {
  args: { step: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'See my plan' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const Ukrainian: Story = {
  args: { questions: FUNNEL_QUESTIONS.uk.onboarding, locale: 'uk', step: 3, finish: 'Побачити мій план' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Запитання 4 з 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeVisible();
  },
};
