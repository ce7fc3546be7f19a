// @vitest-environment jsdom
import { HEADERS } from '../story-fixtures.ts';
import headerStarter from './header.starter.ts';

const DAY = 86_400_000;

/** A header island's box with its Get The App button, started as the page starts it. */
function startHeader(builtAt = Date.now()) {
  const box = document.createElement('div');
  box.innerHTML = '<header><a href="/language-learning-app" data-event="landing_clicked_cta">Get The App</a><button type="button">Menu</button></header>';
  document.body.append(box);
  const hydrate = vi.fn(() => Promise.resolve());
  headerStarter.start({ box, props: { locale: 'en', pathname: '/faq', header: HEADERS.en, builtAt, cmsUrl: '/cms' }, hydrate });
  return { box, hydrate };
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  document.body.innerHTML = '';
  delete window.dataLayer;
  delete document.documentElement.dataset.visitor;
  localStorage.clear();
});

test('waits for the visitor to reach for the header before it hydrates', () => {
  const { box, hydrate } = startHeader();
  expect(hydrate).not.toHaveBeenCalled();
  box.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(hydrate).toHaveBeenCalledOnce();
});

test('hydrates at once when its content is older than 24 h, to refresh it', () => {
  expect(startHeader(Date.now() - DAY).hydrate).toHaveBeenCalledOnce();
});

test('is "scrolled" above 0 and resets at the top (spec §2), with no React', () => {
  const { box } = startHeader();
  scrollTo(1);
  expect(box).toHaveAttribute('data-scrolled');
  scrollTo(0);
  expect(box).not.toHaveAttribute('data-scrolled');
});

/** jsdom's window is 1024 px wide, and its document has no referrer. */
const PAGE_VIEW = { event: 'page_viewed', device: 'tablet', entry: true };

test('sends landing_clicked_cta for Get The App, and nothing for other clicks', () => {
  const { box } = startHeader();
  const link = box.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  box.querySelector('button')!.click();
  expect(window.dataLayer).toEqual([PAGE_VIEW, { event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' }]);
});

test('counts the page view, once per page, with its device and, typed or from another site, as a landing', () => {
  startHeader();
  expect(window.dataLayer).toEqual([PAGE_VIEW]);
});

test("reports each experiment variant the server wrote on the page, once per browser", () => {
  document.documentElement.dataset.visitor = 'signed-out market-US exp-header_business_link-corporate-english exp-home_hero_promise-speaking';
  startHeader();
  startHeader();
  const joins = window.dataLayer!.filter((entry) => (entry as { event: string }).event === 'gen_joined_ab_test');
  expect(joins).toEqual([
    { event: 'gen_joined_ab_test', experiment: 'header_business_link', variant: 'corporate-english' },
    { event: 'gen_joined_ab_test', experiment: 'home_hero_promise', variant: 'speaking' },
  ]);
});

test('reports no experiment where the server assigned none (no consent, or none runs on the page)', () => {
  document.documentElement.dataset.visitor = 'consent signed-out market-EU';
  startHeader();
  expect((window.dataLayer ?? []).some((entry) => (entry as { event: string }).event === 'gen_joined_ab_test')).toBe(false);
});
