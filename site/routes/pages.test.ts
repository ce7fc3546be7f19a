import { prerenderPaths } from '../../react-router.config.ts';
import { LOCALES } from '../platform/constants.ts';
import { landingCopy } from './page-copy.ts';
import { LANDING_PAGES, landingPageAt } from './pages.ts';

describe('the landing pages', () => {
  it('have one entry per path', () => {
    expect(new Set(LANDING_PAGES.map((landing) => landing.path)).size).toBe(LANDING_PAGES.length);
  });

  it('say something of their own in every locale', () => {
    for (const landing of LANDING_PAGES) {
      const headings = LOCALES.map((locale) => landingCopy(landing, locale).heading);
      expect(new Set(headings).size, landing.path).toBeGreaterThan(1);
      for (const heading of headings) expect(heading.trim(), landing.path).not.toBe('');
    }
  });

  it('are found by their locale-free path only', () => {
    expect(landingPageAt('/conversation-club')?.kind).toBe('practice');
    expect(landingPageAt('/uk/conversation-club')).toBeUndefined();
    expect(landingPageAt('/constructor')).toBeUndefined();
  });
});

describe('the prerender list', () => {
  const paths = prerenderPaths();

  it('holds the home page, the 404 page and every landing page in every locale', () => {
    expect(paths).toHaveLength((2 + LANDING_PAGES.length) * LOCALES.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/uk', '/404', '/es/404', '/faq', '/pt/faq', '/uk/page/practice-with-ai']));
  });

  it('has no duplicates and no English prefix', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path.startsWith('/en/') || path === '/en')).toBe(false);
  });
});
