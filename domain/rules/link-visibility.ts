import { CONSENT_COUNTRIES, normaliseCountry, normaliseRegion } from '../countries.ts';
import type { Visitor } from './visitor.ts';

/** Spec §3 / §6: a link's `visible` value. */
export const LINK_VISIBILITY = ['', 'no_auth', 'eu', 'california', 'no'] as const;
export type LinkVisibility = (typeof LINK_VISIBILITY)[number];

const isConsentCountry = (country: string | null) =>
  country !== null && (CONSENT_COUNTRIES as readonly string[]).includes(country);

/**
 * Spec §6: '' (or missing) always; no_auth only when nobody is signed in; eu only in the
 * consent countries; california only for region California (US-CA); no never. Any other
 * value is unknown and hides the link rather than guessing.
 */
export function isLinkVisible(visible: unknown, visitor: Visitor): boolean {
  const country = normaliseCountry(visitor.country);
  switch (visible ?? '') {
    case '':
      return true;
    case 'no_auth':
      return !visitor.isSignedIn;
    case 'eu':
      return isConsentCountry(country);
    case 'california':
      return country === 'US' && normaliseRegion(visitor.region) === 'CA';
    default:
      return false;
  }
}
