// Text responses compressed with Brotli when the browser takes it (every current one does, on
// http://localhost too), else gzip through Hono's middleware. Quality 7: the largest page (/uk/blog,
// 59 KB) in 0.98 ms here, 2.8% smaller than at quality 5 (0.75 ms) and 11% smaller than gzip level
// 9, which keeps every page with its headers inside the first round trip of a cold connection
// (scripts/site-sizes.mjs budgets it); quality 9 takes 11 ms for 0.4% more. The hashed build
// assets never change under their name, so each is compressed once and kept.
import { brotliCompressSync, constants } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { isComplete } from './security.ts';

/** The Brotli quality of every response (the page budgets measure with the same, scripts/site-sizes.mjs). */
export const BROTLI_QUALITY = 7;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Browsers send a handful of spellings: each is negotiated once (the server asks twice a page). */
const chosen = new LRUCache<string, Encoding>({ max: 64 });

/**
 * The encoding a response goes in, by the request's Accept-Encoding with its q-values (`br;q=0`
 * refuses Brotli; issue #41: any mention of it used to get it): Brotli, then gzip, at equal
 * weight; unencoded when neither is taken (also when the header refuses even that: the body must
 * go in some form).
 */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  const key = acceptEncoding ?? '';
  let encoding = chosen.get(key);
  if (encoding === undefined) {
    encoding = (new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding([...ENCODINGS], { preferred: [...ENCODINGS] }) as Encoding | undefined) ?? 'identity';
    chosen.set(key, encoding);
  }
  return encoding;
}

export function compression(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip' });
  const assets = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    const encoding = chosenEncoding(c.req.header('accept-encoding'));
    if (encoding === 'gzip') return gzip(c, next);
    if (encoding === 'identity') return next();
    await next();
    const { res } = c;
    if (isComplete(res)) return;
    // Headers first: reading `body` turns the server adapter's light response into a full one (its
    // bytes copied into a stream, read back to send), which a page, compressed already, never needs.
    if (c.req.method === 'HEAD' || res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') || !res.body) return;
    const cacheable = c.req.path.startsWith('/assets/') && res.status === 200;
    let body = cacheable ? assets.get(c.req.path) : undefined;
    if (body) await res.body.cancel();
    else {
      const plain = new Uint8Array(await res.arrayBuffer());
      if (plain.byteLength < MIN_BYTES) {
        c.res = new Response(plain, res);
        return;
      }
      body = new Uint8Array(brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } }));
      if (cacheable) assets.set(c.req.path, body);
    }
    c.res = new Response(body, res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'br');
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}
