import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PressSection } from '../parts/Press.tsx';
import { MENTIONS, seededSection } from '../story-fixtures.ts';

const press = MENTIONS.en.filter((mention) => mention.kind === 'press');

const meta = {
  title: 'Sections/Press',
  component: PressSection,
  args: { section: seededSection('en', '/press-center', 'press'), data: press, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'What the press, or our partners, said (the Mentions collection): the quote, then who said it and when.' } },
  },
} satisfies Meta<typeof PressSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Press: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(press.length);
  },
};
export const PartnersInUkrainian: Story = {
  args: { section: seededSection('uk', '/page/lingo-for-good', 'press'), data: MENTIONS.uk.filter((mention) => mention.kind === 'partner'), locale: 'uk' },
};
export const Empty: Story = { args: { data: [] } };
