// The live site of one instance (issue 43): the build's pages stored where the store holds none
// or older ones, the pages served from the store, the publishing jobs worked, and every instance
// told of a committed batch. boot.ts opens it; tests open several on one database.
import type { OpenDatabase } from '../database/index.ts';
import { purgeOf, type Purge } from './cache-tags.ts';
import { inProcessQueue, pgBossQueue, QUEUE_TIMING, type QueueTiming } from './job-queue.ts';
import { builtPageFiles, readBuildInfo, storedPages } from './live-pages.ts';
import { postgresPageFeed } from './page-feed.ts';
import { pageStore } from './page-store.ts';
import { publisher } from './publisher.ts';
import type { SiteRenderer } from './renderer.ts';

export interface LiveSiteOptions {
  database: OpenDatabase;
  /** The prerendered site (build/client). */
  siteDir: string;
  cmsOrigins?: readonly string[];
  /** The site's renderer: an instance with one takes publishing jobs (with CMS_WEBHOOK_SECRET). */
  renderer?: () => Promise<SiteRenderer>;
  /** Told once, by the instance that committed a batch, of every URL it changed and the cache tags that cover them (the CDN's purge). */
  onChanged?: (purge: Purge) => unknown;
  /** What the hot pages may weigh in this instance (PAGE_STORE_CACHE_MB). */
  hotPagesMaxBytes?: number;
  timing?: QueueTiming;
  /** Paths no build makes that a data source can (live-pages.ts `onDemand`): rendered on first request with the renderer. */
  canRenderOnDemand?: (path: string) => boolean;
  /** Paths a data source answers with a 404 page of its own (live-pages.ts `rendersMissing`). */
  rendersMissing?: (path: string) => boolean;
  /** The renderer of those pages, when this instance takes no publishing jobs (no `renderer`). */
  onDemandRenderer?: () => Promise<SiteRenderer>;
  log?: (line: string) => void;
}

export async function openLiveSite({ database, siteDir, cmsOrigins = [], renderer, onChanged, hotPagesMaxBytes, timing = QUEUE_TIMING, canRenderOnDemand, rendersMissing, onDemandRenderer = renderer, log = (line) => console.log(line) }: LiveSiteOptions) {
  const build = readBuildInfo(siteDir);
  const store = pageStore(database.db);
  const stored = await store.storeBuild(builtPageFiles(siteDir, build.id), build.contentReadAt);
  if (stored.written || stored.removed) log(`[live] the build's pages stored: ${stored.written} where the store had none or older ones, ${stored.removed} older page(s) it no longer has removed`);
  const onDemand = onDemandRenderer && canRenderOnDemand ? { canRender: canRenderOnDemand, rendersMissing, renderer: onDemandRenderer } : undefined;
  const pages = await storedPages({ store, cmsOrigins, maxBytes: hotPagesMaxBytes, onDemand, log });
  const queue = database.kind === 'postgres' ? await pgBossQueue(database.pool!, timing, log) : inProcessQueue(timing, log);
  const publishing = publisher({
    store,
    queue,
    renderer,
    buildId: build.id,
    madeOnDemand: canRenderOnDemand,
    log,
    resendAfterMs: database.kind === 'postgres' ? timing.expireSeconds['publish-render'] * 1000 : 0,
    onCommitted: async ({ changed, keys, reads }) => {
      await pages.reload();
      await onChanged?.(purgeOf({ keys, changed, reads }));
    },
  });
  const feed = database.kind === 'postgres' ? await postgresPageFeed(database.url!, pages.reload, log) : undefined;
  // Pages published since this build read the CMS, by another build: kept (never older content),
  // and rendered again with this build's code in the background.
  const others = await store.publishedByOtherBuilds(build.id, build.contentReadAt);
  if (others.length && renderer) await publishing.changed([], `${others.length} page(s) published with an earlier build, rendered with this one`, others);
  await publishing.start();
  return {
    pages,
    publisher: publishing,
    /** Settles when this instance has no publishing job waiting or running (the embedded database's queue; tests). */
    settled: () => queue.idle(),
    async close() {
      publishing.stop();
      await feed?.close();
      await queue.stop();
    },
  };
}

export type LiveSite = Awaited<ReturnType<typeof openLiveSite>>;
