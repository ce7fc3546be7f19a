import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { rightAnswer, TRY_LESSON, type LessonStep } from '../../../domain/lesson/try-lesson.ts';
import { LESSON_COPY } from '../copy.ts';
import { PureTryLesson, type LessonView } from './PureTryLesson.tsx';

const stepView = (id: string, more: Partial<Extract<LessonView, { kind: 'step' }>> = {}): LessonView => {
  const index = TRY_LESSON.findIndex((step) => step.id === id);
  return { kind: 'step', index, total: TRY_LESSON.length, step: TRY_LESSON[index] as LessonStep, choice: null, built: [], checked: null, speech: true, ...more };
};

const meta = {
  title: 'Site/Lesson/PureTryLesson',
  component: PureTryLesson,
  args: { copy: LESSON_COPY.en, view: { kind: 'intro' }, onStart: fn(), onPlay: fn(), onChoose: fn(), onAddTile: fn(), onRemoveTile: fn(), onCheck: fn(), onNext: fn(), onRestart: fn() },
  parameters: { layout: 'padded', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureTryLesson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before it starts: one button, in the page's HTML (the island hydrates at the first sign of use). */
export const Start: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: LESSON_COPY.en.start }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** Listen and choose: Play and Play slowly read the sentence aloud; Check waits for a choice. */
export const Listen: Story = {
  args: { view: stepView('coffee') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Exercise 1 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play slowly' }));
    await expect(args.onPlay).toHaveBeenCalledWith(true);
  },
};

/** A choice made: Check is ready. */
export const ListenChosen: Story = {
  args: { view: stepView('coffee', { choice: 1 }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Can I have a coffee, please?' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Can you make a copy, please?' }));
    await expect(args.onChoose).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Can I have a coffee, please?' }));
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeEnabled();
  },
};

/** A browser that cannot speak: the sentence's meaning stands in for the sound. */
export const ListenWithoutSpeech: Story = {
  args: { view: stepView('coffee', { speech: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Play' })).toBeNull();
    await expect(canvas.getByText(/Choose the English for: “Can I have a coffee, please\?”/)).toBeVisible();
  },
};

/** The meaning, in the visitor's language (Spanish here), chosen and checked right. */
export const MeaningRight: Story = {
  args: { copy: LESSON_COPY.es, view: stepView('bill', { choice: 2, checked: { right: true, answer: rightAnswer(TRY_LESSON[1]!) } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¡Correcto!')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '¿Nos trae la cuenta, por favor?' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '¿Nos trae la cuenta, por favor?' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

/** Build the sentence: two words put, three to go; a put word taps back out. */
export const BuildInProgress: Story = {
  args: { view: stepView('tea', { built: [1, 3] }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove “like”' }));
    await expect(args.onRemoveTile).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'small' }));
    await expect(args.onAddTile).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
  },
};

/** Built wrong and checked: the right sentence, and Continue. */
export const BuildWrong: Story = {
  args: { view: stepView('tea', { built: [1, 3, 2, 4, 0], checked: { right: false, answer: "I'd like a small tea." } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Not quite. The answer: I'd like a small tea.")).toBeVisible();
  },
};

/** Fill the gap, in Ukrainian. */
export const Gap: Story = {
  args: { copy: LESSON_COPY.uk, view: stepView('price', { choice: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('How ___ is it?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Перевірити' })).toBeEnabled();
  },
};

/** The end: the score, where to start, the plan with that level, and another go. */
export const Result: Story = {
  args: { view: { kind: 'result', correct: 5, total: 6, advice: LESSON_COPY.en.levels.A1, planHref: '/funnels/onboarding?level=a1' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 6 right');
    await expect(canvas.getByRole('link', { name: 'Get my plan' })).toHaveAttribute('href', '/funnels/onboarding?level=a1');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};
