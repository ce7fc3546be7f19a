import type { CountdownTimer } from '../rules/countdown.ts';

/** A timer call-to-action (spec §7): an offer for the countries listed, or the all-pages one. */
export interface TimerOffer {
  slug: string;
  /** Comma-separated ISO codes; "*" on the all-pages one. */
  countries: string;
  isAllPages?: boolean | null;
  banner: { timer?: CountdownTimer | null };
}

const countriesOf = (offer: TimerOffer) =>
  offer.countries
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/**
 * Spec §7: the newest call-to-action whose countries contain the visitor's country; if none, the
 * all-pages one.
 */
export function chooseTimerOffer<T extends TimerOffer>(offers: readonly T[], country: string | null): T | null {
  const targeted = country ? offers.find((offer) => countriesOf(offer).includes(country)) : undefined;
  return targeted ?? offers.find((offer) => offer.isAllPages === true) ?? null;
}
