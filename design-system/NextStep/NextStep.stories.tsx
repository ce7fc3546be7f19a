import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NextStep } from './NextStep.tsx';

const meta = {
  title: 'Design system/NextStep',
  component: NextStep,
  args: {
    label: 'What to do next',
    heading: 'Make it a ten-minute habit',
    text: 'Answer a few questions and get a daily plan in the app, at your level and for your goal.',
    button: 'Get my plan',
    href: '/funnels/onboarding',
  },
  parameters: { layout: 'padded', visual: { height: 260 } },
} satisfies Meta<typeof NextStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named aside: its heading, its sentence, and the one link to the next step. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const aside = canvas.getByRole('complementary', { name: args.label });
    await expect(aside).toHaveTextContent(args.text);
    await expect(canvas.getByRole('link', { name: args.button })).toHaveAttribute('href', args.href);
  },
};

/** Longer words (Ukrainian) wrap; the button keeps its own line. */
export const LongWords: Story = {
  args: {
    label: 'Що робити далі',
    heading: 'Зробіть це звичкою на десять хвилин',
    text: 'Дайте відповідь на кілька запитань і отримайте щоденний план у застосунку — для вашого рівня й мети.',
    button: 'Отримати план',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.heading })).toBeVisible();
  },
};
