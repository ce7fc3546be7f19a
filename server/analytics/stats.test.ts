// The report's arithmetic against values from statistical tables and textbook examples.
import { chiSquareSurvival, sampleRatio, wilsonInterval } from './stats.ts';

describe('the Wilson interval', () => {
  it('matches the published example (Newcombe 1998: 81 of 263 → 0.2553 to 0.3662)', () => {
    const { rate, low, high } = wilsonInterval(81, 263);
    expect(rate).toBeCloseTo(0.308, 3);
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
  });

  it('stays within 0 and 1 at the edges, and is empty without trials', () => {
    expect(wilsonInterval(0, 10)).toEqual({ rate: 0, low: 0, high: expect.closeTo(0.2775, 4) });
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 0 });
  });
});

describe('the χ² survival function', () => {
  it.each([
    [3.841458820694124, 1, 0.05],
    [10.827566170662733, 1, 0.001],
    [13.815510557964274, 2, 0.001],
    [7.814727903251178, 3, 0.05],
    [0, 4, 1],
    [100, 1, 1.523970604832e-23],
  ])('P(χ² ≥ %f | df %i) = %f', (x, df, p) => {
    expect(chiSquareSurvival(x, df) / p).toBeCloseTo(1, 6);
  });
});

describe('the sample-ratio check', () => {
  it('passes a fair 50/50 split and flags 5,200 against 4,800 (p ≈ 0.00006)', () => {
    expect(sampleRatio([5010, 4990], [1, 1]).mismatch).toBe(false);
    const skewed = sampleRatio([5200, 4800], [1, 1]);
    expect(skewed.chiSquare).toBeCloseTo(16, 10);
    expect(skewed.p).toBeCloseTo(6.334e-5, 7);
    expect(skewed.mismatch).toBe(true);
  });

  it('judges against the weights the experiment was given, not an even split', () => {
    expect(sampleRatio([9000, 1000], [90, 10]).mismatch).toBe(false);
    expect(sampleRatio([5000, 5000], [90, 10]).mismatch).toBe(true);
  });

  it('says nothing without visitors', () => {
    expect(sampleRatio([0, 0], [1, 1])).toEqual({ chiSquare: 0, p: 1, mismatch: false });
  });
});
