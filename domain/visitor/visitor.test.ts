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
