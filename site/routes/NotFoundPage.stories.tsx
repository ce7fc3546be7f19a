import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { PureNotFoundPage } from './NotFoundPage.tsx';

const MAIN_PAGES = [
  { href: '/language-learning-app', label: 'App' },
  { href: '/english-tutors', label: 'English tutors' },
  { href: '/group-lessons', label: 'Group lessons' },
  { href: '/conversation-club', label: 'Conversation club' },
  { href: '/test-your-english-level', label: 'Test your English level' },
  { href: '/blog', label: 'Blog' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact-us', label: 'Contact us' },
];

const meta = {
  title: 'Pages/NotFound',
  component: PureNotFoundPage,
  args: { locale: 'en', view: { typed: '', suggestions: [], searchAction: '/faq#help-search', mainPages: MAIN_PAGES } },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The 404 page: the way home; for a URL with words in it (rendered on request), the site’s pages, articles, answers and word pages they match, the help center’s search with them, and the main pages. /404 itself (what a busy server sends) has no words.',
      },
    },
  },
} satisfies Meta<typeof PureNotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutWords: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular pages' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('');
  },
};

export const WhatTheUrlSays: Story = {
  args: {
    view: {
      typed: 'blog phrasal verbs guide',
      suggestions: [
        { href: '/blog/phrasal-verbs-without-tears', label: 'Phrasal verbs without tears: learn the little word first' },
        { href: '/faq#what-can-i-practice-with-ai', label: 'What can I practice with AI?' },
      ],
      searchAction: '/faq#help-search',
      mainPages: MAIN_PAGES,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Phrasal verbs without tears: learn the little word first' })).toHaveAttribute('href', '/blog/phrasal-verbs-without-tears');
    await expect(canvas.getByRole('search', { name: 'Search the help center' })).toHaveAttribute('action', '/faq#help-search');
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('blog phrasal verbs guide');
  },
};

export const AWordInUkrainian: Story = {
  args: {
    locale: 'uk',
    view: {
      typed: 'swim',
      suggestions: [
        { href: '/uk/past-tense-of/swim', label: 'Минулий час swim' },
        { href: '/uk/how-to-pronounce/swim', label: 'Як вимовляти swim' },
      ],
      searchAction: '/uk/faq#help-search',
      mainPages: [
        { href: '/uk/english-tutors', label: 'Репетитори англійської' },
        { href: '/uk/faq', label: 'Часті запитання' },
      ],
    },
  },
};
