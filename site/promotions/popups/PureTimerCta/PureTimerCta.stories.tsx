import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { MOMENTS, timerCta } from '../../story-fixtures.ts';
import { PureTimerCta } from './PureTimerCta.tsx';

const meta = {
  title: 'Site/Promotions/TimerCta',
  component: PureTimerCta,
  args: { cta: timerCta('timer-cta-all-pages').banner, now: MOMENTS.running, locale: 'en', copy: PROMOTIONS_COPY.en, onCtaPress: fn() },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureTimerCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the timer popup is dismissed: the offer stays in a strip docked at the bottom, not modal (on a phone, its countdown and button). */
export const Compact: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your offer' });
    await expect(within(region).getByRole('timer')).toHaveTextContent('2 days, 13 hours, 39 minutes, 29 seconds');
    await expect(within(region).getByRole('link', { name: 'Get the offer' })).toBeVisible();
  },
};

export const ForUkraine: Story = {
  args: { cta: timerCta('timer-cta-ua', 'UA').banner },
};

/** Once the end date passes, everything is hidden (spec §4). */
export const AfterTheEnd: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { now: MOMENTS.afterEnd },
  parameters: { visual: { disable: true } }, // Nothing renders; the play function checks it.
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role=region]')).toBeNull();
  },
};
