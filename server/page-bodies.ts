// Pages compressed once and kept. A page's body is the same for every visitor who shares its
// variant (what injectGeo writes: country, region, signed in, split variant), now that the style
// nonce travels in a header (server/security.ts), so its ETag names it. The first response of a
// variant is compressed at the quick quality every other response uses (compression.ts) while
// Brotli's best, 10% smaller (13.3 KB instead of 14.9 KB for /faq) but 50–90 ms of work, runs on
// libuv's thread pool; from then on the variant goes out best, from memory, at no cost.
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { BROTLI_QUALITY } from './compression.ts';

/**
 * What the kept bodies may weigh: ~4,000 variants of 16 KB, ten for each of the ~410 pages. The
 * pages' HTML the server reads at start (about 40 MB) comes on top.
 */
export const PAGE_BODIES_MAX_BYTES = 64 * 1024 * 1024;

const options = (plain: Uint8Array, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});

export function pageBodies({ maxBytes = PAGE_BODIES_MAX_BYTES }: { maxBytes?: number } = {}) {
  const kept = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: maxBytes, sizeCalculation: (body) => body.byteLength });
  const compressing = new Map<string, Promise<void>>();
  return {
    /** The page in Brotli: kept at the best quality, or quick now and best for the next visitor. */
    brotli(etag: string, html: string): Uint8Array<ArrayBuffer> {
      const best = kept.get(etag);
      if (best) return best;
      const plain = Buffer.from(html);
      if (!compressing.has(etag)) {
        const done = new Promise<void>((resolve) =>
          brotliCompress(plain, options(plain, constants.BROTLI_MAX_QUALITY), (error, body) => {
            compressing.delete(etag);
            if (!error) kept.set(etag, new Uint8Array(body));
            resolve();
          }),
        );
        compressing.set(etag, done);
      }
      return new Uint8Array(brotliCompressSync(plain, options(plain, BROTLI_QUALITY)));
    },
    /** Settles when every best compression under way has finished (tests, benchmarks). */
    settled: () => Promise.all(compressing.values()).then(() => undefined),
    /** Bytes kept, and how many variants. */
    stats: () => ({ bytes: kept.calculatedSize, variants: kept.size }),
  };
}
