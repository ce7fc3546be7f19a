import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { paragraphsOf } from '../../../domain/content/sections.ts';
import { SPANISH_POST as post } from '../../story-fixtures.ts';
import { BlogPost } from './BlogPost.tsx';

const meta = {
  title: 'Site/Page/BlogPost',
  component: BlogPost,
  args: { heading: post.title, byline: `${post.author} · 14 de octubre de 2026 · 2 min de lectura`, paragraphs: paragraphsOf(post.body), cover: post.cover ?? null, back: { href: '/es/blog', label: 'Todas las entradas' } },
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
