// Who is asking (issue 21): the one place the client's address comes from, for every limiter, the
// accounts' sessions and the log. A proxy appends the address it received the request from to
// X-Forwarded-For, so only the hops our own proxies added can be believed: the left part of the
// header is whatever the client wrote (`x-forwarded-for: 9.9.9.9, …` would otherwise pick a new
// bucket on every request).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { BlockList, isIP } from 'node:net';
import { GEO_SOURCES, type GeoSource } from '../domain/visitor/geo.ts';

export type ProxyTrust =
  /** Nobody in front: the socket's address. */
  | { kind: 'none' }
  /** This many proxies in front (TRUST_PROXY=1: one load balancer): the hop the outermost one added. */
  | { kind: 'hops'; hops: number }
  /** Proxies known by address (TRUST_PROXY=10.0.0.0/8,…): the right-most hop that is not one of them. */
  | { kind: 'addresses'; proxies: BlockList }
  /** A CDN that names the client in its own header (CLIENT_ADDRESS_HEADER=cf-connecting-ip). */
  | { kind: 'header'; name: string };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

/**
 * TRUST_PROXY: unset or 0 (nobody), a number of proxy hops, or a comma-separated list of proxy
 * addresses and CIDR ranges; CLIENT_ADDRESS_HEADER names a CDN's client header instead (only
 * when the origin accepts nothing but that CDN's connections). A value we cannot read stops
 * the start: guessing would either trust a spoofable header or put every visitor in one bucket.
 */
export function proxyTrustFromEnv(env: NodeJS.ProcessEnv = process.env): ProxyTrust {
  const header = env.CLIENT_ADDRESS_HEADER?.trim().toLowerCase();
  if (header) {
    if (!/^[a-z0-9-]+$/.test(header)) throw new Error(`CLIENT_ADDRESS_HEADER must be a header name such as cf-connecting-ip; got "${header}".`);
    return { kind: 'header', name: header };
  }
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return NO_PROXY;
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const proxies = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      throw new Error(`TRUST_PROXY must be a number of proxy hops or a list of proxy addresses (CIDR allowed); "${entry}" is neither.`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address!, type);
    else proxies.addSubnet(address!, Number(prefix), type);
  }
  return { kind: 'addresses', proxies };
}

/** An address as a proxy wrote it ("1.2.3.4:5678", "[::1]:80", "::ffff:1.2.3.4") as a plain IP, or null. */
export function normaliseAddress(raw: string | undefined): string | null {
  let text = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '').toLowerCase();
  if (isIP(text) === 0) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  return mapped ? mapped[1]! : text;
}

const isTrustedProxy = (proxies: BlockList, address: string) => proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * The client's address from the socket's and the request headers, as `trust` says. Without a
 * believable answer (no socket, a garbled hop) it is the socket's, or 'unknown'.
 */
export function resolveClientAddress(socket: string | undefined, headers: Headers, trust: ProxyTrust): string {
  const peer = normaliseAddress(socket);
  const fallback = peer ?? 'unknown';
  switch (trust.kind) {
    case 'none':
      return fallback;
    case 'header':
      return normaliseAddress(headers.get(trust.name) ?? undefined) ?? fallback;
    case 'hops': {
      // The socket is the innermost proxy; each proxy appended the hop before it.
      const hops = forwardedHops(headers);
      if (trust.hops === 0 || hops.length === 0) return fallback;
      const hop = hops[Math.max(0, hops.length - trust.hops)];
      return normaliseAddress(hop) ?? fallback;
    }
    case 'addresses': {
      if (!peer || !isTrustedProxy(trust.proxies, peer)) return fallback;
      const hops = forwardedHops(headers);
      for (let index = hops.length - 1; index >= 0; index--) {
        const hop = normaliseAddress(hops[index]);
        if (!hop) return fallback;
        if (!isTrustedProxy(trust.proxies, hop)) return hop;
      }
      return normaliseAddress(hops[0]) ?? fallback;
    }
  }
}

const forwardedHops = (headers: Headers) =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);

/**
 * What limiters count by: the address itself for IPv4, its /64 network for IPv6 (one subscriber
 * line is given a whole /64, so counting single IPv6 addresses would give one client 2^64 buckets).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The header that carries our resolved address to the accounts library (never the client's own). */
export const CLIENT_ADDRESS_HEADER = 'x-lingo-client-address';

declare module 'hono' {
  interface ContextVariableMap {
    clientAddress: string;
  }
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not on a Node socket (app.request in tests without bindings)
  }
}

/** Resolves the address once per request, first of all middleware. */
export const clientAddressMiddleware =
  (trust: ProxyTrust): MiddlewareHandler =>
  async (c, next) => {
    c.set('clientAddress', resolveClientAddress(socketAddress(c), c.req.raw.headers, trust));
    return next();
  };

/** The request's client address (resolved by clientAddressMiddleware; the socket's if it did not run). */
export const clientAddress = (c: Context): string => c.get('clientAddress') ?? normaliseAddress(socketAddress(c)) ?? 'unknown';

/**
 * The one CDN whose geo headers are believed (`GEO_SOURCE`: cloudflare, cloudfront, vercel or
 * none; issue 59). Unset: Cloudflare's, but for a production instance that trusts no proxy: reached
 * directly, any client could write its own country, so every visitor's is unknown.
 */
export function geoSourceFromEnv(env: NodeJS.ProcessEnv, trust: ProxyTrust): GeoSource {
  const value = env.GEO_SOURCE?.trim().toLowerCase();
  if (value) {
    if (!Object.hasOwn(GEO_SOURCES, value)) throw new Error(`GEO_SOURCE must be one of ${Object.keys(GEO_SOURCES).join(', ')}; got "${value}".`);
    return value as GeoSource;
  }
  return env.NODE_ENV === 'production' && trust.kind === 'none' ? 'none' : 'cloudflare';
}
