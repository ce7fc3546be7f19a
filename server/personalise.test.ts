import { factsFromHeader, factsHeader, personalise, servedPage, storedFactsOf, type StoredFacts } from './personalise.ts';

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

describe('a timetable for one visitor', () => {
  const html = `<!doctype html><html lang="en"><head></head><body><p data-timetable="en">Times shown in <span data-timetable-zone="">Eastern Time</span></p><ul data-timetable-list=""><li><time data-session-time="mon 18:00 60 America/New_York" datetime="18:00">Monday, 18:00–19:00</time></li></ul></body></html>`;
  const page = servedPage(html, storedFactsOf(html), []);
  const visit = (country: string | null, now = Date.parse('2026-11-29T23:00:00Z')) =>
    personalise(page, { headers: new Headers(country ? { 'cf-ipcountry': country } : {}), query: new URLSearchParams(), geoSource: 'cloudflare', isSignedIn: false, now, https: true });

  it('is dated on the clock of the visitor’s country, the zone named, before any script', () => {
    expect(page.facts.timetable).toBe(true);
    expect(visit('AE').body()).toContain('Gulf Standard Time</span>');
    expect(visit('AE').body()).toContain('datetime="2026-11-30T23:00:00.000Z">Tuesday, December 1, 03:00–04:00</time>');
    expect(visit('GB').body()).toContain('>Monday, November 30, 23:00–00:00</time>');
    // Unknown: each session on its own clock, dated.
    expect(visit(null).body()).toContain('Eastern Time</span>');
    expect(visit(null).body()).toContain('>Monday, November 30, 18:00–19:00</time>');
  });

  it('is one copy per zone for a few minutes, another once they pass', () => {
    expect(visit('AE').variant).not.toBe(visit('GB').variant);
    expect(visit('AE').variant).toBe(visit('AE', Date.parse('2026-11-29T23:01:00Z')).variant);
    expect(visit('AE').variant).not.toBe(visit('AE', Date.parse('2026-11-29T23:06:00Z')).variant);
  });
});
