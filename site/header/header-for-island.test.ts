import { EXPERIMENTS, HEADERS } from '../story-fixtures.ts';
import { headerExperiments, headerForIsland } from './Header.tsx';

describe("the header's island props", () => {
  it('keep what the header renders and drop the rest: empty link fields, the link fields it does not render, the CMS dates', () => {
    const slim = headerForIsland(HEADERS.en);
    expect(slim.links.map((link) => link.label)).toEqual(HEADERS.en.links.map((link) => link.label));
    expect(slim.menuLinks.map((link) => link.href)).toEqual(HEADERS.en.menuLinks.map((link) => link.href));
    for (const link of [...slim.links, ...slim.menuLinks]) {
      expect(Object.keys(link).every((key) => ['id', 'href', 'label', 'text', 'visible', 'eventType', 'experiment'].includes(key))).toBe(true);
      expect(Object.values(link)).not.toContain(null);
    }
    expect(slim.links.find((link) => link.label === 'Corporate English')?.experiment).toBe('header_business_link:corporate-english');
    expect('updatedAt' in slim).toBe(false);
    expect(slim.downloadAppButton).toEqual(HEADERS.en.downloadAppButton);
  });

  it("carry only the experiments its links name, and whether they run here", () => {
    expect(EXPERIMENTS.known.map(({ key }) => key)).toEqual(['header_business_link', 'home_hero_promise']);
    expect(headerExperiments(EXPERIMENTS, HEADERS.en)).toEqual({
      known: [{ key: 'header_business_link', variants: ['for-business', 'corporate-english'] }],
      running: [{ key: 'header_business_link' }],
    });
    expect(headerExperiments(EXPERIMENTS, null)).toEqual({ known: [], running: [] });
  });
});
