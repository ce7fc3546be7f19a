// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { QRCode } from './QRCode.tsx';
import { qrCodeSvg } from './qr-code-svg.tsx';

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

describe('qrCodeSvg', () => {
  it('draws the same code as QRCode, as a standalone SVG document for an <img>', async () => {
    render(<QRCode value="https://www.lingo.example/get-the-app?source=footer-qr" label="Live" />);
    const live = await waitFor(() => {
      const svg = screen.getByRole('img', { name: 'Live' });
      expect(svg.tagName).toBe('svg');
      return svg;
    });
    const file = new DOMParser().parseFromString(qrCodeSvg('https://www.lingo.example/get-the-app?source=footer-qr'), 'image/svg+xml').documentElement;
    expect(file.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(file.getAttribute('width')).toBe('248');
    expect([...file.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([...live.querySelectorAll('path')].map((path) => path.getAttribute('d')));
  });
});
