import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Ticker } from './Ticker.tsx';

const meta = {
  title: 'Design system/Ticker',
  component: Ticker,
  args: { text: 'Winter sale: −50% on all plans ✦ Learn English with native speakers' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The snapshot run prefers reduced motion: the text stands still, once, wrapping where it must
 * (a phone shows all of it, not its first words), and there is nothing to pause.
 */
export const ReducedMotion: Story = {
  args: { text: 'Winter sale: −50% on all plans ✦ Learn English with native speakers ✦ Group classes, a conversation club and AI practice' },
  play: async ({ canvasElement }) => {
    const repeats = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] span')];
    await expect(repeats).toHaveLength(10);
    await expect(repeats.filter((repeat) => repeat.getClientRects().length > 0)).toHaveLength(1);
    const viewport = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth);
    await expect(viewport.scrollHeight).toBeLessThanOrEqual(viewport.clientHeight);
    // The pause control is hidden (nothing moves), and the bar keeps the height it has with it.
    const bar = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** With motion allowed the text runs and the pause control shows (WCAG 2.2.2). */
export const PauseAndPlay: Story = {
  parameters: { visual: { motion: 'allow' } },
  play: async ({ canvas, canvasElement }) => {
    const strip = canvasElement.querySelector('[data-state]')!;
    await expect(strip).toHaveAttribute('data-state', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(strip).toHaveAttribute('data-state', 'paused');
    const track = strip.querySelector('[aria-hidden] > div')!;
    await waitFor(() => expect(getComputedStyle(track).animationPlayState).toBe('paused'));
  },
};

export const StartsPaused: Story = {
  args: { defaultPaused: true },
  parameters: { visual: { motion: 'allow' } },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible(),
};
