import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
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
 * The snapshot run prefers reduced motion: the text stands still, once, and there is nothing to
 * pause. Where there is room it wraps, all of it shown; on a phone it is one line, its first phrase
 * (the header and a promotion keep to 120 px there, issue 63). Screen readers read all of it.
 */
export const ReducedMotion: Story = {
  args: { text: 'Winter sale: −50% on all plans ✦ Learn English with native speakers ✦ Group classes, a conversation club and AI practice' },
  parameters: { visual: { widths: SNAPSHOT_WIDTHS, height: 120 } },
  play: async ({ canvasElement }) => {
    const repeats = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > div > span')];
    await expect(repeats).toHaveLength(10);
    const shown = repeats.filter((repeat) => repeat.getClientRects().length > 0);
    await expect(shown).toHaveLength(1);
    const viewport = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth);
    await expect(viewport.scrollHeight).toBeLessThanOrEqual(viewport.clientHeight);
    const phone = window.matchMedia('(max-width: 767px)').matches;
    await expect(shown[0]!.innerText).toBe(phone ? 'Winter sale: −50% on all plans' : 'Winter sale: −50% on all plans ✦ Learn English with native speakers ✦ Group classes, a conversation club and AI practice');
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^Winter sale.*AI practice$/);
    // The pause control is hidden (nothing moves); the bar keeps the height it has with it, a phone's one line.
    const bar = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    if (phone) await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(48);
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
