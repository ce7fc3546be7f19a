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

/** Exit intent (/english-tutors): shown when the mouse heads for the tabs, or on back. */
export const ExitIntent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Leaving already? Take 20% off your first month');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Get the offer' })).toHaveAttribute('href', '/funnels/onboarding');
  },
};

/** Tutoring (its dismissal lasts 3 days). */
export const Tutoring: Story = {
  args: { kind: 'tutoring', config: popup('tutoring').config },
  play: async ({ canvasElement }) => {
    await expect(await dialogIn(canvasElement)).toHaveAccessibleName('Your first lesson with a tutor is free');
  },
};

/** Timer popup (home, 30 s after load): the visitor's country's call-to-action with its countdown. */
export const Timer: Story = {
  args: { kind: 'timer', config: timerCta('timer-cta-all-pages').banner },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Flash sale: −30% for 48 hours');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('2 days, 13 hours, 39 minutes, 29 seconds');
  },
};

/** The call-to-action for Germany, Austria and Switzerland. */
export const TimerForGermany: Story = {
  args: { kind: 'timer', config: timerCta('timer-cta-dach').banner },
};

export const TutoringUkrainian: Story = {
  args: { kind: 'tutoring', config: popup('tutoring', 'uk').config, locale: 'uk', copy: PROMOTIONS_COPY.uk },
  play: async ({ canvasElement }) => {
    await expect(within(await dialogIn(canvasElement)).getByRole('button', { name: 'Закрити' })).toBeVisible();
  },
};
