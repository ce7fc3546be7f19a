// The pages an instance serves (issue 43). In production they come from the page store
// (page-store.ts), shared by every instance and kept current by the publisher (publisher.ts): the
// instance holds the list of paths with each one's revision, and a bounded cache of the hot pages'
// HTML, so its memory does not grow with the site. A page whose revision moved (a batch committed
// here or on another instance, page-feed.ts) is read again on its next request. Without a
// database (tests, a static preview) the build's pages are served as they are (builtPages).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { ContentKey } from '../../domain/content/dependencies.ts';
import { LIVE_FILES } from '../instance-routes.ts';
import { logMessage, logSafe } from '../log.ts';
import { servedPage, storedFactsOf, type ServedPage, type StoredFacts } from '../personalise.ts';
import type { BuiltPage, PageStore } from './page-store.ts';
import { withLastmod } from './lastmod.ts';
import { PAGE_READS_FILE, type SiteRenderer } from './renderer.ts';

/** A page as served: its HTML with its facts and policy, read once (personalise.ts decides each visitor's copy). */
export interface Page extends ServedPage {
  /** Unique to this HTML: what the kept variants of the page are checked against (page-variants.ts). */
  version: number;
  /** What it was made of (its cache tags, cache-tags.ts). */
  reads: readonly ContentKey[];
}

export interface LiveFile {
  body: string;
  type: string;
}

/**
 * Who asks for a page that may have to be rendered (issue 59: one crawler's renders slowed every
 * visitor, and filled the queue they shared): their address, and the shared per-address rate
 * (app.ts, over the limit store every instance reads), which answers with seconds to wait or null.
 */
export interface Requester {
  address: string;
  mayRender?(): Promise<number | null>;
}

/** What the server's routes ask of the pages (app.ts). */
export interface PageSource {
  page(path: string, requester?: Requester): Promise<Page | undefined>;
  /** A 404 page of the path's own (a word tool's, with suggestions), when its source makes one. */
  missing?(path: string, requester?: Requester): Promise<Page | undefined>;
  /**
   * The page rendered for a query its list answers (the tutors' directory: `search`, as
   * directorySearch writes it), when its source renders; `readAt` names the hour a list that
   * depends on the time was read at, and a new hour renders it again.
   */
  queried?(path: string, search: string, requester?: Requester, readAt?: string): Promise<Page | undefined>;
  /** A file made with the pages (the sitemap), if the server made it. */
  file(path: string): Promise<LiveFile | undefined>;
  /** A page's props file the build did not make. */
  dataFile(src: string): Promise<string | undefined>;
}

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  id: string;
  /** When the build began to read the CMS: what it shows is at least this old. */
  contentReadAt: Date;
}

/** Which build is served (build/server/build-info.json, islands-pages.ts); a build without it (a test's) is dated by its files. */
export function readBuildInfo(siteDir: string): BuildInfo {
  const file = join(siteDir, '..', 'server', BUILD_INFO_FILE);
  if (existsSync(file)) {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { id: string; contentReadAt: string };
    return { id: info.id, contentReadAt: new Date(info.contentReadAt) };
  }
  return { id: 'unversioned', contentReadAt: statSync(join(siteDir, 'index.html')).mtime };
}

const SITEMAP_FILE: (typeof LIVE_FILES)[number] = '/sitemap.xml';
const LIVE_FILE_TYPES: Record<(typeof LIVE_FILES)[number], string> = { '/sitemap.xml': 'application/xml', '/redirects.json': 'application/json' };

