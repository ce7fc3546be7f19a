import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { blogPosts } from '../../routes/content/blog.ts';
import { formatDate } from '../../routes/content/templates.ts';
import { BlogIndex } from './BlogIndex.tsx';

const meta = {
  title: 'Site/Page/BlogIndex',
  component: BlogIndex,
  args: {
    heading: 'Blog',
    lead: 'Ideas, habits and phrases for learning a language that sticks, from our tutors and editors.',
    posts: blogPosts('en').map((post) => ({ href: `/blog/${post.slug}`, label: post.title, excerpt: post.excerpt, byline: `${post.author} · ${formatDate(post.published, 'en')}` })),
  },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof BlogIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Your first lesson with a tutor: what to expect' })).toHaveAttribute('href', '/blog/first-lesson-with-a-tutor');
  },
};
