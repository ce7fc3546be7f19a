// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOOTERS } from '../story-fixtures.ts';
import { Footer, type FooterProps } from './Footer.tsx';
import footerStarter from './footer.starter.ts';

const VIEW = { locale: 'en', year: 2026 } as const;

/** The page's footer as its HTML has it. */
function renderAt(pathname: string) {
  const props: FooterProps = { footer: FOOTERS.en, pathname, ...VIEW };
  render(
    <>
      <main>page</main>
      <Footer {...props} />
    </>,
  );
}

/** Runs the footer island's starter, as the page does; returns its hydrate. */
function startFooter(builtAt: number) {
  const hydrate = vi.fn(() => Promise.resolve());
  footerStarter.start({ box: document.createElement('div'), props: { pathname: '/faq', ...VIEW, builtAt, cmsUrl: '/cms' }, hydrate });
  return hydrate;
}

describe('Footer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('renders the CMS footer of the page', () => {
    renderAt('/faq');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /AppGallery/ })).toBeInTheDocument();
  });

  it('leaves AppGallery out on the iOS app page only', () => {
    renderAt('/uk/app/ios-language-learning-app/');
    expect(screen.queryByRole('link', { name: /AppGallery/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  });

  it('hydrates its island only to replace a footer older than 24 h', () => {
    expect(startFooter(Date.now() - 86_400_000 + 60_000)).not.toHaveBeenCalled();
    expect(startFooter(Date.now() - 86_400_000)).toHaveBeenCalledOnce();
  });

  it('sends gen_clicked_contact_us for the contact link and gen_deeplink_clicked for a store, once each, from the footer in the HTML, with no React', async () => {
    renderAt('/faq');
    startFooter(Date.now());
    const contact = screen.getByRole('link', { name: 'Contact us' });
    contact.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(contact);
    const store = screen.getByRole('link', { name: /App Store/ });
    store.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(store);
    const other = screen.getAllByRole('link').find((link) => !link.hasAttribute('data-store') && !link.hasAttribute('data-event'))!;
    other.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(other);
    expect(window.dataLayer).toEqual([
      { event: 'gen_clicked_contact_us', place: 'footer' },
      { event: 'gen_deeplink_clicked', store: 'app-store', place: 'footer' },
    ]);
  });
});
