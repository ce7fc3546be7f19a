import { addressVariant } from './legal.ts';
import { isLinkVisible, LINK_VISIBILITY } from './link-visibility.ts';
import { hiddenConditionSelectors, HIDING_CONDITIONS, linkCondition, VISITOR_CONDITIONS, visitorTokens, type VisitorCondition } from './visitor-conditions.ts';
import type { Visitor } from './visitor.ts';

/** What the CSS built from hiddenConditionSelectors() does, as a function: is an element with `data-when` shown? */
function shown(condition: VisitorCondition, tokens: string[] | null) {
  if (tokens === null) return VISITOR_CONDITIONS[condition].shownWithout;
  const { shownWithout, kind } = VISITOR_CONDITIONS[condition];
  if (!shownWithout) return tokens.includes(condition);
  return !tokens.some((token) => token.startsWith(kind)) || tokens.includes(condition);
}

const places: Array<[string | null, string | null]> = [
  ['DE', null], ['FR', null], ['GB', null], ['NO', null], ['US', 'NY'], ['US', 'CA'], ['AE', null], ['UA', null], ['BR', null], [null, null],
];
const visitors: Visitor[] = places.flatMap(([country, region]) => [false, true].map((isSignedIn) => ({ country, region, isSignedIn })));

describe('visitor conditions', () => {
  it('show a CMS link exactly when isLinkVisible says so, for every visitor and visible value', () => {
    for (const visitor of visitors) {
      const tokens = visitorTokens(visitor);
      for (const visible of [...LINK_VISIBILITY, 'unknown', null, undefined]) {
        const condition = linkCondition(visible);
        const css = condition === null ? true : condition === 'never' ? false : shown(condition, tokens);
        expect({ visitor, visible, shown: css }).toEqual({ visitor, visible, shown: isLinkVisible(visible, visitor) });
      }
    }
  });

  it('show exactly one address, the one the legal rule picks, or none in Ukraine', () => {
    for (const visitor of visitors) {
      const tokens = visitorTokens(visitor);
      const visible = (['UAEAddress', 'USAddress', 'nonUAEAddress'] as const).filter((variant) => shown(`address-${variant}`, tokens));
      const expected = addressVariant(visitor.country);
      expect(visible).toEqual(expected ? [expected] : []);
    }
  });

  it('show the anonymous, default-address variant when the server said nothing', () => {
    expect(shown('signed-out', null)).toBe(true);
    expect(shown('signed-in', null)).toBe(false);
    expect(shown('address-nonUAEAddress', null)).toBe(true);
    expect(shown('consent', null)).toBe(false);
  });

  it('give one selector per condition but the scoped ones (their elements carry their own rules), and one per condition that hides what it replaces', () => {
    const selectors = hiddenConditionSelectors();
    const global = Object.entries(VISITOR_CONDITIONS).filter(([, rule]) => !('scoped' in rule)).map(([condition]) => condition);
    expect(selectors).toHaveLength(global.length + HIDING_CONDITIONS.length);
    for (const condition of global) expect(selectors.join()).toContain(`[data-when="${condition}"]`);
    expect(selectors.join()).not.toContain('contact-sent');
    expect(selectors).toContain('html[data-visitor~="reset-sent"] [data-hidden-when="reset-sent"]');
  });
});
