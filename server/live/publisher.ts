// What the CMS publishes, rendered once across every instance (issue 43). A change (webhook.ts)
// is stored, then a plan job reads the CMS's list of pages and opens a batch: the pages that read
// a changed key, the pages published new, the pages gone, and the sitemap. Each page of the batch
// is a render job, taken by any instance; its render is staged in the store, and the last one
// staged commits the whole batch in one transaction (page-store.ts): visitors see every page of a
// batch change at once, each with its own props file. An instance killed mid-batch leaves its
// jobs to the others (pg-boss retries an expired job); the instance that commits purges the CDN
// and tells every instance (page-feed.ts). A CMS that does not answer changes nothing: the job
// is retried later, and every page stays as it was meanwhile.
import { contentKey, pagesToRender, type ContentKey } from '../../domain/content/dependencies.ts';
import { LIVE_FILES } from '../instance-routes.ts';
import { logMessage, logSafe } from '../log.ts';
import { storedFactsOf } from '../personalise.ts';
import type { JobQueue } from './job-queue.ts';
import type { Committed, PageEntry, PageStore, PageWrite } from './page-store.ts';
import type { SiteRenderer } from './renderer.ts';

/** How often an instance looks for work left behind (a batch whose jobs ran out of retries while the CMS was down). */
const RESUME_EVERY_MS = 5 * 60_000;

/** Beyond this many keys in one batch, every page is rendered: what is stored of a batch stays bounded. */
const MAX_BATCH_KEYS = 5_000;

export class CmsUnavailable extends Error {}

export interface PublisherOptions {
  store: PageStore;
  queue: JobQueue;
  /** The site's renderer (renderer.ts); an instance without one takes no job. */
  renderer?: () => Promise<SiteRenderer>;
  buildId: string;
  log?: (line: string) => void;
  /**
   * Paths a data source makes, not the CMS (issue 47's word pages, rendered on first request):
   * never in the CMS's list of pages, so never gone because of it (issue 59). When a change touches
   * what they read they are dropped, and made again with the new content on their next request: a
   * publish costs the same however many of them a crawler has had rendered.
   */
  madeOnDemand?: (path: string) => boolean;
  /** Told of what a batch changed, once, by the instance that committed it: the CDN's purge and every instance's copies. */
  onCommitted?: (committed: Committed) => void | Promise<void>;
  /**
   * How old an open batch must be before a plan sends its pages again. On PostgreSQL its jobs
   * outlive any instance and pg-boss retries one whose worker died once it expires: sent again
   * sooner, a page still rendering on another instance was rendered twice (a CI run's flake: an
   * instance starting beside a fresh batch). In-process jobs die with their process: 0.
   */
  resendAfterMs?: number;
}

const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => [items.filter(test), items.filter((item) => !test(item))];

const describe = (whys: readonly string[]) => [...new Set(whys)].slice(0, 3).join('; ') + (new Set(whys).size > 3 ? `; and ${new Set(whys).size - 3} more` : '');

