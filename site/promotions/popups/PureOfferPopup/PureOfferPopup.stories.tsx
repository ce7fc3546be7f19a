import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { MOMENTS, popup, timerCta } from '../../story-fixtures.ts';
import { PureOfferPopup } from './PureOfferPopup.tsx';

const dialogIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

const meta = {
  title: 'Site/Promotions/OfferPopup',
  component: PureOfferPopup,
  args: {
    kind: 'exit-intent',
    config: popup('exit-intent').config,
    locale: 'en',
    copy: PROMOTIONS_COPY.en,
    now: MOMENTS.running,
    open: true,
    onOpenChange: fn(),
    onCtaPress: fn(),
  },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
} satisfies Meta<typeof PureOfferPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exit intent (/english-tutors): shown when the mouse heads for the tabs, or on back; it sells what the page is about, a tutor. */
export const ExitIntent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Before you go: book a first lesson with the right tutor');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Find my tutor' })).toHaveAttribute('href', '/tutoring/short-onboarding');
  },
};

/** Tutoring (its dismissal lasts 3 days). */
export const Tutoring: Story = {
  args: { kind: 'tutoring', config: popup('tutoring').config },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Find a tutor who fits your goal and your week');
    await expect(within(dialog).getByRole('link', { name: 'Find my tutor' })).toHaveAttribute('href', '/tutoring/short-onboarding');
  },
};

/** Timer popup (the classes' and club's pages, 30 s after load): the visitor's country's call-to-action, its price and its countdown. */
export const Timer: Story = {
  args: { kind: 'timer', config: timerCta('timer-cta-all-pages').banner },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Lingo Plus at half price: $14.99 for your first month');
    await expect(dialog).toHaveTextContent('then pay $14.99 instead of $29.99 for your first month');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('2 days, 13 hours, 39 minutes, 29 seconds');
  },
};

/** The call-to-action for a visitor in Ukraine: the same offer, priced on the Ukrainian site. */
export const TimerForUkraine: Story = {
  args: { kind: 'timer', config: timerCta('timer-cta-ua', 'UA').banner },
};

/**
 * On a phone every popup is a sheet along the bottom, over at most half the screen, and the page
 * stays usable: no backdrop, no scroll lock; focus, Escape and the close button as in a dialog.
 */
export const TimerAsPhoneSheet: Story = {
  args: { kind: 'timer', config: timerCta('timer-cta-all-pages').banner, placement: 'bottom' },
  parameters: { visual: { widths: [390], height: 844 } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2);
    await expect(canvasElement.ownerDocument.querySelector('[data-modal-backdrop]')).toBeNull();
  },
};

export const TutoringUkrainian: Story = {
  args: { kind: 'tutoring', config: popup('tutoring', 'uk').config, locale: 'uk', copy: PROMOTIONS_COPY.uk },
  play: async ({ canvasElement }) => {
    await expect(within(await dialogIn(canvasElement)).getByRole('button', { name: 'Закрити' })).toBeVisible();
  },
};
