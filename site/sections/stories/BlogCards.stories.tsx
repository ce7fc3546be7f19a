import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { BlogCardsSection } from '../parts/BlogCards.tsx';
import { blogIndex } from '../registry.tsx';
import { BLOG_CARDS, BLOG_POSTS, seededSection } from '../story-fixtures.ts';

const NEWEST = { cards: BLOG_CARDS.slice(0, 3), listing: null };

const meta = {
  title: 'Sections/BlogCards',
  component: BlogCardsSection,
  args: { section: seededSection('en', '/blog', 'blog-cards'), data: NEWEST, locale: 'en', tone: 'muted' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Posts of the blog as cards: cover, title (the card’s link), excerpt, date and reading time. Up to a limit, the newest; without one, the blog’s index: its topics as links, twelve cards a page, newest first, and its pages (a topic’s and the later pages are pages of their own, /blog/topic/… and /blog/page/2).',
      },
    },
  },
} satisfies Meta<typeof BlogCardsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TheNewest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: BLOG_CARDS[0]!.title })).toHaveAttribute('href', BLOG_CARDS[0]!.href);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const IndexFirstPage: Story = {
  args: { data: blogIndex(BLOG_POSTS, { topic: null, page: 1 }, 'en')! },
  play: async ({ canvas }) => {
    const topics = within(canvas.getByRole('navigation', { name: 'Topics' }));
    await expect(topics.getByRole('link', { name: `All articles ${BLOG_POSTS.length}` })).toHaveAttribute('aria-current', 'page');
    await expect(topics.getByRole('link', { name: /^Speaking \d+$/ })).toHaveAttribute('href', '/blog/topic/speaking');
    await expect(canvas.getAllByRole('listitem').filter((item) => item.querySelector('h3'))).toHaveLength(12);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of the blog' }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Older articles →' })).toHaveAttribute('href', '/blog/page/2');
    await expect(pages.queryByRole('link', { name: /Newer/ })).toBeNull();
  },
};

export const IndexLastPage: Story = {
  args: { data: blogIndex(BLOG_POSTS, { topic: null, page: 2 }, 'en')! },
  play: async ({ canvas }) => {
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of the blog' }));
    await expect(pages.getByRole('link', { name: '← Newer articles' })).toHaveAttribute('href', '/blog');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const TopicPage: Story = {
  args: { section: { ...seededSection('en', '/blog', 'blog-cards'), heading: 'Speaking' }, data: blogIndex(BLOG_POSTS, { topic: 'speaking', page: 1 }, 'en')! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Speaking \d+$/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the blog' })).toBeNull();
    // What the topic's posts are about, under its heading.
    await expect(canvas.getByText(/^Phrases, practice and courage for real conversations/)).toBeVisible();
  },
};
export const OnePost: Story = { args: { data: { cards: BLOG_CARDS.slice(0, 1), listing: null } } };
export const Empty: Story = { args: { data: { cards: [], listing: null } } };
