import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { BlogCardsSection } from '../parts/BlogCards.tsx';
import { BLOG_CARDS, seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/BlogCards',
  component: BlogCardsSection,
  args: { section: seededSection('en', '/blog', 'blog-cards'), data: BLOG_CARDS, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: { description: { component: 'The newest posts of the blog, all or up to a limit: cover, title (the card’s link), excerpt, date and reading time.' } },
  },
} satisfies Meta<typeof BlogCardsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPosts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(BLOG_CARDS.length);
    await expect(canvas.getByRole('link', { name: BLOG_CARDS[0]!.title })).toHaveAttribute('href', BLOG_CARDS[0]!.href);
  },
};
export const OnePost: Story = { args: { data: BLOG_CARDS.slice(0, 1) } };
export const Empty: Story = { args: { data: [] } };
