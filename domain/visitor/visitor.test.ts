import * as v from 'valibot';
import { BUSINESS_LINK_FLAG, drawVariant, isVariant, reportJoinOnce } from './split-flag.ts';
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
  it('draws a variant for any random value', () => {
    expect(drawVariant(BUSINESS_LINK_FLAG, () => 0.2)).toBe('for-business');
    expect(drawVariant(BUSINESS_LINK_FLAG, () => 0.9)).toBe('corporate-english');
    for (const value of [0, 0.5, 0.999999, 1, -1, Number.NaN]) {
      expect(BUSINESS_LINK_FLAG.variants).toContain(drawVariant(BUSINESS_LINK_FLAG, () => value));
    }
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
