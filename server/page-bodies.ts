// Pages compressed once and kept. A page's body is the same for every visitor who shares its
// variant (what injectGeo writes: country, region, signed in, split variant), now that the style
// nonce travels in a header (server/security.ts), so its ETag names it. A variant asked for again
// is compressed at Brotli's best, 10% smaller (13.3 KB instead of 14.9 KB for /faq) but 50–90 ms
// of work, off the main thread and one at a time (a crawler asking for every page once queued
// hundreds, which held the thread pool's file reads for seconds); until then, and for a variant
// seen once, the quick quality every other response uses (compression.ts). From then on the
// variant goes out best, from memory, at no cost.
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { BROTLI_QUALITY } from './compression.ts';

/**
 * What the kept bodies may weigh: ~4,000 variants of 16 KB, ten for each of the ~410 pages. The
 * pages' HTML the server reads at start (about 40 MB) comes on top.
 */
export const PAGE_BODIES_MAX_BYTES = 64 * 1024 * 1024;

/** Variants waiting for their best compression; past it, a variant waits for its next visitor. */
const MAX_WAITING = 32;

const options = (plain: Uint8Array, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});

export function pageBodies({ maxBytes = PAGE_BODIES_MAX_BYTES }: { maxBytes?: number } = {}) {
  const kept = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: maxBytes, sizeCalculation: (body) => body.byteLength });
  const seen = new LRUCache<string, true>({ max: 10_000 });
  const waiting = new Set<string>();
  let queue = Promise.resolve();
  const compressBest = (etag: string, plain: Buffer) =>
    new Promise<void>((resolve) =>
      brotliCompress(plain, options(plain, constants.BROTLI_MAX_QUALITY), (error, body) => {
        waiting.delete(etag);
        if (!error) kept.set(etag, new Uint8Array(body));
        resolve();
      }),
    );
  return {
    /** The page in Brotli: kept at the best quality, or quick now (and best later if asked for again). */
    brotli(etag: string, html: string): Uint8Array<ArrayBuffer> {
      const best = kept.get(etag);
      if (best) return best;
      const plain = Buffer.from(html);
      if (seen.has(etag) && !waiting.has(etag) && waiting.size < MAX_WAITING) {
        waiting.add(etag);
        queue = queue.then(() => compressBest(etag, plain));
      }
      seen.set(etag, true);
      return new Uint8Array(brotliCompressSync(plain, options(plain, BROTLI_QUALITY)));
    },
    /** Settles when the best compressions asked for so far have finished (tests, benchmarks). */
    settled: () => queue,
    /** Bytes kept, variants kept, and variants waiting for their best compression. */
    stats: () => ({ bytes: kept.calculatedSize, variants: kept.size, waiting: waiting.size }),
  };
}
