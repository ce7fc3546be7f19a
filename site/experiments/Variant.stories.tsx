import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withVisitor } from '../story-decorators.tsx';
import { HeroSection } from '../sections/parts/Hero.tsx';
import { seededSection } from '../sections/story-fixtures.ts';
import { Variant } from './Variant.tsx';

// The home page's hero experiment as the seed has it: the control (habit) and the variant (speaking).
const habit = seededSection('en', '/', 'hero', 0);
const speaking = seededSection('en', '/', 'hero', 1);

/** Both heroes in the markup, as the page renders them; the page's rule shows the visitor's. */
function HomeHeroExperiment() {
  return (
    <>
      <Variant when="exp-home_hero_promise-habit">
        <HeroSection section={habit} />
      </Variant>
      <Variant when="exp-home_hero_promise-speaking">
        <HeroSection section={speaking} />
      </Variant>
    </>
  );
}

const meta = {
  title: 'Site/Experiments/Variant',
  component: HomeHeroExperiment,
  decorators: [withVisitor],
  parameters: {
    layout: 'fullscreen',
    visual: { widths: [390, 1440], fullPage: true },
    docs: {
      description: {
        component:
          'An element an editor marked with an experiment\u2019s variant (its Experiment field, `<key>:<variant>`). Every variant is in the page; the visitor\u2019s, assigned by the server before paint, is the one shown. Whoever has no variant (a visitor who may not be counted, or outside the experiment\u2019s share, dates or countries) sees the first, the control.',
      },
    },
  },
} satisfies Meta<typeof HomeHeroExperiment>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => ({ level: 1, name });

/** The server said nothing (a page opened from disk): the control. */
export const NoVisitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', heading(habit.heading))).toBeVisible();
    await expect(canvas.queryByRole('heading', heading(speaking.heading))).toBeNull();
  },
};

/** A visitor in no experiment (in the EU before choosing, say): the control. */
export const NotInTheExperiment: Story = {
  parameters: { visitor: { country: 'DE', region: null, isSignedIn: false } },
  play: NoVisitor.play,
};

/** A visitor the server assigned to the variant: its hero, and the control's gone from the page and from screen readers. */
export const AssignedTheVariant: Story = {
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false }, experimentVariants: { home_hero_promise: 'speaking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', heading(speaking.heading))).toBeVisible();
    await expect(canvas.getByRole('link', { name: speaking.primaryCta.label })).toBeVisible();
    await expect(canvas.queryByRole('heading', heading(habit.heading))).toBeNull();
  },
};

/** Assigned the control: the same as everyone else. */
export const AssignedTheControl: Story = {
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false }, experimentVariants: { home_hero_promise: 'habit' } },
  play: NoVisitor.play,
};
