import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { HEADERS, rootDataFixture } from '../story-fixtures.ts';
import type { RootData } from '../root.tsx';
import { Footer } from './Footer.tsx';

function renderAt(path: string, data: RootData) {
  const Page = () => (
    <>
      <main>page</main>
      <Footer />
    </>
  );
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: Page, loader: () => data }]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole('main');
}

describe('Footer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('renders the CMS footer of the page', async () => {
    renderAt('/faq', rootDataFixture());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /AppGallery/ })).toBeInTheDocument();
  });

  it('leaves AppGallery out on the iOS app page only', async () => {
    renderAt('/uk/app/ios-language-learning-app/', rootDataFixture());
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('link', { name: /AppGallery/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  });

  it('is not shown when the CMS header turns the footer off', async () => {
    await renderAt('/faq', rootDataFixture({ header: { ...HEADERS.en, footer: false } }));
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('sends gen_clicked_contact_us for the contact link and gen_deeplink_clicked for a store', async () => {
    renderAt('/faq', rootDataFixture());
    const contact = await screen.findByRole('link', { name: 'Contact us' });
    contact.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(contact);
    const store = screen.getByRole('link', { name: /App Store/ });
    store.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(store);
    expect(window.dataLayer).toEqual([
      { event: 'gen_clicked_contact_us', place: 'footer' },
      { event: 'gen_deeplink_clicked', store: 'app-store', place: 'footer' },
    ]);
  });
});
