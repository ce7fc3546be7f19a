import { COOKIE_LINK_COUNTRIES, normaliseCountry } from '../countries.ts';

/** Spec §6: "The footer cookie link appears only for EU, UK and US countries." */
export function showsCookieLink(country: unknown): boolean {
  const code = normaliseCountry(country);
  return code !== null && (COOKIE_LINK_COUNTRIES as readonly string[]).includes(code);
}

export interface AddressStrings {
  UAEAddress?: unknown;
  nonUAEAddress?: unknown;
  USAddress?: unknown;
}

export type AddressVariant = 'UAEAddress' | 'nonUAEAddress' | 'USAddress';

/**
 * Spec §6: "Address by country lists: UAE, non-UAE and US variants; Ukraine shows none."
 * An unknown country gets the non-UAE entity, the default legal entity.
 */
export function addressVariant(country: unknown): AddressVariant | null {
  const code = normaliseCountry(country);
  if (code === 'UA') return null;
  if (code === 'AE') return 'UAEAddress';
  if (code === 'US') return 'USAddress';
  return 'nonUAEAddress';
}

/** The address text to show, or null (Ukraine, or a missing or non-text value). */
export function footerAddress(record: AddressStrings, country: unknown): string | null {
  const variant = addressVariant(country);
  if (!variant) return null;
  const value = record[variant];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
