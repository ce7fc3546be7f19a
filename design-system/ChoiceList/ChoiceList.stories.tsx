import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceList } from './ChoiceList.tsx';

const meta = {
  title: 'Design system/ChoiceList',
  component: ChoiceList,
  args: {
    name: 'goal',
    legend: <strong>What is your main goal?</strong>,
    choices: [
      { value: 'work', label: 'English for work' },
      { value: 'travel', label: 'Travel' },
      { value: 'exam', label: 'An exam (IELTS, TOEFL, Cambridge)' },
      { value: 'unsure', label: 'I’m not sure yet' },
    ],
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One question and its answers as native radio buttons, each a full-width row of at least 48 px. Works before hydration and without JavaScript (it posts with its form), keeps the radio group’s keyboard: Tab enters the group, the arrows move the choice. Use it for one-question screens (the level test, the onboarding funnel); labels of a few words, the question in the legend.',
      },
    },
  },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Tab enters the group and the arrows choose. */
export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'What is your main goal?' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Travel' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('travel', expect.anything());
    // Back to nothing chosen for the snapshot.
    for (const radio of canvas.getAllByRole('radio')) (radio as HTMLInputElement).checked = false;
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'exam' },
  play: async ({ canvas }) => expect(canvas.getByRole('radio', { name: 'An exam (IELTS, TOEFL, Cambridge)' })).toBeChecked(),
};

/** Going on without a choice: the message is tied to the group and announced. */
export const WithError: Story = {
  args: { error: 'Choose an answer to go on.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'What is your main goal?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an answer to go on.');
  },
};

export const LongLabels: Story = {
  args: {
    choices: [
      { value: 'a', label: 'Їм потрібна людина, яка зможе швидко розібратися в нових інструментах і пояснити їх команді' },
      { value: 'b', label: 'Supercalifragilisticexpialidocious-and-then-some-more-characters-without-a-space' },
    ],
  },
};
