// What depends on the visitor is decided before paint without per-visitor HTML (issue #8): every
// variant is in the prerendered page, each marked with the condition it needs (`data-when`), and
// the server (or one CDN edge rule) writes the visitor's conditions on <html> (`data-visitor`).
// CSS shows what applies. React renders the same markup for everyone, so hydration matches.
import { CONSENT_COUNTRIES, normaliseCountry, normaliseRegion } from './countries.ts';
import { addressVariant, showsCookieLink } from './legal.ts';
import type { Visitor } from './visitor.ts';

/**
 * The conditions an element can wait for. Those marked `shownWithout` hold for a visitor the
 * server said nothing about (a prerendered page opened from disk, or served by a plain static
 * host): anonymous, country unknown, so the default legal entity's address.
 */
export const VISITOR_CONDITIONS = {
  consent: { shownWithout: false },
  'cookie-link': { shownWithout: false },
  california: { shownWithout: false },
  'signed-in': { shownWithout: false },
  'signed-out': { shownWithout: true },
  'address-UAEAddress': { shownWithout: false },
  'address-USAddress': { shownWithout: false },
  'address-nonUAEAddress': { shownWithout: true },
} as const;
export type VisitorCondition = keyof typeof VISITOR_CONDITIONS;

/** The tokens of `<html data-visitor>`: the conditions that hold, and those that stop holding. */
export function visitorTokens(visitor: Visitor): string[] {
  const country = normaliseCountry(visitor.country);
  const address = addressVariant(country);
  const tokens: string[] = [];
  if (country && (CONSENT_COUNTRIES as readonly string[]).includes(country)) tokens.push('consent');
  if (showsCookieLink(country)) tokens.push('cookie-link');
  if (country === 'US' && normaliseRegion(visitor.region) === 'CA') tokens.push('california');
  tokens.push(visitor.isSignedIn ? 'signed-in' : 'signed-out');
  tokens.push(`address-${address ?? 'none'}`);
  return tokens;
}

/**
 * The condition a CMS link's `visible` value asks for: null for always, 'never' for `no` and for
 * values we do not know (hidden rather than guessed), as isLinkVisible decides.
 */
export function linkCondition(visible: unknown): VisitorCondition | null | 'never' {
  switch (visible ?? '') {
    case '':
      return null;
    case 'no_auth':
      return 'signed-out';
    case 'eu':
      return 'consent';
    case 'california':
      return 'california';
    default:
      return 'never';
  }
}

/**
 * Selectors of the elements to hide. A condition shown by default hides only when the server
 * names another value of its kind (`signed-in`, another address); the others show only when
 * the server names them.
 */
export function hiddenConditionSelectors(): string[] {
  return Object.entries(VISITOR_CONDITIONS).map(([condition, { shownWithout }]) => {
    if (!shownWithout) return `html:not([data-visitor~="${condition}"]) [data-when="${condition}"]`;
    const kind = condition.startsWith('address-') ? 'address-' : 'signed-';
    return `html[data-visitor*="${kind}"]:not([data-visitor~="${condition}"]) [data-when="${condition}"]`;
  });
}
