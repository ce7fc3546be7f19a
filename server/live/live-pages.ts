// The pages the server serves, kept current with the CMS. It starts from the build (every page
// prerendered, and what each read of the CMS: build/server/page-reads.json). A change the CMS
// announces (webhook.ts) names content keys (domain/content/dependencies.ts); changes that arrive
// close together wait for one another and are published as one batch: the CMS is read afresh,
// the list of pages is read again (a page published new is rendered, an unpublished one goes and
// answers 404), each page that read a changed key is rendered again, once, and the sitemap with
// them. Renders run one at a time, off the requests' way: until its new HTML is ready, a page is
// served as it was. A CMS that does not answer changes nothing: every page it would have changed
// stays as it was, the log says so, and the batch is tried again later.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { contentKey, pagesToRender, type ContentKey } from '../../domain/content/dependencies.ts';
import { LIVE_FILES } from '../instance-routes.ts';
import { logMessage, logSafe } from '../log.ts';
import { pagePolicy, type PagePolicy } from '../security.ts';
import { PAGE_READS_FILE, type SiteRenderer } from './renderer.ts';
import { campaignWindowIn, type CampaignWindow } from '../../domain/pricing/offers.ts';

export interface Page {
  html: string;
  /** Unique to this HTML in this process: what the kept variants of the page are checked against (page-variants.ts). */
  version: number;
  /** Its Content-Security-Policy, from the hashes of its own inline scripts and styles. */
  policy: PagePolicy;
  /** The campaign it was built with, read from it once: who is offered it is decided per request (app.ts). */
  campaign: CampaignWindow | null;
}

export interface LivePagesOptions {
  /** The prerendered site (build/client). */
  siteDir: string;
  /** The site's renderer, loaded when the first change arrives (renderer.ts); shared with previews. */
  renderer?: () => Promise<SiteRenderer>;
  cmsOrigins?: readonly string[];
  log?: (line: string) => void;
  /** How long a batch waits for more changes after the last one, and at most after the first. */
  quietMs?: number;
  maxWaitMs?: number;
  /** When a batch the CMS did not answer is tried again. */
  retryMs?: number;
  /** Told of every URL whose content changed, after it changed (a CDN's purge, deploy.md). */
  onChanged?: (urls: string[]) => void;
}

/** Beyond this many waiting keys, a batch renders every page: the list of keys stays bounded. */
const MAX_WAITING_KEYS = 5_000;

class CmsUnavailable extends Error {}

/** Every prerendered page, read once: URL path ("/uk/faq", "/") → HTML. */
function readBuiltPages(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(siteDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue;
    const dir = relative(siteDir, join(siteDir, file, '..')).split(sep).join('/');
    pages.set(dir ? `/${dir}` : '/', readFileSync(join(siteDir, file), 'utf8'));
  }
  return pages;
}

function readBuiltReads(siteDir: string): Map<string, ContentKey[]> {
  const file = join(siteDir, '..', 'server', PAGE_READS_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ContentKey[]>));
}

const elapsed = (since: number) => `${Math.round(performance.now() - since)} ms`;

