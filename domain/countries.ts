/** ISO 3166-1 alpha-2 codes of the European Union member states. */
const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/**
 * Spec §6 `eu`: "shown only to visitors from EU or other listed countries". Our list: the EU,
 * the rest of the EEA (Iceland, Liechtenstein, Norway), Switzerland and the United Kingdom —
 * the countries whose consent rules (GDPR, UK GDPR, revFADP) call for a cookie-settings link.
 */
export const CONSENT_COUNTRIES = [...EU_COUNTRIES, 'IS', 'LI', 'NO', 'CH', 'GB'] as const;

/** Spec §6: "The footer cookie link appears only for EU, UK and US countries." */
export const COOKIE_LINK_COUNTRIES = [...EU_COUNTRIES, 'GB', 'US'] as const;

/** A two-letter country code, upper-cased, or null for anything else (unknown visitor). */
export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  // "XX" (Cloudflare: unknown) and "T1" (Tor) are not countries.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}

/** The subdivision part of an ISO 3166-2 code ("CA", also from "US-CA"), or null. */
export function normaliseRegion(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase().replace(/^[A-Z]{2}-/, '');
  return /^[A-Z0-9]{1,3}$/.test(code) ? code : null;
}
