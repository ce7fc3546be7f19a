import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceList } from '../ChoiceList/index.ts';
import { StepForm } from './StepForm.tsx';

const question = (name: string, legend: string, choices: string[]) => ({
  key: name,
  content: <ChoiceList name={name} legend={<strong>{legend}</strong>} choices={choices.map((label) => ({ value: label.toLowerCase(), label }))} />,
});

const meta = {
  title: 'Design system/StepForm',
  component: StepForm,
  args: {
    steps: [
      question('goal', 'What are you learning for?', ['Work', 'Travel', 'An exam']),
      question('level', 'What’s your level?', ['Beginner', 'Intermediate', 'Advanced']),
      question('time', 'How much time a day?', ['10 minutes', '20 minutes', 'An hour']),
    ],
    step: 0,
    labels: { back: 'Back', next: 'Next', finish: 'See my plan' },
    noScriptNote: 'Answer every question, then press “See my plan”.',
    onBack: fn(),
    onNext: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { steps: { control: false } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A short sequence of questions as one form: with JavaScript one step a screen (the CSS decides from the first paint), progress above, Back, Next and the finishing button below; without it every step at once and the finishing button, posting to `action`. Steps are usually a ChoiceList each; what moving on means is the caller’s (the level test, the onboarding funnel, the tutor onboarding).',
      },
    },
  },
} satisfies Meta<typeof StepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: no Back, Next goes on. */
export const FirstStep: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'What are you learning for?' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'What’s your level?' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Halfway: Back and Next, the bar two thirds full. */
export const MiddleStep: Story = {
  args: { step: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'What’s your level?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The last step: the finishing button instead of Next. */
export const LastStep: Story = {
  args: { step: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See my plan' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
