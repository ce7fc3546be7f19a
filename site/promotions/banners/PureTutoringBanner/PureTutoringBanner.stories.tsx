import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { banner, MOMENTS } from '../../story-fixtures.ts';
import { PureTutoringBanner } from './PureTutoringBanner.tsx';

const meta = {
  title: 'Site/Promotions/TutoringBanner',
  component: PureTutoringBanner,
  args: { banner: banner('tutoring-banner'), locale: 'en', copy: PROMOTIONS_COPY.en, now: MOMENTS.running, compact: false },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureTutoringBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the page, under the header; the compact bar is hidden (and out of the accessibility tree). */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Private lessons that fit your week' })).toBeVisible();
    await expect(canvas.getByTestId('tutoring-banner-compact')).not.toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Find my tutor' })).toHaveLength(1);
  },
};

/** Scrolled over 350 px: a compact bar docks at the window's top edge, edge to edge (issue 63). */
export const Compact: Story = {
  args: { compact: true },
  parameters: { visual: { widths: SNAPSHOT_WIDTHS, height: 600 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByTestId('tutoring-banner-compact');
    await expect(bar).toBeVisible();
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Ukrainian: Story = {
  args: { banner: banner('tutoring-banner', 'uk'), locale: 'uk', copy: PROMOTIONS_COPY.uk, compact: true },
};
