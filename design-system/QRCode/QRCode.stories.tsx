import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode, QR_SIZES } from './QRCode.tsx';

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
