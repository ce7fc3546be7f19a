// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { StoreButton, StoreButtonGroup } from './StoreButton.tsx';

const links = {
  'app-store': 'https://apps.apple.com/app/id1',
  'google-play': 'https://play.google.com/store/apps/details?id=x',
  'app-gallery': 'https://appgallery.huawei.com/app/C1',
  mac: 'https://apps.apple.com/app/id2?platform=mac',
};

describe('StoreButton', () => {
  it.each([
    ['app-store', 'Download on the App Store'],
    ['google-play', 'Get it on Google Play'],
    ['app-gallery', 'Explore it on AppGallery'],
    ['mac', 'Download for Mac'],
  ] as const)('%s is a link named "%s" that opens a new tab', (store, name) => {
    render(<StoreButton newTabLabel="(opens in a new tab)" store={store} href={links[store]} />);
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for an unsafe href', () => {
    render(<StoreButton newTabLabel="(opens in a new tab)" store="mac" href="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('StoreButtonGroup', () => {
  it('lists every store in a fixed order', () => {
    render(<StoreButtonGroup newTabLabel="(opens in a new tab)" links={links} />);
    const list = screen.getByRole('list', { name: 'Download the app' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('data-store'))).toEqual([
      'app-store',
      'google-play',
      'app-gallery',
      'mac',
    ]);
  });
  it('hides any store asked for (AppGallery on one page, spec §1)', () => {
    render(<StoreButtonGroup newTabLabel="(opens in a new tab)" links={links} hidden={['app-gallery']} />);
    expect(screen.queryByRole('link', { name: /AppGallery/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
  it('leaves out stores without a link and renders nothing when none is left', () => {
    const { rerender } = render(<StoreButtonGroup newTabLabel="(opens in a new tab)" links={{ mac: links.mac }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    rerender(<StoreButtonGroup newTabLabel="(opens in a new tab)" links={{}} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
