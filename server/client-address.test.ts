import { Hono } from 'hono';
import { addressBucket, clientAddress, clientAddressMiddleware, geoSourceFromEnv, normaliseAddress, NO_PROXY, proxyTrustFromEnv, resolveClientAddress, type ProxyTrust } from './client-address.ts';

const forwarded = (value?: string, extra: Record<string, string> = {}) => new Headers({ ...(value === undefined ? {} : { 'x-forwarded-for': value }), ...extra });
const ONE_PROXY: ProxyTrust = { kind: 'hops', hops: 1 };

describe('the client address', () => {
  describe('with nobody in front (the default)', () => {
    it('is the socket address, whatever the headers say', () => {
      expect(resolveClientAddress('203.0.113.7', forwarded('9.9.9.9', { 'cf-connecting-ip': '8.8.8.8' }), proxyTrustFromEnv({}))).toBe('203.0.113.7');
      expect(resolveClientAddress('::ffff:203.0.113.7', forwarded(), { kind: 'none' })).toBe('203.0.113.7');
    });
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    it('is the hop the proxy appended, not the first one the client wrote', () => {
      expect(resolveClientAddress('10.0.0.2', forwarded('198.51.100.4'), ONE_PROXY)).toBe('198.51.100.4');
      for (let i = 0; i < 5; i++) {
        expect(resolveClientAddress('10.0.0.2', forwarded(`9.9.9.${i}, 198.51.100.4`), ONE_PROXY)).toBe('198.51.100.4');
        expect(resolveClientAddress('10.0.0.2', forwarded(`9.9.9.${i}, 1.1.1.1, 198.51.100.4`), ONE_PROXY)).toBe('198.51.100.4');
      }
    });

    it('is the socket when the proxy added nothing, or something that is not an address', () => {
      expect(resolveClientAddress('10.0.0.2', forwarded(), ONE_PROXY)).toBe('10.0.0.2');
      expect(resolveClientAddress('10.0.0.2', forwarded('1.1.1.1, not-an-address'), ONE_PROXY)).toBe('10.0.0.2');
    });

    it('takes ports and IPv6 brackets off', () => {
      expect(resolveClientAddress('10.0.0.2', forwarded('198.51.100.4:50123'), ONE_PROXY)).toBe('198.51.100.4');
      expect(resolveClientAddress('10.0.0.2', forwarded('[2001:db8::1]:443'), ONE_PROXY)).toBe('2001:db8::1');
    });
  });

  it('behind two proxies (a CDN, then a load balancer) is the hop the outer one appended', () => {
    const trust = proxyTrustFromEnv({ TRUST_PROXY: '2' });
    expect(resolveClientAddress('10.0.0.2', forwarded('198.51.100.4, 172.64.0.1'), trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', forwarded('9.9.9.9, 198.51.100.4, 172.64.0.1'), trust)).toBe('198.51.100.4');
  });

  describe('behind proxies known by address (TRUST_PROXY=10.0.0.0/8,172.64.0.1)', () => {
    const trust = proxyTrustFromEnv({ TRUST_PROXY: '10.0.0.0/8, 172.64.0.1' });

    it('is the right-most hop that is not a trusted proxy', () => {
      expect(resolveClientAddress('10.0.0.2', forwarded('9.9.9.9, 198.51.100.4, 172.64.0.1'), trust)).toBe('198.51.100.4');
      expect(resolveClientAddress('10.0.0.2', forwarded('198.51.100.4, 10.1.2.3'), trust)).toBe('198.51.100.4');
    });

    it('believes no header from a socket that is not a trusted proxy', () => {
      expect(resolveClientAddress('203.0.113.9', forwarded('198.51.100.4'), trust)).toBe('203.0.113.9');
    });
  });

  it("behind a CDN that names the client (CLIENT_ADDRESS_HEADER=cf-connecting-ip) is that header's", () => {
    const trust = proxyTrustFromEnv({ CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP', TRUST_PROXY: '1' });
    expect(trust).toEqual({ kind: 'header', name: 'cf-connecting-ip' });
    expect(resolveClientAddress('172.64.0.1', forwarded('9.9.9.9', { 'cf-connecting-ip': '198.51.100.4' }), trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('172.64.0.1', forwarded('9.9.9.9'), trust)).toBe('172.64.0.1');
  });

  it('refuses settings it cannot read instead of guessing', () => {
    expect(() => proxyTrustFromEnv({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be a number of proxy hops or a list of proxy addresses');
    expect(() => proxyTrustFromEnv({ TRUST_PROXY: '10.0.0.0/x' })).toThrow('"10.0.0.0/x" is neither');
    expect(() => proxyTrustFromEnv({ CLIENT_ADDRESS_HEADER: 'x forwarded' })).toThrow('CLIENT_ADDRESS_HEADER must be a header name');
    expect(proxyTrustFromEnv({ TRUST_PROXY: '0' })).toEqual({ kind: 'none' });
  });

  it.each([
    ['198.51.100.4', '198.51.100.4'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('limiters count %s as %s (IPv6 by its /64)', (address, bucket) => expect(addressBucket(address)).toBe(bucket));

  it.each([['fe80::1%eth0', 'fe80::1'], ['', null], ['999.1.1.1', null], ['1.2.3.4.5', null]])('normalises %j to %j', (raw, address) => {
    expect(normaliseAddress(raw)).toBe(address);
  });

  it('is resolved once per request for everything after it', async () => {
    const app = new Hono().use(clientAddressMiddleware(ONE_PROXY)).get('/', (c) => c.text(clientAddress(c)));
    const answer = await app.request('/', { headers: { 'x-forwarded-for': '9.9.9.9, 198.51.100.4' } }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } });
    expect(await answer.text()).toBe('198.51.100.4');
  });
});

describe('the geo source (GEO_SOURCE, issue 59)', () => {
  it('is the CDN named, Cloudflare by default, none for a production instance reached directly', () => {
    expect(geoSourceFromEnv({ GEO_SOURCE: 'CloudFront' }, NO_PROXY)).toBe('cloudfront');
    expect(geoSourceFromEnv({}, NO_PROXY)).toBe('cloudflare');
    expect(geoSourceFromEnv({ NODE_ENV: 'production' }, NO_PROXY)).toBe('none');
    expect(geoSourceFromEnv({ NODE_ENV: 'production' }, proxyTrustFromEnv({ TRUST_PROXY: '1' }))).toBe('cloudflare');
    expect(geoSourceFromEnv({ NODE_ENV: 'production', GEO_SOURCE: 'vercel' }, NO_PROXY)).toBe('vercel');
    expect(() => geoSourceFromEnv({ GEO_SOURCE: 'akamai' }, NO_PROXY)).toThrow('GEO_SOURCE must be one of cloudflare, cloudfront, vercel, none; got "akamai".');
  });
});
