// What depends on the visitor is decided before paint without per-visitor HTML (issue #8): every
// variant is in the prerendered page, each marked with the condition it needs (`data-when`), and
// the server (or one CDN edge rule) writes the visitor's conditions on <html> (`data-visitor`).
// CSS shows what applies. React renders the same markup for everyone, so hydration matches.
import { CONSENT_COUNTRIES, normaliseCountry, normaliseRegion } from '../countries.ts';
import { addressVariant, showsCookieLink } from './legal.ts';
import { MARKET_IDS, marketOf, type Market } from '../pricing/markets.ts';
import type { Visitor } from './visitor.ts';

/** The visitor's market (pricing/markets.ts): every price is in the page once per market. */
const MARKET_CONDITIONS = Object.fromEntries(MARKET_IDS.map((market) => [`market-${market}`, { shownWithout: market === 'default', kind: 'market-' }])) as Record<
  `market-${Market}`,
  { shownWithout: boolean; kind: 'market-' }
>;

/**
 * The conditions an element can wait for. Those marked `shownWithout` hold for a visitor the
 * server said nothing about (a prerendered page opened from disk, or served by a plain static
 * host): anonymous, country unknown, so the default legal entity's address. A condition of a
 * `kind` (one of several values) is replaced when the server names another value of that kind.
 * An experiment's variants are tokens too, shown by each page's own rules (domain/experiments).
 */
export const VISITOR_CONDITIONS = {
  consent: { shownWithout: false, kind: null },
  'cookie-link': { shownWithout: false, kind: null },
  california: { shownWithout: false, kind: null },
  'signed-in': { shownWithout: false, kind: 'signed-' },
  'signed-out': { shownWithout: true, kind: 'signed-' },
  'address-UAEAddress': { shownWithout: false, kind: 'address-' },
  'address-USAddress': { shownWithout: false, kind: 'address-' },
  'address-nonUAEAddress': { shownWithout: true, kind: 'address-' },
  /** A sign-in form posted without JavaScript came back refused (the server redirects with ?error). */
  'sign-in-failed': { shownWithout: false, kind: null },
  /** …refused because of too many failed attempts (server/sign-in.ts). */
  'sign-in-limited': { shownWithout: false, kind: null },
  /** The password reset's forms (server/password-reset.ts): an address that is not one, a link used or expired, a password too short. */
  'email-invalid': { shownWithout: false, kind: null },
  'reset-link-invalid': { shownWithout: false, kind: null },
  'password-too-short': { shownWithout: false, kind: null },
  'reset-unavailable': { shownWithout: false, kind: null },
  /** …and what they did: the link is on its way (whether or not the address has an account), the password is changed. */
  'reset-sent': { shownWithout: false, kind: null },
  'password-changed': { shownWithout: false, kind: null },
  /**
   * The contact form (server/contact.ts): the message is stored and its receipt on its way, or why
   * not. Scoped: the form's own rules show its messages (site/sections/parts/ContactForm.tsx), so
   * no other page carries a rule for them in its first screen.
   */
  'contact-sent': { shownWithout: false, kind: null, scoped: true },
  'contact-invalid': { shownWithout: false, kind: null, scoped: true },
  'contact-limited': { shownWithout: false, kind: null, scoped: true },
  'contact-unavailable': { shownWithout: false, kind: null, scoped: true },
  /** The page's campaign runs and the visitor may take it (pricing/offers.ts offerLiveFor). */
  'offer-live': { shownWithout: false, kind: 'offer-' },
  'offer-none': { shownWithout: true, kind: 'offer-' },
  ...MARKET_CONDITIONS,
} as const;
export type VisitorCondition = keyof typeof VISITOR_CONDITIONS;

/** The tokens of `<html data-visitor>`: the conditions that hold for the visitor. */
export function visitorTokens(visitor: Visitor, offerLive = false): string[] {
  const country = normaliseCountry(visitor.country);
  const address = addressVariant(country);
  const tokens: string[] = [];
  if (country && (CONSENT_COUNTRIES as readonly string[]).includes(country)) tokens.push('consent');
  if (showsCookieLink(country)) tokens.push('cookie-link');
  if (country === 'US' && normaliseRegion(visitor.region) === 'CA') tokens.push('california');
  tokens.push(visitor.isSignedIn ? 'signed-in' : 'signed-out');
  tokens.push(`address-${address ?? 'none'}`);
  tokens.push(`market-${marketOf(country)}`, offerLive ? 'offer-live' : 'offer-none');
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
  return [
    ...Object.entries(VISITOR_CONDITIONS).flatMap(([condition, rule]) => {
      if ('scoped' in rule) return [];
      return [rule.shownWithout ? `html[data-visitor*="${rule.kind}"]:not([data-visitor~="${condition}"]) [data-when="${condition}"]` : `html:not([data-visitor~="${condition}"]) [data-when="${condition}"]`];
    }),
    ...HIDING_CONDITIONS.map((condition) => `html[data-visitor~="${condition}"] [data-hidden-when="${condition}"]`),
  ];
}

/** The conditions that hide what is marked `data-hidden-when` with them: a form whose link was used, or that has done its work. */
export const HIDING_CONDITIONS = ['reset-sent', 'reset-link-invalid'] as const satisfies readonly VisitorCondition[];
