import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { banner, MOMENTS, PRICING } from '../../story-fixtures.ts';
import { withVisitor } from '../../../story-decorators.tsx';
import { PureCmsBanner } from './PureCmsBanner.tsx';

const meta = {
  title: 'Site/Promotions/CmsBanner',
  component: PureCmsBanner,
  args: { banner: banner('offer-banner'), now: MOMENTS.running, locale: 'en', copy: PROMOTIONS_COPY.en, pricing: PRICING },
  // The prices' markets are shown by the visitor's stylesheet, as on the site (a visitor the server names no country for: the default).
  decorators: [withVisitor],
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureCmsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The campaign's countdown banner of home: the offer and its price, "Offer ends in" as left text
 * on a dark colour (light timer, light button), ticking each second. On a phone: title, timer and
 * button only.
 */
export const OfferCountdown: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Lingo Plus at half price: $14.99 for your first month' });
    await expect(within(region).getByRole('timer', { name: 'Offer ends in' })).toHaveTextContent('2 days, 13 hours, 39 minutes, 29 seconds');
    // On a phone a slim strip: the short title is the link to the offer (issue 63).
    const phone = window.matchMedia('(max-width: 767px)').matches;
    await expect(within(region).getByRole('link', { name: phone ? 'Lingo Plus at half price' : 'Get the offer' })).toHaveAttribute('href', '/funnels/onboarding');
  },
};

/** A visitor in Spain: the offer in euros. */
export const CountdownSpanish: Story = {
  args: { banner: banner('offer-banner', 'es'), locale: 'es', copy: PROMOTIONS_COPY.es },
  parameters: { visitor: { country: 'ES', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 días, 13 horas, 39 minutos, 29 segundos');
    await expect(canvas.getByRole('region', { name: /^Lingo Plus a mitad de precio: 13,99\s€ tu primer mes$/ })).toBeVisible();
  },
};

/** A visitor in Brazil: the offer in reais. */
export const CountdownPortuguese: Story = {
  args: { banner: banner('offer-banner', 'pt'), locale: 'pt', copy: PROMOTIONS_COPY.pt, now: Date.parse('2026-12-05T21:58:54.000Z') },
  parameters: { visitor: { country: 'BR', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('1 dia, 2 horas, 1 minuto, 5 segundos');
  },
};

/** A visitor in Ukraine, in hryvnias. Ukrainian has three forms: 2 дні (few), 5 хвилин (many), 1 секунда (one). */
export const CountdownUkrainian: Story = {
  args: { banner: banner('offer-banner', 'uk'), locale: 'uk', copy: PROMOTIONS_COPY.uk, now: MOMENTS.ukrainianForms },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 дні, 3 години, 5 хвилин, 1 секунда');
  },
};

/** After the end: zeros, stopped (spec §4). */
export const CountdownEnded: Story = {
  args: { now: MOMENTS.afterEnd },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    await expect(canvas.getByRole('timer')).toHaveTextContent('0 days, 0 hours, 0 minutes, 0 seconds. Offer ended');
  },
};

/** Before the start (and when disabled, or without start or end) the banner is not there at all. */
export const CountdownBeforeStart: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { now: MOMENTS.beforeStart },
  parameters: { visual: { disable: true } }, // Nothing renders: a snapshot of an empty page protects nothing; the play function checks it.
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role=region]')).toBeNull();
  },
};

/** The plan finder of the level and skill pages: no offer, so no countdown. */
export const PlanFinder: Story = {
  args: { banner: banner('ready-to-learn') },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Not sure where to start?' });
    await expect(within(region).queryByRole('timer')).toBeNull();
    await expect(within(region).getByRole('link', { name: 'Find my plan' })).toHaveAttribute('href', '/funnels/onboarding');
  },
};

/** Image, centred title, right text, a palette colour at 30 % opacity. */
export const ImageCentredTitle: Story = {
  args: {
    banner: {
      ...banner('app-banner'),
      titlePlacement: 'center',
      bgColor: { name: 'Wisteria', opacity: 30 },
      rightText: 'Free for 7 days',
      button: { href: '/language-learning-app', label: 'Get The App', text: null, isExternal: false, icon: null },
    },
  },
};

/** No button: the CMS link makes the title a link. */
export const TitleAsLink: Story = {
  args: {
    banner: { ...banner('tutoring-banner'), button: null, link: { href: '/english-tutors', rel: null, target: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Private lessons that fit your week' })).toHaveAttribute('href', '/english-tutors');
  },
};

/**
 * Running text only: the ticker banner of the blog (text ×10, read once by screen readers). The
 * gate runs with reduced motion, where it stands still and needs no pause control; the moving
 * state and its pause control are Design system/Ticker's stories.
 */
export const RunningText: Story = {
  args: { banner: banner('running-line') },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Special offer' });
    await expect(within(region).getAllByText(/Ten minutes a day is enough to start/)).toHaveLength(11);
    await expect(within(region).queryByRole('button', { name: 'Pause the running text' })).toBeNull();
  },
};

/** An unsafe CMS button link (javascript:) leaves an inert, disabled button: never a link. */
export const UnsafeButtonLink: Story = {
  args: { banner: { ...banner('tutoring-banner'), button: { href: 'javascript:alert(1)', label: 'Book a lesson', text: null, isExternal: false, icon: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Book a lesson' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Book a lesson' })).toBeDisabled();
  },
};
