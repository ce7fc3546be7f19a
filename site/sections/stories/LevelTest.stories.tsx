import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { LevelTestSection } from '../parts/LevelTest.tsx';
import { LEVEL_TEST_QUESTIONS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/LevelTest',
  component: LevelTestSection,
  args: { section: seededSection('en', '/test-your-english-level', 'level-test'), data: LEVEL_TEST_QUESTIONS, locale: 'en', tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The English level test over the Level test question collection (the bank: twelve or more questions a level): adaptive with JavaScript (from A1, each level until three right or two wrong, questions and choices drawn for each attempt), four questions a level in the CMS’s order without it; scored to A0–C2 with the result by skill. One per page, on the test’s page; its script loads there only. Heading: what the test is; lead: that the questions are in English.',
      },
    },
  },
} satisfies Meta<typeof LevelTestSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSeeded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Questions that adapt to you' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Question 1 · Grammar/ })).toBeVisible();
  },
};

export const Ukrainian: Story = { args: { section: seededSection('uk', '/test-your-english-level', 'level-test'), locale: 'uk' } };

/** No question published: the section says so rather than showing an empty form. */
export const NoQuestions: Story = { args: { data: [] } };
