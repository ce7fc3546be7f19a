import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { COOKIE_POLICY, PRIVACY_POLICY } from '../../story-fixtures.ts';
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
    // A list of the sections, each a link to its anchor.
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(contents).getByRole('link', { name: 'Do not sell or share my personal information' })).toHaveAttribute('href', '#do-not-sell');
  },
};

/** The cookie policy's table of every cookie and storage item, generated from the code; it scrolls in its own region on a phone. */
export const CookiePolicy: Story = {
  args: { ...COOKIE_POLICY, updated: 'Last updated November 27, 2026' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: COOKIE_POLICY.sections[0]!.table!.caption });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: /cookie_consent/ })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(COOKIE_POLICY.sections[0]!.table!.rows.length + 1);
  },
};
