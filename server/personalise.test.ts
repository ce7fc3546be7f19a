import { factsFromHeader, factsHeader, type StoredFacts } from './personalise.ts';

const FACTS: StoredFacts = {
  campaign: { startsAt: 1_790_000_000_000, endsAt: 1_790_600_000_000 },
  experiments: [{ key: 'hero_copy', variants: [{ key: 'control', weight: 50 }, { key: 'short', weight: 50 }], traffic: 100, startsAt: null, endsAt: null, countries: ['UA', 'PL'] }],
  skillBreakdown: true,
  hashes: { scripts: ["'sha256-abc+/='"], styles: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"], attributes: [] },
};

describe("a raw page's facts header (the instance to the edge)", () => {
  it('carries the stored facts whole, in ASCII', () => {
    const value = factsHeader(FACTS);
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    expect(factsFromHeader(value)).toEqual(FACTS);
  });

  it.each([
    ['none', null],
    ['empty', ''],
    ['not JSON', '%7Bnot-json'],
    ['a malformed escape', '%E0%A4%A'],
    ['a part missing', encodeURIComponent(JSON.stringify({ ...FACTS, hashes: undefined }))],
    ['a wrong type', encodeURIComponent(JSON.stringify({ ...FACTS, skillBreakdown: 'yes' }))],
  ])('is none with %s (the edge reads the HTML instead)', (_, value) => expect(factsFromHeader(value)).toBeNull());
});