/** Every prerendered page and live file of a build, as the store takes them: URL path ("/uk/faq", "/"). */
export function builtPageFiles(siteDir: string, buildId: string): BuiltPage[] {
  const readsFile = join(siteDir, '..', 'server', PAGE_READS_FILE);
  const reads: Record<string, ContentKey[]> = existsSync(readsFile) ? JSON.parse(readFileSync(readsFile, 'utf8')) : {};
  const pages: BuiltPage[] = [];
  for (const file of readdirSync(siteDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue;
    const dir = relative(siteDir, join(siteDir, file, '..')).split(sep).join('/');
    const path = dir ? `/${dir}` : '/';
    // Its props file is the build's, served from disk.
    pages.push({
      path,
      load: () => {
        const body = readFileSync(join(siteDir, file), 'utf8');
        return { path, kind: 'page', body, contentType: null, data: null, reads: reads[path] ?? [], facts: storedFactsOf(body), buildId };
      },
    });
  }
  for (const path of LIVE_FILES) {
    if (existsSync(join(siteDir, path))) pages.push({ path, load: () => ({ path, kind: 'file', body: readFileSync(join(siteDir, path), 'utf8'), contentType: LIVE_FILE_TYPES[path], data: null, reads: [], facts: null, buildId }) });
  }
  return pages;
}

/** A page to serve: its facts as the store keeps them beside it (a page an older release stored has none: read once here). */
const pageOf = (html: string, version: number, cmsOrigins: readonly string[], facts: StoredFacts | null = null, reads: readonly ContentKey[] = []): Page => ({
  ...servedPage(html, facts ?? storedFactsOf(html), cmsOrigins),
  version,
  reads,
});

/**
 * Every page rendered when asked for, nothing kept (`npm run dev`, server/dev.ts): what the sources
 * and the CMS are now. A path that is no page gets its locale's 404 page, as the server answers it.
 */
export function renderedPages(renderer: SiteRenderer, cmsOrigins: readonly string[] = []): PageSource {
  let version = 0;
  const rendered = async (path: string, status: number) => {
    const result = await renderer.render(path);
    if (result.kind === 'failed') throw new Error(`${path} could not be rendered: ${result.reason}`);
    return result.kind === 'page' && result.status === status ? pageOf(result.html, ++version, cmsOrigins, null, result.reads) : undefined;
  };
  return {
    page: (path) => rendered(path, 200),
    missing: (path) => rendered(path, 404),
    queried: (path, search) => rendered(`${path}?${search}`, 200),
    file: async (path) => {
      const result = await renderer.render(path);
      return result.kind === 'file' ? { body: result.body, type: result.type } : undefined;
    },
    dataFile: async () => undefined,
  };
}

/** The build's pages as they are, in memory: for tests and an app without a database. */
export function builtPages(siteDir: string, cmsOrigins: readonly string[] = []): PageSource {
  const writes = builtPageFiles(siteDir, 'built').map((built) => built.load());
  const pages = new Map(writes.filter((write) => write.kind === 'page').map((write, index) => [write.path, pageOf(write.body, index + 1, cmsOrigins, write.facts, write.reads)]));
  const files = new Map(writes.filter((write) => write.kind === 'file').map((write) => [write.path, { body: write.body, type: write.contentType ?? 'text/plain' }]));
  return {
    page: async (path) => pages.get(path),
    file: async (path) => files.get(path),
    dataFile: async () => undefined,
  };
}

/** What the hot pages' HTML may weigh in an instance (PAGE_STORE_CACHE_MB): the pages beyond it are read from the store. */
export const HOT_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A page rendered on first request (onDemand): how many render at once, and wait, before the next
 * is told to come back; and how many of those one address may hold, so a crawler waits for its
 * own renders and never takes the others' places.
 */
export const ON_DEMAND = { running: 2, waiting: 16, perAddress: 2, perSecond: 10 } as const;

export class TooBusy extends Error {
  constructor(
    readonly path: string,
    /** When to come back: a few seconds for a full queue, the rest of the window for an address past its rate. */
    readonly retryAfterS = 5,
  ) {
    super(path);
  }
}

export interface StoredPagesOptions {
  store: PageStore;
  cmsOrigins?: readonly string[];
  maxBytes?: number;
  /**
   * A path no page is stored at, that a data source can make (issue 47's word pages): rendered
   * when first asked for and kept in this instance's memory (MADE_ON_REQUEST_MAX_BYTES), never
   * stored (issue 64: a crawl of the 709,240 word paths would have written 19-46 GB); the CDN keeps
   * them too. Returns false at once for a path it cannot make, so unknown paths are a 404 without a render.
   */
  onDemand?: {
    canRender(path: string): boolean;
    /**
     * A path the source has no page for but answers with a 404 of its own (a word it does not
     * have, with the nearest ones it has): rendered, kept a while in memory only, never stored.
     */
    rendersMissing?(path: string): boolean;
    renderer: () => Promise<SiteRenderer>;
  };
  log?: (line: string) => void;
}

/**
 * What the pages a data source made on request may weigh in an instance (about 130 KB a word page
 * as held: 380 of them); past it the least recently asked for is made again when next asked for.
 */
export const MADE_ON_REQUEST_MAX_BYTES = 48 * 1024 * 1024;

export async function storedPages({ store, cmsOrigins = [], maxBytes = HOT_PAGES_MAX_BYTES, onDemand, log = (line) => console.warn(line) }: StoredPagesOptions) {
  /** Every stored path: its kind, revision and when what it says last changed (about 120 bytes a path). */
  let index = new Map<string, { kind: string; revision: number; changedAt: Date | null }>();
  /** Moved each time the index is read again: a sitemap's lastmods are written again after it. */
  let indexRead = 0;
  const hot = new LRUCache<string, Page | LiveFile & { version: number }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => ('html' in entry ? entry.html.length : entry.body.length) * 2 + 500,
  });
  /** Props files are named by their content's hash: one read from the store stays right. */
  const dataFiles = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (code) => code.length * 2 + 100 });

  /** Set when a batch was committed: the next page made on request reads the CMS afresh, not what this instance read before. */
  let contentChanged = false;
  async function readIndex() {
    const entries = await store.index();
    index = new Map(entries.map((entry) => [entry.path, { kind: entry.kind, revision: entry.revision, changedAt: entry.changedAt === null ? null : new Date(entry.changedAt) }]));
    indexRead += 1;
  }
  let sitemap: { key: string; file: LiveFile } | undefined;
  /** The sitemap with each page's lastmod, as the store knows it (lastmod.ts), written once per version of either. */
  function withLastmods(file: LiveFile & { version: number }): LiveFile {
    const key = `${file.version} ${indexRead}`;
    if (sitemap?.key !== key) {
      const changedAt = (path: string) => {
        const entry = index.get(path);
        return entry?.kind === 'page' ? (entry.changedAt ?? undefined) : undefined;
      };
      sitemap = { key, file: { body: withLastmod(file.body, changedAt), type: file.type } };
    }
    return sitemap.file;
  }
  await readIndex();

  async function read(path: string, kind: 'page' | 'file') {
    const entry = index.get(path);
    if (entry?.kind !== kind) return undefined;
    const cached = hot.get(path);
    if (cached?.version === entry.revision) return cached;
    const stored = await store.page(path);
    if (!stored || stored.kind !== kind) return undefined;
    const made = kind === 'page' ? pageOf(stored.body, stored.revision, cmsOrigins, stored.facts, stored.reads) : { body: stored.body, type: stored.contentType ?? 'text/plain', version: stored.revision };
    hot.set(path, made);
    return made;
  }

  const renders = pLimit(ON_DEMAND.running);
  const renderingNow = new Map<string, Promise<Page | undefined>>();
  /** Paths a source took that turned out to be no page: not rendered again for 10 minutes. */
  const notPages = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });

  /** Renders taken (running, waiting, or asking the rate first), in all and by address. */
  let taken = 0;
  const byAddress = new Map<string, number>();

  /** A render on a visitor's request: two at a time, sixteen waiting, two of them an address's, the next told to come back. */
  function queued<T>(path: string, requester: Requester | undefined, work: () => Promise<T>): Promise<T> {
    // No requester: the server's own work (a benchmark), held to the total alone.
    const address = requester?.address;
    // Places are taken before anything is awaited: requests arriving together each see the others'.
    if (taken >= ON_DEMAND.running + ON_DEMAND.waiting) return Promise.reject(new TooBusy(path));
    if (address !== undefined && (byAddress.get(address) ?? 0) >= ON_DEMAND.perAddress) return Promise.reject(new TooBusy(path));
    taken += 1;
    if (address !== undefined) byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    const release = () => {
      taken -= 1;
      if (address === undefined) return;
      const left = byAddress.get(address)! - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
    };
    return (async () => {
      const wait = await requester?.mayRender?.();
      if (wait) throw new TooBusy(path, wait);
      return renders(async () => (await paced(), work()));
    })().finally(release);
  }

  /**
   * Renders start ON_DEMAND.perSecond a second at most, whoever asks (issue 59: a crawl from an
   * address per request rendered 49 pages a second and took /faq's median from 5 to 239 ms): a
   * render holds the event loop for 15-40 ms, so this keeps them to a share of it that leaves every
   * stored page as fast as ever; the waiting places absorb a burst, and past them the 503 says when.
   */
  let nextStart = 0;
  async function paced() {
    const now = Date.now();
    const at = Math.max(now, nextStart);
    nextStart = at + 1000 / ON_DEMAND.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /**
   * Pages rendered on request and kept a while in memory only, never stored: a source's own 404s
   * (a word it does not have, with the nearest ones it has; a guess repeated is not rendered again)
   * and pages rendered for a query (a filtered, sorted or longer list of the tutors' directory, for
   * the revision of its path's page it was made from). A crawler trying every guess or combination
   * renders at an address's rate like any render; such pages say noindex.
   */
  const pageSize = (page: Page) => page.html.length * 2 + 500;
  const keptInMemory = new LRUCache<string, Page>({ maxSize: 8 * 1024 * 1024, sizeCalculation: pageSize });
  /** A data source's pages (the word pages), made on request; their islands' props are in them. */
  const madeOnRequest = new LRUCache<string, Page>({ maxSize: MADE_ON_REQUEST_MAX_BYTES, sizeCalculation: pageSize });
  let keptVersion = 0;

  /** `url` rendered, kept under `key` in `cache` if it answers `status` (many asking at once: rendered once). */
  function renderKept(cache: LRUCache<string, Page>, key: string, url: string, status: number, requester: Requester | undefined): Promise<Page | undefined> {
    const kept = cache.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = renderingNow.get(key);
    if (!pending) {
      pending = queued(url, requester, async () => {
        const renderer = await onDemand!.renderer();
        if (contentChanged) {
          contentChanged = false;
          renderer.renew();
        }
        // Its islands' props in the page: no other instance has this page to serve them from.
        const result = await renderer.render(url, { kept: true });
        if (result.kind === 'failed') log(`[live] ${logSafe(url)} could not be rendered on request (${logMessage(result.reason)})`);
        if (result.kind !== 'page' || result.status !== status) return undefined;
        const page = pageOf(result.html, --keptVersion, cmsOrigins, null, result.reads);
        cache.set(key, page);
        return page;
      }).finally(() => renderingNow.delete(key));
      renderingNow.set(key, pending);
    }
    return pending;
  }

  return {
    async queried(path: string, search: string, requester?: Requester, readAt = ''): Promise<Page | undefined> {
      const entry = index.get(path);
      // A page the source makes (a word's, its practice answered) is made for the query like the page itself.
      const revision = entry?.kind === 'page' ? entry.revision : !entry && onDemand?.canRender(path) ? 'made' : null;
      if (!onDemand || revision === null) return undefined;
      return renderKept(keptInMemory, `${revision} ${path}?${search} ${readAt}`, `${path}?${search}`, 200, requester);
    },
    /** The 404 page a source makes for a path it has no page at, if it makes one (rendered once, kept a while). */
    async missing(path: string, requester?: Requester): Promise<Page | undefined> {
      if (!onDemand?.rendersMissing?.(path)) return undefined;
      return renderKept(keptInMemory, `404 ${path}`, path, 404, requester);
    },
    async page(path: string, requester?: Requester): Promise<Page | undefined> {
      const entry = index.get(path);
      const madeOnDemand = onDemand?.canRender(path) === true;
      // A page the source makes is never the CMS's to remove: one a publish marked gone (issue 59) is made again.
      if (entry && !(entry.kind === 'gone' && madeOnDemand)) return read(path, 'page') as Promise<Page | undefined>;
      if (!madeOnDemand || notPages.has(path)) return undefined;
      const made = await renderKept(madeOnRequest, path, path, 200, requester);
      // The source took the path, but no page is there: a 404, remembered a while.
      if (!made) notPages.set(path, true);
      return made;
    },
    async file(path: string) {
      const file = (await read(path, 'file')) as (LiveFile & { version: number }) | undefined;
      return file && path === SITEMAP_FILE ? withLastmods(file) : file;
    },
    async dataFile(src: string) {
      let code = dataFiles.get(src);
      if (code === undefined) {
        code = await store.dataCode(src);
        if (code !== undefined) dataFiles.set(src, code);
      }
      return code;
    },
    /**
     * A batch was committed (here or on another instance): the list of paths is read again; changed
     * pages on their next request; the pages made on request, which are not stored and read the
     * shell's content (header, footer, promotions), are made again when next asked for.
     */
    async reload() {
      contentChanged = true;
      madeOnRequest.clear();
      keptInMemory.clear();
      await readIndex();
    },
    /** Paths known, what the hot pages weigh, and the pages made on request held (benchmarks, tests). */
    stats: () => ({ paths: index.size, hotPages: hot.size, hotBytes: hot.calculatedSize, madeOnRequest: madeOnRequest.size, madeOnRequestBytes: madeOnRequest.calculatedSize }),
  } satisfies PageSource & Record<string, unknown>;
}

export type StoredPages = Awaited<ReturnType<typeof storedPages>>;
