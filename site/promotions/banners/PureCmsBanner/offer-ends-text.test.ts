import { describe, expect, it } from 'vitest';
import { offerEndsText } from './offer-ends-text.ts';

describe('offerEndsText', () => {
  it('writes the last day, short, in each locale’s words, for a phone’s one line', () => {
    const end = Date.parse('2026-12-06T23:59:59.000Z');
    expect(offerEndsText('en', end)).toBe('Ends Dec 6');
    expect(offerEndsText('es', end)).toBe('Termina el 6 dic');
    expect(offerEndsText('pt', end)).toBe('Termina em 6 de dez.');
    expect(offerEndsText('uk', end)).toBe('До 6 груд.');
  });

  it('does not move the day into the machine’s time zone', () => {
    expect(offerEndsText('en', Date.parse('2027-01-01T00:30:00.000Z'))).toBe('Ends Jan 1');
  });
});
