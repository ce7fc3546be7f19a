import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { TextSection } from '../parts/Text.tsx';
import { seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Text',
  component: TextSection,
  args: { section: seededSection('en', '/past-tense-of', 'text'), tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'A heading and paragraphs, in a column narrow enough to read (about 70 characters a line). For guides, the company’s story, editorial principles. A blank line in the CMS starts a paragraph.' } },
  },
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guide: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(args.section.body.length);
  },
};
export const Ukrainian: Story = { args: { section: seededSection('uk', '/who-we-are', 'text'), tone: 'muted' } };
