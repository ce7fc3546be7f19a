import { CONTENT_CACHE_TIME_MS, EXIT_INTENT_SUPPRESSED_S, LOCALES, TIMER_POPUP_DELAY_MS, TUTORING_POPUP_DISMISSAL_S } from './constants.ts';
import { ORGANIC_SOURCE_ID } from './subscription/constants.ts';

describe('business constants', () => {
  it('keep the spec §9 values', () => {
    expect(CONTENT_CACHE_TIME_MS).toBe(86_400_000);
    expect(TUTORING_POPUP_DISMISSAL_S).toBe(3 * 24 * 3600);
    expect(EXIT_INTENT_SUPPRESSED_S).toBe(5 * 24 * 3600);
    expect(TIMER_POPUP_DELAY_MS).toBe(30_000);
    expect(ORGANIC_SOURCE_ID).toBe(249_969);
    expect(LOCALES).toEqual(['en', 'es', 'pt', 'uk']);
  });
});
