// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FOCUS_RING_PROPERTY } from '../../tokens/index.ts';
import { theme } from '../stitches.config.ts';
import { Banner } from './Banner.tsx';

const strip = () => screen.getByRole('region', { name: 'Promotion' });

describe('Banner', () => {
  it('paints the CMS colour at its opacity', () => {
    render(<Banner label="Promotion" title="Sale" background={{ name: 'Purple', opacity: 40 }} />);
    expect(strip().style.backgroundColor).toBe('rgba(91, 59, 232, 0.4)');
  });

  it('uses white text on a dark opaque colour and black on a light one', () => {
    const { rerender } = render(<Banner label="Promotion" title="Sale" background={{ name: 'Purple' }} />);
    expect(strip().style.color).toBe('rgb(255, 255, 255)');
    rerender(<Banner label="Promotion" title="Sale" background={{ name: 'Yellow', opacity: 100 }} />);
    expect(strip().style.color).toBe('rgb(23, 23, 28)');
  });

  it('gives focus rings and links inside it its text colour, so a Purple ring never sits on Purple', () => {
    const { rerender } = render(<Banner label="Promotion" title="Sale" background={{ name: 'Purple' }} />);
    expect(strip().style.getPropertyValue('--ls-on-colour')).toBe('#FFFFFF');
    // The ring's colour is the theme's focusRing variable, set here for everything inside.
    expect((theme.colors as unknown as Record<string, { variable: string }>).focusRing!.variable).toBe(FOCUS_RING_PROPERTY);
    expect(strip().style.getPropertyValue(FOCUS_RING_PROPERTY)).toBe('#FFFFFF');
    rerender(<Banner label="Promotion" title="Sale" background={{ name: 'Emerald' }} />);
    expect(strip().style.getPropertyValue('--ls-on-colour')).toBe('#17171C');
    rerender(<Banner label="Promotion" title="Sale" background={{ name: 'Purple', opacity: 20 }} />);
    expect(strip().style.getPropertyValue('--ls-on-colour')).toBe('');
  });

  it.each([null, undefined, 'Chartreuse', { name: 7 }, { name: 'javascript:alert(1)' }])(
    'falls back to the muted surface and page text for a bad CMS colour %j',
    (background) => {
      render(<Banner label="Promotion" title="Sale" background={background} />);
      expect(strip().style.backgroundColor).toBe('rgb(246, 241, 227)');
      expect(strip().style.color).toBe('');
    },
  );

  it('marks the compact variant', () => {
    render(<Banner label="Promotion" title="Sale" compact />);
    expect(strip()).toHaveAttribute('data-compact', 'true');
  });
});
