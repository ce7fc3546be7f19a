import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { blogPost } from '../../routes/content/blog.ts';
import { BlogPost } from './BlogPost.tsx';

const post = blogPost('first-lesson-with-a-tutor', 'es')!;

const meta = {
  title: 'Site/Page/BlogPost',
  component: BlogPost,
  args: { heading: post.title, byline: `${post.author} · 14 de octubre de 2026`, paragraphs: post.paragraphs, back: { href: '/es/blog', label: 'Todas las entradas' } },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Todas las entradas' })).toHaveAttribute('href', '/es/blog');
  },
};
