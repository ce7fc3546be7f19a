// @vitest-environment jsdom
import { geoFromHeaders, injectGeo, pageVary, readGeo, type GeoSource } from './geo.ts';

describe('geoFromHeaders', () => {
  it.each([
    [{ 'CF-IPCountry': 'de' }, { country: 'DE', region: null }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }, { country: 'US', region: 'CA' }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'US-CA' }, { country: 'US', region: 'CA' }],
    [{ 'cf-ipcountry': 'XX' }, { country: null, region: null }],
    [{ 'cf-ipcountry': 'T1' }, { country: null, region: null }],
    [{ 'cf-ipcountry': '<script>' }, { country: null, region: null }],
    [{ 'cf-region-code': 'CA' }, { country: null, region: null }],
    [{ 'cf-ipcountry': 'US', 'cf-region-code': 'California!' }, { country: 'US', region: null }],
    [{}, { country: null, region: null }],
  ])('%j → %j', (headers, expected) => expect(geoFromHeaders(headers, 'cloudflare')).toEqual(expected));

  it('reads a Fetch Headers object too', () => {
    expect(geoFromHeaders(new Headers({ 'CF-IPCountry': 'PT' }), 'cloudflare')).toEqual({ country: 'PT', region: null });
  });

  describe("reads one CDN only, the deployment's (issue 59)", () => {
    const sent = { 'CF-IPCountry': 'US', 'CloudFront-Viewer-Country': 'DE', 'CloudFront-Viewer-Country-Region': 'BE', 'X-Vercel-IP-Country': 'UA', 'X-Vercel-IP-Country-Region': '30' };
    it.each<[GeoSource, object, string]>([
      ['cloudflare', { country: 'US', region: null }, 'CF-IPCountry, CF-Region-Code, Cookie'],
      ['cloudfront', { country: 'DE', region: 'BE' }, 'CloudFront-Viewer-Country, CloudFront-Viewer-Country-Region, Cookie'],
      ['vercel', { country: 'UA', region: '30' }, 'X-Vercel-IP-Country, X-Vercel-IP-Country-Region, Cookie'],
      ['none', { country: null, region: null }, 'Cookie'],
    ])('%s: %j, the page varying by its headers alone', (source, expected, vary) => {
      expect(geoFromHeaders(sent, source)).toEqual(expected);
      expect(pageVary(source)).toBe(vary);
    });
    it('ignores the others: a client that sends CF-IPCountry behind CloudFront is not believed', () => {
      expect(geoFromHeaders({ 'CF-IPCountry': 'US' }, 'cloudfront')).toEqual({ country: null, region: null });
    });
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
