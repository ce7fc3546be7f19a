import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { popup } from '../../story-fixtures.ts';
import { SUBSCRIBE_COPY } from '../../../subscription/copy.ts';
import { PureSubscribeForm } from '../../../subscription/PureSubscribeForm/index.ts';
import { PureEmailSubscribePopup } from './PureEmailSubscribePopup.tsx';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const form = (props: Partial<Parameters<typeof PureSubscribeForm>[0]> = {}) => (
  <PureSubscribeForm copy={SUBSCRIBE_COPY.en} emailLabel="Your email" onSubmit={fn()} {...props} />
);

const meta = {
  title: 'Site/Promotions/EmailSubscribePopup',
  component: PureEmailSubscribePopup,
  args: {
    config: popup('email-subscribe').config,
    screen: 'offer',
    remainingMs: 600_000,
    locale: 'en',
    copy: PROMOTIONS_COPY.en,
    form: form(),
    open: true,
    onOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 900 } },
} satisfies Meta<typeof PureEmailSubscribePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An editor's timed offer (timerSeconds: 600): its 10-minute countdown and the form slot. The
 * seeded newsletter has none: a free newsletter does not run out (NoCountdown).
 */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'A 10-minute lesson plan in your inbox every week' });
    await expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent('0 days, 0 hours, 10 minutes, 0 seconds');
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

/** The seeded newsletter: no timerSeconds, so no countdown and no time-is-up screen. */
export const NoCountdown: Story = {
  args: { remainingMs: null },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'A 10-minute lesson plan in your inbox every week' });
    await expect(within(dialog).queryByRole('timer')).toBeNull();
    await expect(dialog).toHaveTextContent('Unsubscribe in one click.');
  },
};

/** On a phone: a sheet along the bottom over at most half the screen; its form scrolls inside it. */
export const NoCountdownAsPhoneSheet: Story = {
  args: { remainingMs: null, placement: 'bottom' },
  parameters: { visual: { widths: [390], height: 844 } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2);
    await expect(within(dialog).getByRole('textbox', { name: 'Your email' })).toBeInTheDocument();
  },
};

/** Submitting: the countdown is paused by the flow and the form shows its loading state. */
export const OfferSubmitting: Story = {
  args: { remainingMs: 421_000, form: form({ submitting: true, defaultValues: { email: 'learner@example.com', agreeWithTerms: true } }) },
};

/** The countdown reached zero: the second screen's title and picture. */
export const TimeIsUp: Story = {
  args: { screen: 'time-is-up', remainingMs: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Time is up, but the guide is still yours' });
    await expect(within(dialog).queryByRole('timer')).toBeNull();
  },
};

/** Subscribed: closes by itself after 10 s (the flow's timer). */
export const Success: Story = {
  args: { screen: 'success' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'You’re subscribed!' });
    await expect(dialog).toHaveTextContent('Check your inbox');
  },
};

export const OfferUkrainian: Story = {
  args: {
    config: popup('email-subscribe', 'uk').config,
    locale: 'uk',
    copy: PROMOTIONS_COPY.uk,
    remainingMs: 125_000,
    form: form({ copy: SUBSCRIBE_COPY.uk, emailLabel: popup('email-subscribe', 'uk').config.emailLabel }),
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('timer')).toHaveTextContent('0 днів, 0 годин, 2 хвилини, 5 секунд');
  },
};

/** The flow: a valid form moves the popup to the success screen. */
export const FlowToSuccess: Story = {
  render: function Flow(args) {
    const [screen, setScreen] = useState(args.screen);
    return <PureEmailSubscribePopup {...args} screen={screen} form={form({ onSubmit: () => setScreen('success') })} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Your email' }), 'learner@example.com');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(body(canvasElement).getByRole('dialog')).toHaveAccessibleName('You’re subscribed!'));
  },
};

export const SuccessUkrainian: Story = {
  args: { screen: 'success', config: popup('email-subscribe', 'uk').config, locale: 'uk', copy: PROMOTIONS_COPY.uk },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Ви підписалися!' })).toBeVisible();
  },
};
