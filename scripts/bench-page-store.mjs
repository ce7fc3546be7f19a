// The page store at ten thousand pages (issue 43), reported by `npm run bench` and alone by
// `npm run bench:store`, never asserted in a test. 10,000 synthetic pages (each a copy of a built
// page under its own path, about the size of the site's pages) are written to the store on a
// throwaway PostgreSQL when the machine has one (else, or with `-- --pglite`, the embedded PGlite), then one instance's
// pages (server/live/live-pages.ts) are asked for every one of them once (cold: read from the
// store) and for a hot set of 150 a hundred times each (warm: from the instance's cache). It
// reports the read times and the instance's memory: the heap holds the list of paths and the hot
// cache (PAGE_STORE_CACHE_MB, 32 MiB by default), not the pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/database/index.ts';
import { HOT_PAGES_MAX_BYTES, storedPages } from '../server/live/live-pages.ts';
import { pageStore } from '../server/live/page-store.ts';
import setupPostgres from '../tests/postgres-global-setup.ts';
import { freshPostgresDatabase } from '../tests/postgres.ts';

const ROOT = join(import.meta.dirname, '..');
const PAGES = 10_000;
/** The warm set: 150 pages of ~90 KB (~26 MiB as strings) fit the 32 MiB hot cache. */
const HOT = 150;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (value) => Math.round(value * 1000) / 1000;

export async function benchPageStore() {
  // `-- --pglite`: the embedded database, as `npm start` runs.
  const stopPostgres = process.argv.includes('--pglite') ? undefined : await setupPostgres();
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  try {
    const store = pageStore(database.db);
    const paths = Array.from({ length: PAGES }, (_, index) => `/bench/page-${index}`);
    // Written in a scope of its own: the pages' text is garbage before the instance is measured.
    const { writeSeconds, averageKib } = await (async () => {
      const bodies = ['index.html', 'faq/index.html', 'blog/index.html', 'language-learning-app/index.html'].map((file) => readFileSync(join(ROOT, 'build', 'client', file), 'utf8'));
      const writes = paths.map((path, index) => ({
        path,
        kind: 'page',
        // Each body its own, as pages are: the compression of the store cannot share them.
        body: bodies[index % bodies.length].replace('</title>', ` ${index}</title>`),
        contentType: null,
        data: null,
        reads: ['header@en', `page@en:${path}`],
        buildId: 'bench',
      }));
      const written = performance.now();
      await store.storeBuild(writes.map((write) => ({ path: write.path, load: () => write })), new Date());
      return { writeSeconds: (performance.now() - written) / 1000, averageKib: Math.round(writes.reduce((sum, write) => sum + Buffer.byteLength(write.body), 0) / PAGES / 1024) };
    })();
    const [{ bytes }] = (await database.db.execute(sql`select pg_total_relation_size('site_page')::bigint as bytes`)).rows;

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const pages = await storedPages({ store });
    const cold = [];
    for (const path of paths) {
      const started = performance.now();
      await pages.page(path);
      cold.push(performance.now() - started);
    }
    const warm = [];
    for (let round = 0; round < 100; round += 1) {
      for (const path of paths.slice(0, HOT)) {
        const started = performance.now();
        await pages.page(path);
        warm.push(performance.now() - started);
      }
    }
    global.gc?.();
    const memory = process.memoryUsage();
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    const figures = {
      engine: database.kind,
      pages: PAGES,
      averagePageKiB: averageKib,
      storeMiB: mib(Number(bytes)),
      writeSeconds: Math.round(writeSeconds * 10) / 10,
      coldMs: { p50: ms(percentile(cold, 0.5)), p95: ms(percentile(cold, 0.95)), max: ms(cold.at(-1)) },
      warmMs: { p50: ms(percentile(warm, 0.5)), p95: ms(percentile(warm, 0.95)) },
      instance: { heapBeforeMiB: mib(heapBefore), heapGrowthMiB: mib(memory.heapUsed - heapBefore), heapUsedMiB: mib(memory.heapUsed), hotCacheMiB: mib(pages.stats().hotBytes), hotCacheBoundMiB: mib(HOT_PAGES_MAX_BYTES), paths: pages.stats().paths },
    };
    console.log(JSON.stringify(figures, null, 1));
    return figures;
  } finally {
    await database.close();
    await postgres?.drop();
    stopPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPageStore();
