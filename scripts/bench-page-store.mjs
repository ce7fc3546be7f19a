// The page store at ten thousand pages (issue 43), reported by `npm run bench` and alone by
// `npm run bench:store`, never asserted in a test. 10,000 synthetic pages (each a copy of a built
// page under its own path, about the size of the site's pages) are written to the store on a
// throwaway PostgreSQL when the machine has one (else the embedded PGlite), then one instance's
// pages (server/live/live-pages.ts) are asked for every one of them once (cold: read from the
// store) and for a hot set of 200 a hundred times each (warm: from the instance's cache). It
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
const HOT = 200;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (value) => Math.round(value * 100) / 100;

export async function benchPageStore() {
  const stopPostgres = await setupPostgres();
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  try {
    const store = pageStore(database.db);
    const bodies = ['index.html', 'faq/index.html', 'blog/index.html', 'language-learning-app/index.html'].map((file) => readFileSync(join(ROOT, 'build', 'client', file), 'utf8'));
    const writes = Array.from({ length: PAGES }, (_, index) => ({
      path: `/bench/page-${index}`,
      kind: 'page',
      // Each body its own, as pages are: the compression of the store cannot share them.
      body: bodies[index % bodies.length].replace('</title>', ` ${index}</title>`),
      contentType: null,
      data: null,
      reads: ['header@en', `page@en:/bench/page-${index}`],
      buildId: 'bench',
    }));
    const written = performance.now();
    await store.storeBuild(writes, new Date());
    const writeSeconds = (performance.now() - written) / 1000;
    const averageKib = Math.round(writes.reduce((sum, write) => sum + Buffer.byteLength(write.body), 0) / PAGES / 1024);
    const [{ bytes }] = (await database.db.execute(sql`select pg_total_relation_size('site_page')::bigint as bytes`)).rows;

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const pages = await storedPages({ store });
    const cold = [];
    for (const write of writes) {
      const started = performance.now();
      await pages.page(write.path);
      cold.push(performance.now() - started);
    }
    const warm = [];
    for (let round = 0; round < 100; round += 1) {
      for (const write of writes.slice(0, HOT)) {
        const started = performance.now();
        await pages.page(write.path);
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
      instance: { heapGrowthMiB: mib(memory.heapUsed - heapBefore), heapUsedMiB: mib(memory.heapUsed), rssMiB: mib(memory.rss), hotCacheMiB: mib(pages.stats().hotBytes), hotCacheBoundMiB: mib(HOT_PAGES_MAX_BYTES), paths: pages.stats().paths },
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
