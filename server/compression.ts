// Text responses compressed with Brotli when the browser takes it (every current one does, on
// http://localhost too), else gzip through Hono's middleware. Quality 7: the largest page (/uk/blog,
// 59 KB) in 0.98 ms here, 2.8% smaller than at quality 5 (0.75 ms) and 11% smaller than gzip level
// 9, which keeps every page with its headers inside the first round trip of a cold connection
// (scripts/site-sizes.mjs budgets it); quality 9 takes 11 ms for 0.4% more. The hashed build
// assets never change under their name, so each is compressed once and kept.
import { brotliCompressSync, constants } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** The Brotli quality of every response (the page budgets measure with the same, scripts/site-sizes.mjs). */
export const BROTLI_QUALITY = 7;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

export function compression(): MiddlewareHandler {
  const gzip = compress();
  const assets = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return gzip(c, next);
    await next();
    const { res } = c;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
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
