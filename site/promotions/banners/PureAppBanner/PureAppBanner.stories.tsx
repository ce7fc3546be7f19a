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

/** At the top of the page: title, button, text and picture, docked at the bottom of the window. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Get the app' });
    await expect(region).not.toHaveAttribute('data-compact');
    await expect(canvas.getByText(/Ten-minute lessons a day/)).toBeVisible();
  },
};

/** Scrolled over 20 px: only the first row stays on screen (moved by a transform, no layout shift). */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Get the app' })).toHaveAttribute('data-compact', 'true');
    await expect(canvas.getByRole('link', { name: 'Get The App' })).toBeVisible();
  },
};

export const Ukrainian: Story = {
  args: { banner: banner('app-banner', 'uk'), copy: PROMOTIONS_COPY.uk },
};
