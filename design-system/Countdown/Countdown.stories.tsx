import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { Countdown, COUNTDOWN_SIZES, COUNTDOWN_TICK_MS, COUNTDOWN_TONES } from './Countdown.tsx';

const time = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

const meta = {
  title: 'Design system/Countdown',
  component: Countdown,
  args: { timeLeftMs: time(2, 5, 42, 9), label: 'Offer ends in' },
  argTypes: {
    size: { control: 'inline-radio', options: COUNTDOWN_SIZES },
    tone: { control: 'inline-radio', options: COUNTDOWN_TONES },
    timeLeftMs: { control: { type: 'number', step: 1000 }, description: 'Milliseconds left; 0 or less shows the ended state.' },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Offer ends in' });
    await expect(timer).toHaveTextContent('2 days, 5 hours, 42 minutes, 9 seconds');
    await expect(timer).not.toHaveAttribute('aria-live');
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** `responsive`: one line of digits on a phone ("02 days 05:42:09", a top banner's slim strip), medium tiles from the sm breakpoint. */
export const Responsive: Story = {
  args: { size: 'responsive' },
  parameters: { visual: { widths: SNAPSHOT_WIDTHS } },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    const height = timer.getBoundingClientRect().height;
    if (window.innerWidth < 768) {
      // One line, and only the days' word shown.
      const wordWidth = (unit: string) => timer.querySelector(`[data-unit=${unit}] small`)!.getBoundingClientRect().width;
      await expect(height).toBeLessThanOrEqual(36);
      await expect(wordWidth('days')).toBeGreaterThan(0);
      await expect([wordWidth('hours'), wordWidth('minutes'), wordWidth('seconds')]).toEqual([0, 0, 0]);
    } else await expect(timer.querySelector<HTMLElement>('[data-unit=days]')!.getBoundingClientRect().width).toBeGreaterThanOrEqual(64);
  },
};

export const Inverse: Story = { args: { tone: 'inverse' } };

export const Zero: Story = {
  name: 'Zero (time is up)',
  args: { timeLeftMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    await expect(canvas.getByRole('timer')).toHaveTextContent('0 days, 0 hours, 0 minutes, 0 seconds. Ended');
  },
};

export const ManyDays: Story = {
  args: { timeLeftMs: time(365, 23, 59, 59) },
  play: async ({ canvas }) => {
    // Tiles of one width, whatever the digits and unit words ("365 days" beside "59 seconds").
    const tiles = [...canvas.getByRole('timer').querySelectorAll<HTMLElement>('[aria-hidden="true"]')];
    await expect(tiles).toHaveLength(4);
    await expect(new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().width))).size).toBe(1);
  },
};

export const LocalisedLabels: Story = {
  args: { label: 'Пропозиція діє ще', labels: { days: 'днів', hours: 'годин', minutes: 'хвилин', seconds: 'секунд' } },
};

const UKRAINIAN_WORDS = ['день', 'дні', 'днів', 'година', 'години', 'годин', 'хвилина', 'хвилини', 'хвилин', 'секунда', 'секунди', 'секунд'];

/** A language whose unit words change with the number: every form is reserved, so the timer keeps one width. */
export const ReservedWords: Story = {
  name: 'Reserved words (one width as the words change)',
  args: { label: 'Пропозиція діє ще', reservedLabels: UKRAINIAN_WORDS },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Countdown {...args} timeLeftMs={time(1, 1, 1, 1)} labels={{ days: 'день', hours: 'година', minutes: 'хвилина', seconds: 'секунда' }} />
      <Countdown {...args} timeLeftMs={time(22, 3, 5, 45)} labels={{ days: 'дні', hours: 'години', minutes: 'хвилин', seconds: 'секунд' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('timer').map((timer) => Math.round(timer.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await expect(canvas.getAllByRole('timer')[0]).toHaveTextContent(/^1 день, 1 година, 1 хвилина, 1 секунда/);
  },
};

/** Example: the caller ticks once a second (spec §9 "Countdown tick 1 s") and stops at zero. */
function Ticking({ startMs }: { startMs: number }) {
  const [left, setLeft] = useState(startMs);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((value) => Math.max(0, value - COUNTDOWN_TICK_MS)), COUNTDOWN_TICK_MS);
    return () => clearTimeout(id);
  }, [left]);
  return <Countdown timeLeftMs={left} label="Time left" />;
}

export const TicksToZero: Story = {
  render: () => <Ticking startMs={2_000} />,
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveAttribute('data-state', 'ended'), { timeout: 4000 });
    await expect(timer).toHaveTextContent('0 days, 0 hours, 0 minutes, 0 seconds. Ended');
  },
};
