import { describe, expect, it } from 'vitest';
import { offerEndsText } from './offer-ends-text.ts';

describe('offerEndsText', () => {
  const end = Date.parse('2026-12-31T23:59:59.000Z');

  it('writes the end in each locale’s words and date format, in UTC', () => {
    expect(offerEndsText('en', end)).toBe('Offer ends December 31, 2026 at 11:59 PM UTC');
    expect(offerEndsText('es', end)).toBe('La oferta termina el 31 de diciembre de 2026 a las 23:59 UTC');
    expect(offerEndsText('pt', end)).toBe('A oferta termina em 31 de dezembro de 2026 às 23:59 UTC');
    expect(offerEndsText('uk', end)).toBe('Пропозиція діє до 31 грудня 2026 р. о 23:59 UTC');
  });

  it('does not move the date into the machine’s time zone', () => {
    expect(offerEndsText('en', Date.parse('2027-01-01T00:30:00.000Z'))).toBe('Offer ends January 1, 2027 at 12:30 AM UTC');
  });
});
