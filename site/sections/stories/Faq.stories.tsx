import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { FaqSection } from '../parts/Faq.tsx';
import { FAQS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Faq',
  component: FaqSection,
  args: { section: seededSection('en', '/', 'faq'), data: FAQS.en.filter((faq) => faq.topic === 'general').slice(0, 5), locale: 'en', tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'Questions from the FAQ collection, of one topic or all, each a native disclosure: it opens with a tap, Enter or Space, with or without JavaScript. A question in the visitor’s words; an answer of one to four sentences.' } },
  },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
  },
};

export const OneOpen: Story = {
  play: async ({ canvas, args }) => {
    const question = canvas.getByText(args.data[0]!.question);
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(args.data[0]!.answer.split('\n')[0]!)).toBeVisible();
  },
};

export const Ukrainian: Story = { args: { section: seededSection('uk', '/', 'faq'), data: FAQS.uk.filter((faq) => faq.topic === 'general').slice(0, 5), locale: 'uk' } };
export const Empty: Story = { args: { data: [] } };
