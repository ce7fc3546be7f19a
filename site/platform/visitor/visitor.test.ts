import { BUSINESS_LINK_FLAG, assignVariant } from './split-flag.ts';
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
    expect(html).toContain('<html data-visitor="cookie-link california signed-out address-USAddress">');
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

describe('assignVariant (the For Business / Corporate English split)', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
  };

  it('assigns once, keeps it, and reports joining once', () => {
    const store = storage();
    const onJoin = vi.fn();
    const first = assignVariant(BUSINESS_LINK_FLAG, { storage: store, random: () => 0.9, onJoin });
    expect(first).toBe('corporate-english');
    expect(assignVariant(BUSINESS_LINK_FLAG, { storage: store, random: () => 0.1, onJoin })).toBe('corporate-english');
    expect(onJoin).toHaveBeenCalledTimes(1);
    expect(onJoin).toHaveBeenCalledWith('gen_joined_ab_test', { experiment: 'header_business_link', variant: 'corporate-english' });
  });

  it('replaces a tampered stored value', () => {
    const store = storage();
    store.values.set('ab:header_business_link', '<img onerror=alert(1)>');
    expect(assignVariant(BUSINESS_LINK_FLAG, { storage: store, random: () => 0.2 })).toBe('for-business');
    expect(store.values.get('ab:header_business_link')).toBe('for-business');
  });

  it('survives storage that throws, and stays stable on the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const flag = { key: 'throwing-storage', variants: ['a', 'b'] } as const;
    const first = assignVariant(flag, { storage: broken, random: () => 0.7 });
    expect(first).toBe('b');
    expect(assignVariant(flag, { storage: broken, random: () => 0.1 })).toBe('b');
  });

  it('keeps the index in range for any random value', () => {
    for (const value of [0, 0.5, 0.999999, 1, -1, Number.NaN]) {
      expect(BUSINESS_LINK_FLAG.variants).toContain(assignVariant({ key: `r${value}`, variants: BUSINESS_LINK_FLAG.variants }, { random: () => value }));
    }
  });
});
