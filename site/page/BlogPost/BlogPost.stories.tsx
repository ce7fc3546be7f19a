import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { SPANISH_POST as post } from '../../story-fixtures.ts';
import { BlogPost } from './BlogPost.tsx';

const meta = {
  title: 'Site/Page/BlogPost',
  component: BlogPost,
  args: {
    locale: post.locale,
    heading: post.heading,
    category: post.category,
    byline: post.byline,
    blocks: post.blocks,
    cover: post.cover,
    cta: post.cta,
    ctaAt: post.ctaAt,
    related: post.related,
    back: post.back,
  },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: post.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Todas las entradas' })).toHaveAttribute('href', '/es/blog');
    const cta = canvas.getByRole('complementary', { name: post.cta.label });
    await expect(within(cta).getByRole('link', { name: post.cta.button })).toHaveAttribute('href', post.cta.href);
    const related = canvas.getByRole('region', { name: post.related.heading });
    await expect(within(related).getAllByRole('listitem')).toHaveLength(post.related.posts.length);
  },
};

/** A post with no subheading carries its call to action after the text; a blog of one post offers nothing next. */
export const ShortAndAlone: Story = {
  args: {
    blocks: [{ kind: 'paragraph', content: [{ kind: 'text', text: post.description }] }],
    ctaAt: 1,
    related: { heading: post.related.heading, posts: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: post.cta.label })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: post.related.heading })).toBeNull();
  },
};
