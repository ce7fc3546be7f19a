import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode, QRCodeImage, QR_SIZES } from './QRCode.tsx';
import { qrCodeSvgDataUri } from './qr-code-svg.tsx';

const meta = {
  title: 'Design system/QRCode',
  component: QRCode,
  args: { value: 'https://example.com/app/download?source=footer', label: 'Scan to download the app' },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(QR_SIZES) } },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 248 px (spec §9 default). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Scan to download the app' })).toHaveAttribute('width', '248');
  },
};

/** 200 px, for the download modal (spec §9). */
export const ModalSize: Story = {
  args: { size: 'modal' },
  play: async ({ canvas }) => expect(canvas.getByRole('img')).toHaveAttribute('width', '200'),
};

export const LongValue: Story = {
  args: { value: `https://example.com/app/download?${'utm_campaign=winter-sale&'.repeat(8)}source=qr` },
};

/** The code drawn at build time as an SVG file (the footer's): an <img>, lazy, with the label as its text. */
export const AsImage: Story = {
  render: ({ value, label, size }) => <QRCodeImage src={qrCodeSvgDataUri(value, size)} label={label} size={size} />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Scan to download the app' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('width', '248');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
