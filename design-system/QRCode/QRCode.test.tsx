import { render, screen } from '@testing-library/react';
import { QRCode } from './QRCode.tsx';

describe('QRCode', () => {
  it('is a labelled image of 248 px by default and 200 px in the modal size (spec §9)', () => {
    render(
      <>
        <QRCode value="https://example.com/app" label="Scan to download the app" />
        <QRCode value="https://example.com/app" label="QR in modal" size="modal" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Scan to download the app' })).toHaveAttribute('width', '248');
    expect(screen.getByRole('img', { name: 'QR in modal' })).toHaveAttribute('width', '200');
  });
});
