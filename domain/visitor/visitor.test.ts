import * as v from 'valibot';
import { assignedVariant, BUSINESS_LINK_FLAG, hash32, isVariant, reportJoinOnce } from './split-flag.ts';
import { newVisitorId } from '../analytics/collect.ts';
import { VISITOR_OF_VARIANT } from '../../tests/split-visitors.ts';
import { geoFromHeaders, injectGeo, readGeo } from './geo.ts';

describe('geoFromHeaders', () => {
  it.each([
    [{ 'CF-IPCountry': 'de' }, { country: 'DE', region: null }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }, { country: 'US', region: 'CA' }],
    [{ 'CloudFront-Viewer-Country': 'US', 'CloudFront-Viewer-Country-Region': 'NY' }, { country: 'US', region: 'NY' }],
    [{ 'x-vercel-ip-country': 'UA', 'x-vercel-ip-country-region': '30' }, { country: 'UA', region: '30' }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'US-CA' }, { country: 'US', region: 'CA' }],
    [{ 'cf-ipcountry': 'XX' }, { country: null, region: null }],
    [{ 'cf-ipcountry': 'T1' }, { country: null, region: null }],
    [{ 'cf-ipcountry': '<script>' }, { country: null, region: null }],
    [{ 'cf-region-code': 'CA' }, { country: null, region: null }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'California!' }, { country: 'US', region: null }],
    [{}, { country: null, region: null }],
  ])('%j → %j', (headers, expected) => expect(geoFromHeaders(headers)).toEqual(expected));

  it('reads a Fetch Headers object too', () => {
    expect(geoFromHeaders(new Headers({ 'CF-IPCountry': 'PT' }))).toEqual({ country: 'PT', region: null });
  });
});

describe('geo in the HTML, before first paint', () => {
  it('round-trips through a <meta> in <head>', () => {
    const html = injectGeo('<html><head><title>x</title></head><body></body></html>', { country: 'US', region: 'CA' });
    expect(html).toContain('<meta name="visitor-geo" content="US-CA"></head>');
    expect(html).toContain('<html data-visitor="cookie-link california signed-out address-USAddress market-US offer-none">');
    document.head.innerHTML = html.match(/<head>(.*)<\/head>/)![1]!;
    expect(readGeo(document)).toEqual({ country: 'US', region: 'CA' });
  });
  it('reads unknown for a missing or tampered tag', () => {
    document.head.innerHTML = '';
    expect(readGeo(document)).toEqual({ country: null, region: null });
    document.head.innerHTML = '<meta name="visitor-geo" content="&quot;><script>">';
    expect(readGeo(document)).toEqual({ country: null, region: null });
  });
});

describe('the header split test (For Business / Corporate English)', () => {
  it('gives the same identifier the same variant, every time and everywhere', () => {
    // Fixed values: a change of the hash would move visitors between variants mid-experiment.
    expect(hash32('header_business_link:AAAAAAAAAAAAAAAAAAAAAA')).toBe(hash32('header_business_link:AAAAAAAAAAAAAAAAAAAAAA'));
    expect([hash32(''), hash32('a'), hash32('header_business_link:x')]).toEqual([2872998923, 444641715, 2839124090]);
    const id = newVisitorId();
    expect(assignedVariant(BUSINESS_LINK_FLAG, id)).toBe(assignedVariant(BUSINESS_LINK_FLAG, id));
  });

  it('puts the identifiers the tests use in the variants they are used for', () => {
    for (const [variant, id] of Object.entries(VISITOR_OF_VARIANT)) expect(assignedVariant(BUSINESS_LINK_FLAG, id)).toBe(variant);
  });

  it('splits 10,000 visitors evenly (within 2 %), and independently of another experiment', () => {
    const ids = Array.from({ length: 10_000 }, newVisitorId);
    const first = ids.filter((id) => assignedVariant(BUSINESS_LINK_FLAG, id) === 'for-business');
    expect(first.length).toBeGreaterThan(4800);
    expect(first.length).toBeLessThan(5200);
    const other = { key: 'hero_copy', variants: ['a', 'b'] } as const;
    const firstAlsoA = first.filter((id) => assignedVariant(other, id) === 'a').length;
    expect(firstAlsoA / first.length).toBeGreaterThan(0.46);
    expect(firstAlsoA / first.length).toBeLessThan(0.54);
  });

  it('knows its variants and nothing else', () => {
    expect(isVariant(BUSINESS_LINK_FLAG, 'corporate-english')).toBe(true);
    for (const value of ['<img onerror=alert(1)>', '', 'For Business', null, 1]) expect(isVariant(BUSINESS_LINK_FLAG, value)).toBe(false);
  });

  it('reports joining once per browser, and again when the variant changes', () => {
    const kept = new Map<string, unknown>();
    const storage = { get: <T,>(key: string, schema: v.GenericSchema<unknown, T>) => (v.is(schema, kept.get(key)) ? (kept.get(key) as T) : null), set: (key: string, value: unknown) => void kept.set(key, value) };
    const report = vi.fn();
    reportJoinOnce(BUSINESS_LINK_FLAG, 'for-business', storage, report);
    reportJoinOnce(BUSINESS_LINK_FLAG, 'for-business', storage, report);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ experiment: 'header_business_link', variant: 'for-business' });
    reportJoinOnce(BUSINESS_LINK_FLAG, 'corporate-english', storage, report);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
