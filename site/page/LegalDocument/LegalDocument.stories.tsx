import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PRIVACY_POLICY } from '../../story-fixtures.ts';
import { LegalDocument } from './LegalDocument.tsx';

const meta = {
  title: 'Site/Page/LegalDocument',
  component: LegalDocument,
  args: { ...PRIVACY_POLICY, updated: 'Last updated November 1, 2026' },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // The footer's California link lands on this section.
    const doNotSell = canvasElement.querySelector('#do-not-sell');
    await expect(doNotSell).toHaveAccessibleName('Do not sell or share my personal information');
  },
};
