import { render, screen, waitFor } from '@testing-library/react';
import type { CmsClient } from './client.ts';
import { ContentProvider, createContentQueryClient, useBanner } from './hooks.tsx';

function BannerTitle() {
  const banner = useBanner('ready-to-learn', 'en');
  return banner ? <p>{banner.bannerTitle}</p> : null;
}

const renderWith = (client: Partial<CmsClient>) =>
  render(
    <ContentProvider client={client as CmsClient} queryClient={createContentQueryClient()}>
      <BannerTitle />
    </ContentProvider>,
  );

describe('content hooks', () => {
  it('use the spec §9 cache: 24 h stale and cache time, no retries', () => {
    const defaults = createContentQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: 86_400_000, gcTime: 86_400_000, retry: false });
  });

  it('show nothing while loading, then the banner', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const banner = vi.fn(() => new Promise((done) => (resolve = done)));
    const { container } = renderWith({ banner } as never);
    expect(container).toBeEmptyDOMElement();
    resolve({ bannerTitle: 'Ready to learn?' });
    expect(await screen.findByText('Ready to learn?')).toBeInTheDocument();
  });

  it('show nothing on a fetch error, and log it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const banner = vi.fn().mockRejectedValue(new Error('banners: 500 Internal Server Error'));
    const { container } = renderWith({ banner });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[cms] banner ready-to-learn en not shown: banners: 500 Internal Server Error'));
    expect(container).toBeEmptyDOMElement();
    expect(banner).toHaveBeenCalledTimes(1); // retries off
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('show nothing when the record is missing or invalid (the client returns null)', async () => {
    const banner = vi.fn().mockResolvedValue(null);
    const { container } = renderWith({ banner });
    await waitFor(() => expect(banner).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('throw outside their provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BannerTitle />)).toThrow('Content hooks must be used inside <ContentProvider>');
  });
});
