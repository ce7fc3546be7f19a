import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { Hero } from './Hero.tsx';

const meta = {
  title: 'Site/Page/Hero',
  component: Hero,
  decorators: [withVisitor],
  args: {
    heading: 'Conversation club',
    lead: 'Speak from the first day, with real people or an AI partner that never gets tired.',
    cta: { label: 'Start speaking', href: '/funnels/onboarding' },
  },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conversation club' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start speaking' })).toHaveAttribute('href', '/funnels/onboarding');
  },
};

export const Ukrainian: Story = {
  args: {
    heading: 'Онлайн-курси ділової англійської',
    lead: 'Короткі щоденні уроки під ваш рівень і цілі, з репетитором, коли він потрібен.',
    cta: { label: 'Почати навчання', href: '/uk/funnels/onboarding' },
  },
};

export const NotFound: Story = {
  args: {
    heading: 'Page not found',
    lead: 'The page you are looking for has moved or never existed. Everything else is still here.',
    cta: { label: 'Go to the home page', href: '/' },
  },
};

export const HomeSignedIn: Story = {
  args: {
    heading: 'Speak a new language with confidence',
    lead: 'Lessons with tutors, group classes, a conversation club and AI practice, all in one plan.',
    cta: { label: 'Start learning', href: '/funnels/onboarding' },
    signedInCta: { label: 'Back to Studying', href: '/funnels/onboarding' },
  },
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Studying' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Start learning' })).toBeNull();
  },
};