export function livePages({
  siteDir,
  renderer: loadRenderer,
  cmsOrigins = [],
  log = (line) => console.log(line),
  quietMs = 300,
  maxWaitMs = 2_000,
  retryMs = 30_000,
  onChanged,
}: LivePagesOptions) {
  let versions = 0;
  const page = (html: string): Page => ({ html, version: ++versions, policy: pagePolicy(html, cmsOrigins), campaign: campaignWindowIn(html) });
  const pages = new Map([...readBuiltPages(siteDir)].map(([path, html]) => [path, page(html)]));
  const reads = readBuiltReads(siteDir);
  const files = new Map<string, { body: string; type: string }>();
  // A page open from before a change still asks for its old props file: they are kept a while.
  const dataFiles = new LRUCache<string, string>({ max: 5_000 });

  let renderer: Promise<SiteRenderer> | undefined;
  const waiting = new Set<ContentKey>();
  let firstWaitingAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let retrying = false;

  async function renderInto(site: SiteRenderer, url: string): Promise<'rendered' | 'kept'> {
    const result = await site.render(url);
    if (site.failures() > 0) throw new CmsUnavailable(`${site.failures()} request(s) to the CMS failed while ${url} was rendered`);
    if (result.kind === 'failed') {
      log(`[live] ${logSafe(url)} could not be rendered (${logMessage(result.reason)}): it stays as it was`);
      return 'kept';
    }
    if (result.kind === 'file') {
      files.set(url, { body: result.body, type: result.type });
      return 'rendered';
    }
    if (result.data) dataFiles.set(result.data.src, result.data.code);
    pages.set(url, page(result.html));
    reads.set(url, result.reads);
    return 'rendered';
  }

  async function publish(keys: ContentKey[], why: string) {
    const started = performance.now();
    renderer ??= loadRenderer?.();
    if (!renderer) return;
    const site = await renderer;
    site.renew();
    const urls = await site.pageUrls().catch((error: unknown) => {
      // Without the request's URL (hundreds of populate parameters): the collection says enough.
      throw new CmsUnavailable(`the list of pages could not be read: ${logMessage(error).replace(/\[\w+\] "[^"]*": /, '')}`);
    });
    if (site.failures() > 0) throw new CmsUnavailable(`${site.failures()} request(s) to the CMS failed while the list of pages was read`);
    const known = new Set(urls);
    const added = urls.filter((url) => !pages.has(url));
    const gone = [...pages.keys()].filter((url) => !known.has(url));
    // A page whose reads the build did not record is rendered again on any change.
    const unrecorded = [...pages.keys()].filter((url) => !reads.has(url));
    const touched = [...new Set([...pagesToRender(keys, reads), ...unrecorded])].filter((url) => known.has(url) && !added.includes(url));
    const changed: string[] = [];
    let kept = 0;
    for (const url of [...added, ...touched, ...LIVE_FILES]) {
      if ((await renderInto(site, url)) === 'rendered') changed.push(url);
      else kept += 1;
      await yieldToRequests();
    }
    for (const url of gone) {
      pages.delete(url);
      reads.delete(url);
    }
    const counts = [`${touched.length} rendered again`, `${added.length} new`, `${gone.length} gone`, ...(kept ? [`${kept} kept as they were`] : [])];
    // `why` names what an editor typed (a page's path, a model): escaped, it cannot start a forged line.
    log(`[live] published in ${elapsed(started)} (${logSafe(why)}): ${counts.join(', ')}`);
    onChanged?.([...changed, ...gone]);
  }

  function schedule(delayMs: number, retry = false) {
    retrying = retry;
    clearTimeout(timer);
    timer = setTimeout(() => void runBatch(), delayMs);
  }

  const reasons = new Set<string>();

  async function runBatch() {
    timer = undefined;
    if (running || waiting.size === 0) return;
    const keys = [...waiting];
    const why = [...reasons].slice(0, 3).join('; ') + (reasons.size > 3 ? `; and ${reasons.size - 3} more` : '');
    waiting.clear();
    reasons.clear();
    running = publish(keys, why)
      .catch((error: unknown) => {
        for (const key of keys) waiting.add(key);
        reasons.add(why);
        if (error instanceof CmsUnavailable) {
          log(`[live] the CMS did not answer (${logMessage(error.message)}): every page stays as it was; trying again in ${Math.round(retryMs / 1000)} s`);
        } else {
          log(`[live] publishing failed (${logMessage(error)}): every page stays as it was; trying again in ${Math.round(retryMs / 1000)} s`);
        }
        schedule(retryMs, true);
      })
      .finally(() => {
        running = undefined;
        if (waiting.size > 0 && !timer) schedule(quietMs);
      });
    await running;
  }

  return {
    /** The page at a URL path, as it is now. */
    page: (path: string): Page | undefined => pages.get(path),
    /** A file made with the pages (the sitemap) or a page's props file, if the server made it. */
    file: (path: string) => files.get(path),
    dataFile: (path: string) => dataFiles.get(path),
    /** The CMS changed what these keys name: publish it soon, with whatever else arrives meanwhile. */
    changed(keys: readonly ContentKey[], why: string) {
      if (waiting.size === 0) firstWaitingAt = Date.now();
      for (const key of keys) waiting.add(key);
      reasons.add(why);
      if (waiting.size > MAX_WAITING_KEYS) {
        waiting.clear();
        waiting.add(contentKey('*', '*'));
      }
      if (running) return; // the batch after this one takes them
      schedule(Math.max(0, Math.min(quietMs, firstWaitingAt + maxWaitMs - Date.now())));
    },
    /** Settles when nothing is being published or about to be, but for a retry (tests). */
    settled: () =>
      new Promise<void>((resolve) => {
        const check = () => (!running && (!timer || retrying) ? resolve() : setTimeout(check, 10));
        check();
      }),
  };
}

export type LivePages = ReturnType<typeof livePages>;
