// Each page variant made once and kept. A page's body is the same for every visitor who shares its
// variant (what visitorMarks says: country and region, conditions, signed in, split variant; the
// style nonce travels in a header, server/security.ts), so the server writes the visitor's marks
// into it, hashes it for its ETag and compresses it once, then serves those bytes from memory to
// every visitor of the variant (issue 28: before, every response did all three, 8× slower than a
// static file server). A variant asked for again is compressed at Brotli's best, 10% smaller
// (13.3 KB instead of 14.9 KB for /faq) but 50–90 ms of work, off the main thread and one at a time
// (a crawler asking for every page once would queue hundreds and hold the thread pool's file reads
// for seconds); until then, the quick quality every other response uses (compression.ts).
// A page the CMS changed has a new version (live/live-pages.ts): its old variants are stale the
// moment it is replaced, are never served again, and age out of the LRU (they hold no HTML).
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { BROTLI_QUALITY } from './compression.ts';

/**
 * What the kept variants may weigh, counted in compressed bytes (~16 KB each in Brotli, plus gzip
 * for the rare client without it): ~4,000 variants, ten for each of the ~410 pages. The pages'
 * HTML the server reads at start (about 40 MB) comes on top. PAGE_CACHE_MAX_MB sets it (docs/operating.md).
 */
export const PAGE_VARIANTS_MAX_BYTES = 64 * 1024 * 1024;

/** Variants waiting for their best compression; past it, a variant waits for its next visitor. */
const MAX_WAITING = 32;

/** What a kept variant costs beside its bodies (key, ETag, the entry itself), roughly. */
const ENTRY_BYTES = 300;

const brotliOptions = (plain: Uint8Array, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});

interface Kept {
  /** The version of the page it was made from: a variant of a page since replaced is stale. */
  version: number;
  etag: string;
  brotli: Uint8Array<ArrayBuffer>;
  best: boolean;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** One variant as a response needs it: its ETag, and its body in the encoding the client takes. */
export interface PageVariant {
  etag: string;
  brotli(): Uint8Array<ArrayBuffer>;
  gzip(): Uint8Array<ArrayBuffer>;
  html(): string;
}

export function pageVariants({ maxBytes = PAGE_VARIANTS_MAX_BYTES }: { maxBytes?: number } = {}) {
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.brotli.byteLength + (entry.gzip?.byteLength ?? 0) + ENTRY_BYTES,
  });
  const waiting = new Set<string>();
  let queue = Promise.resolve();

  const compressBest = (key: string, entry: Kept, plain: Buffer) =>
    new Promise<void>((resolve) =>
      brotliCompress(plain, brotliOptions(plain, constants.BROTLI_MAX_QUALITY), (error, body) => {
        waiting.delete(key);
        // Unless the page changed meanwhile (its variant replaced or gone).
        if (!error && kept.peek(key) === entry) kept.set(key, { ...entry, brotli: new Uint8Array(body), best: true });
        resolve();
      }),
    );

  return {
    /**
     * The variant `key` of a page at `version`, made by `make` (the page with the visitor's marks)
     * the first time, or again when the page has a new version since.
     */
    variant(key: string, version: number, make: () => string): PageVariant {
      let html: string | undefined;
      const plain = () => (html ??= make());
      let entry = kept.get(key);
      if (entry?.version !== version) {
        const text = plain();
        const bytes = Buffer.from(text);
        entry = { version, etag: `"${createHash('sha1').update(bytes).digest('hex')}"`, brotli: new Uint8Array(brotliCompressSync(bytes, brotliOptions(bytes, BROTLI_QUALITY))), best: false };
        kept.set(key, entry);
      } else if (!entry.best && !waiting.has(key) && waiting.size < MAX_WAITING) {
        // Asked for again: worth its best compression.
        waiting.add(key);
        const current = entry;
        const bytes = Buffer.from(plain());
        queue = queue.then(() => compressBest(key, current, bytes));
      }
      const found = entry;
      return {
        etag: found.etag,
        brotli: () => found.brotli,
        gzip() {
          if (found.gzip) return found.gzip;
          found.gzip = new Uint8Array(gzipSync(plain()));
          if (kept.peek(key) === found) kept.set(key, found);
          return found.gzip;
        },
        html: plain,
      };
    },
    /** Settles when the best compressions asked for so far have finished (tests, benchmarks). */
    settled: () => queue,
    /** Bytes kept, variants kept, and variants waiting for their best compression. */
    stats: () => ({ bytes: kept.calculatedSize, variants: kept.size, waiting: waiting.size }),
  };
}

export type PageVariants = ReturnType<typeof pageVariants>;
