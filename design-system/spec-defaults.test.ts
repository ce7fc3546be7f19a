import { ALLOWED_MEDIA_SUBTYPES, COUNTDOWN_TICK_MS, TOAST_DURATION_MS } from './index.ts';

describe('the primitives’ own spec defaults', () => {
  it('keep the spec §9 values', () => {
    expect(TOAST_DURATION_MS).toBe(5_000);
    expect(COUNTDOWN_TICK_MS).toBe(1_000);
    expect(ALLOWED_MEDIA_SUBTYPES.audio).toContain('x-m4a');
  });
});