export function publisher({ store, queue, renderer: loadRenderer, buildId, madeOnDemand = () => false, log = (line) => console.log(line), onCommitted, resendAfterMs = 0 }: PublisherOptions) {
  let renderer: Promise<SiteRenderer> | undefined;
  /** The batch this instance's renderer last read the CMS for: a new batch reads it afresh. */
  let renewedFor: number | undefined;
  let renders = 0;
  let resuming: NodeJS.Timeout | undefined;

  async function site() {
    renderer ??= loadRenderer!();
    return renderer;
  }

  /** A plan: the batch for every change waiting, unless one is open (its pages are sent again: their jobs may have died). */
  async function plan() {
    const open = await store.openBatch();
    if (open) return Date.now() - open.startedAt.getTime() >= resendAfterMs ? resend(open.id, open.urls) : undefined;
    const changes = await store.pendingChanges();
    if (changes.length === 0) return;
    const rendering = await site();
    rendering.renew();
    const contentAt = new Date();
    const urls = await rendering.pageUrls().catch((error: unknown) => {
      // Without the request's URL (hundreds of populate parameters): the collection says enough.
      throw new CmsUnavailable(`the list of pages could not be read: ${logMessage(error).replace(/\[\w+\] "[^"]*": /, '')}`);
    });
    if (rendering.failures() > 0) throw new CmsUnavailable(`${rendering.failures()} request(s) to the CMS failed while the list of pages was read`);
    let keys: ContentKey[] = [...new Set(changes.flatMap((change) => change.keys))];
    if (keys.length > MAX_BATCH_KEYS) keys = [contentKey('*', '*')];
    const entries = (await store.entries()).filter((entry) => entry.kind === 'page');
    const [onDemand, cmsPages] = partition(entries, (entry) => madeOnDemand(entry.path));
    const stored = new Map(cmsPages.map((entry) => [entry.path, entry.reads]));
    const known = new Set(urls);
    const added = urls.filter((url) => !stored.has(url));
    const gone = [...stored.keys()].filter((url) => !known.has(url));
    const asked = new Set(changes.flatMap((change) => change.paths));
    // A page whose reads were not recorded is rendered again on any change.
    const toRender = (pages: PageEntry[]) => new Set([...pagesToRender(keys, new Map(pages.map((entry) => [entry.path, entry.reads]))), ...pages.filter((entry) => entry.reads.length === 0 || asked.has(entry.path)).map((entry) => entry.path)]);
    const touched = [...toRender(cmsPages)].filter((url) => known.has(url));
    const dropped = [...toRender(onDemand)];
    const batch = await store.openBatchFor(
      changes.map((change) => change.id),
      { why: describe(changes.map((change) => change.why)), urls: [...added, ...touched, ...LIVE_FILES], gone, dropped, counts: { touched: touched.length, added: added.length }, contentAt },
    );
    if (batch) await resend(batch.id, batch.urls);
  }

  async function resend(batchId: number, urls: readonly string[]) {
    const staged = await store.stagedPaths(batchId);
    await queue.send('publish-render', urls.filter((url) => !staged.has(url)).map((url) => ({ batchId, url })));
  }

  async function render({ batchId, url }: { batchId: number; url: string }) {
    const batch = await store.batch(batchId);
    if (!batch || batch.committed || (await store.isStaged(batchId, url))) return;
    const rendering = await site();
    if (renewedFor !== batchId) {
      rendering.renew();
      renewedFor = batchId;
    }
    const failuresBefore = rendering.failures();
    const result = await rendering.render(url);
    renders += 1;
    // The CMS failed during this render: the page may lack content; rendered again later.
    if (rendering.failures() > failuresBefore) {
      renewedFor = undefined;
      throw new CmsUnavailable(`${rendering.failures() - failuresBefore} request(s) to the CMS failed while ${url} was rendered`);
    }
    let write: PageWrite | null = null;
    if (result.kind === 'failed') log(`[live] ${logSafe(url)} could not be rendered (${logMessage(result.reason)}): it stays as it was`);
    else if (result.kind === 'file') write = { path: url, kind: 'file', body: result.body, contentType: result.type, data: null, reads: [], facts: null, buildId };
    else write = { path: url, kind: 'page', body: result.html, contentType: null, data: result.data, reads: result.reads, facts: storedFactsOf(result.html), buildId };
    const committed = await store.stage(batchId, url, write);
    if (!committed) return;
    const { counts, gone, dropped, why, startedAt } = committed.batch;
    const parts = [
      `${counts.touched} rendered again`,
      `${counts.added} new`,
      `${gone.length} gone`,
      ...(dropped.length ? [`${dropped.length} made on request to be made again when next asked for`] : []),
      ...(committed.kept ? [`${committed.kept} kept as they were`] : []),
    ];
    // `why` names what an editor typed (a page's path, a model): escaped, it cannot start a forged line.
    log(`[live] published in ${Date.now() - startedAt.getTime()} ms (${logSafe(why)}): ${parts.join(', ')}`);
    await onCommitted?.(committed);
    // What arrived while this batch was rendered.
    await queue.send('publish-plan', [{}]);
  }

  const retrying = (what: string) => (error: unknown) => {
    const reason = error instanceof CmsUnavailable ? `the CMS did not answer (${logMessage(error.message)})` : `${what} failed (${logMessage(error)})`;
    log(`[live] ${reason}: every page stays as it was; the job is tried again`);
    throw error;
  };

  return {
    /** The CMS changed what these keys name (and these pages, rendered whatever they read): published soon, with whatever else arrives meanwhile. */
    async changed(keys: readonly ContentKey[], why: string, paths: readonly string[] = []) {
      await store.addChange(keys, why, paths);
      await queue.send('publish-plan', [{}]);
    },
    /** This instance takes publishing jobs (when it has a renderer), and takes up what a stopped instance left. */
    async start() {
      if (!loadRenderer) return;
      await queue.work('publish-plan', () => plan().catch(retrying('planning a batch')));
      await queue.work<{ batchId: number; url: string }>('publish-render', (job) => render(job).catch(retrying(`rendering ${logSafe(job.url)}`)));
      await queue.send('publish-plan', [{}]);
      // A plan resends an open batch's pages and takes any change left waiting; one plan waits at most.
      resuming = setInterval(() => void queue.send('publish-plan', [{}]).catch(() => {}), RESUME_EVERY_MS);
      resuming.unref();
    },
    stop: () => clearInterval(resuming),
    /** Pages this instance rendered (tests count them across instances). */
    renders: () => renders,
  };
}

export type Publisher = ReturnType<typeof publisher>;
