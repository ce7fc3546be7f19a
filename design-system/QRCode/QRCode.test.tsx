import { render, screen, waitFor } from '@testing-library/react';
import { QRCode } from './QRCode.tsx';

describe('QRCode', () => {
  it('is a labelled image of 248 px by default and 200 px in the modal size (spec §9)', async () => {
    render(
      <>
        <QRCode value="https://example.com/app" label="Scan to download the app" />
        <QRCode value="https://example.com/app" label="QR in modal" size="modal" />
      </>,
    );
    // While the encoder loads: a labelled blank square of the same size.
    expect(screen.getByRole('img', { name: 'Scan to download the app' }).tagName).toBe('SPAN');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Scan to download the app' })).toHaveAttribute('width', '248'));
    expect(screen.getByRole('img', { name: 'Scan to download the app' }).tagName).toBe('svg');
    expect(screen.getByRole('img', { name: 'QR in modal' })).toHaveAttribute('width', '200');
  });
});
