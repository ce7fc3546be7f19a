import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { banner } from '../../story-fixtures.ts';
import { PureAppBanner } from './PureAppBanner.tsx';

const meta = {
  title: 'Site/Promotions/AppBanner',
  component: PureAppBanner,
  args: { banner: banner('app-banner'), copy: PROMOTIONS_COPY.en, compact: false },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureAppBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: picture, title, a line of text (from sm; on a phone the title takes both lines) and the button, in one row of 64 px docked at the bottom of the window. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Get the app' });
    await expect(region).not.toHaveAttribute('data-compact');
    await expect(canvas.getByText(/Ten-minute lessons a day/)).toHaveAttribute('title', expect.stringMatching(/^Ten-minute lessons a day/));
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(72);
  },
};

/** Scrolled over 20 px: the title and the button stay; the row keeps its height, so nothing moves. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Get the app' });
    await expect(region).toHaveAttribute('data-compact', 'true');
    await expect(canvas.getByRole('link', { name: 'Get the app' })).toBeVisible();
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(72);
  },
};

export const Ukrainian: Story = {
  args: { banner: banner('app-banner', 'uk'), copy: PROMOTIONS_COPY.uk },
};
