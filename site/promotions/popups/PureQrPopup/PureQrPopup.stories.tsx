import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { StoreButton } from '../../../../design-system/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { popup } from '../../story-fixtures.ts';
import { PureQrPopup } from './PureQrPopup.tsx';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Site/Promotions/QrPopup',
  component: PureQrPopup,
  args: { config: popup('download-qr').config, copy: PROMOTIONS_COPY.en, open: true, onOpenChange: fn(), onStorePress: fn(), origin: 'https://www.lingo.example' },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
} satisfies Meta<typeof PureQrPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 200 px code (§9, in the download modal) of the whole address, and the same address as a link for phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Scan to download the app' });
    await expect(within(dialog).getByRole('img', { name: 'QR code to download the app' })).toHaveAttribute('data-size', 'modal');
    await expect(within(dialog).getByRole('link', { name: 'Open in the store' })).toHaveAttribute('href', '/get-the-app?source=qr');
  },
};

/**
 * On a phone or tablet, which cannot scan its own screen: the store button of its platform in
 * place of the code (here Google Play, for an Android phone), as a sheet on a phone.
 */
export const StoreButtonOnAPhone: Story = {
  args: {
    placement: 'bottom',
    storeButton: <StoreButton store="google-play" href="https://play.google.com/store/apps/details?id=app.lingo.english" newTabLabel="(opens in a new tab)" />,
  },
  parameters: { visual: { widths: [390], height: 844 } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Get the app' });
    await expect(within(dialog).queryByRole('img', { name: 'QR code to download the app' })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=app.lingo.english');
  },
};

export const Ukrainian: Story = {
  args: { config: popup('download-qr', 'uk').config, copy: PROMOTIONS_COPY.uk },
};

/** An unsafe CMS link: there is nothing to scan, so there is no popup. */
export const UnsafeLink: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { config: { ...popup('download-qr').config, link: { href: 'javascript:alert(1)', rel: null, target: null } } },
  parameters: { visual: { disable: true } }, // Nothing renders; the play function checks it.
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
