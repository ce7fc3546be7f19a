import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PreviewBar } from './PreviewBar.tsx';

const meta = {
  title: 'Site/Page/PreviewBar',
  component: PreviewBar,
  args: { preview: { status: 'draft', promotion: null, adminOrigin: null } },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PreviewBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Preview' })).toHaveTextContent('Preview of the drafts. Nothing done here is recorded: no analytics, no dismissal, no subscription.');
  },
};

export const Published: Story = {
  args: { preview: { status: 'published', promotion: null, adminOrigin: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Preview' })).toHaveTextContent(/^Preview of what is published\./);
  },
};

export const Banner: Story = {
  args: { preview: { status: 'draft', promotion: { kind: 'banner', slug: 'offer-banner-en' }, adminOrigin: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Preview' })).toHaveTextContent('The banner “offer-banner-en” is shown whatever its rules say; the panel at the bottom says whether a visitor would see it.');
  },
};
