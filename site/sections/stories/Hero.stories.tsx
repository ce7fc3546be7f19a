import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MEDIA, SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { FormFirst } from '../layout.ts';
import { HeroSection } from '../parts/Hero.tsx';
import { seededSection } from '../story-fixtures.ts';

const home = seededSection('en', '/', 'hero');

const meta = {
  title: 'Sections/Hero',
  component: HeroSection,
  decorators: [withVisitor],
  args: { section: home },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The top of every composed page, once. Use it first. Heading: what the visitor gets, in their words (under 60 characters). Lead: one or two sentences of proof or how. One primary call to action, an optional secondary one; on the home page a signed-in call to action (Back to Studying) replaces the primary for learners. The image is the largest paint: it loads first.',
      },
    },
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.section.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.section.primaryCta.label })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { visitor: { country: 'US', region: null, isSignedIn: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.section.signedInCta!.label })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: args.section.primaryCta.label })).toBeNull();
  },
};

export const Ukrainian: Story = { args: { section: seededSection('uk', '/group-lessons', 'hero') } };

export const WithoutImage: Story = { args: { section: { ...seededSection('en', '/faq', 'hero'), image: null } } };

/**
 * The hero of a page whose task is a form (a word tool's guide page): on a phone its heading and
 * lead only, so the form below is in the first screen; its buttons and illustration from `md` up.
 */
export const OnAFormPage: Story = {
  args: { section: seededSection('en', '/past-tense-of', 'hero') },
  decorators: [(Story) => <FormFirst.Provider value="hero">{Story()}</FormFirst.Provider>],
  play: async ({ canvas }) => {
    const wide = window.matchMedia(MEDIA.md).matches;
    const buttons = canvas.getAllByRole('link', { hidden: true });
    for (const button of buttons) await (wide ? expect(button).toBeVisible() : expect(button).not.toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
