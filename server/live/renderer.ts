// The site's own renderer, from React Router's server build (build/server/index.js, written by
// `react-router build` beside the prerendered pages): it renders a page exactly as the prerender
// did, from the CMS as it is now, and finishes it as the build does (site/prerender/live.ts).
// Loaded when first needed: a server that is never told of a change never loads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { PREVIEW_HEADER, type PagePreview, type PreviewedPromotion, type PreviewRequest } from '../../domain/content/preview.ts';

/** The build's files the server reads (site/prerender/islands-pages.ts LIVE_FILES). */
const MANIFEST = 'client-manifest.json';
export const PAGE_READS_FILE = 'page-reads.json';

/** What the server build's entry exports for it (site/prerender/live.ts); checked when loaded. */
interface LiveSite {
  renewContent(): void;
  contentFailures(): number;
  pageUrls(): Promise<string[]>;
  finishPage(html: string, path: string, options?: { inline?: boolean }): { html: string; data: { src: string; code: string } | null; reads: string[] };
  withPreviewContent<T>(status: 'draft' | 'published', work: () => Promise<T>): Promise<T>;
  wordCard(cardPath: string): Promise<Buffer | null>;
  previewTarget(request: PreviewRequest): Promise<{ url: string; promotion: PreviewedPromotion | null } | null>;
}

export interface RenderOptions {
  kept?: boolean;
}

export type Rendered =
  /** A page; `status` 404 when the path is no page (the locale's 404 page, rendered). */
  | { kind: 'page'; status: number; html: string; data: { src: string; code: string } | null; reads: string[] }
  | { kind: 'file'; body: string; type: string }
  | { kind: 'failed'; reason: string };

export interface SiteRenderer {
  /** The next renders read the CMS afresh. */
  renew(): void;
  /** CMS requests that failed since the last renew: what was rendered since may lack content. */
  failures(): number;
  /** Every page URL as the CMS has them now (each locale's 404 page included). */
  pageUrls(): Promise<string[]>;
  /**
   * One URL rendered and finished. `kept`: a page kept in an instance's memory only, never stored
   * (a word page, a list rendered for a query, a source's 404): its islands' props are in the page,
   * as no other instance could serve them as a file.
   */
  render(url: string, options?: RenderOptions): Promise<Rendered>;
  /** A word page's sharing card (PNG), drawn; null for a path that is no word page's card. */
  wordCard(cardPath: string): Promise<Buffer | null>;
  /** The page that shows a CMS document, rendered with the preview's content; null when no page shows it. */
  preview(request: PreviewRequest, adminOrigin: string | null): Promise<(Rendered & { url: string }) | null>;
}

/** Runs the work given to it one after another, each whether the one before failed or not. */
function queue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => {});
    return next;
  };
}

type MakeLiveSite = (options: { clientDir: string; manifest: unknown }) => LiveSite;

function liveSiteOf(build: ServerBuild, where: string): MakeLiveSite {
  const make = (build.entry.module as { liveSite?: MakeLiveSite }).liveSite;
  if (typeof make !== 'function') throw new Error(`${where} has no liveSite export: rebuild the site (npm run build:site)`);
  return make;
}

export async function loadSiteRenderer(buildDir: string): Promise<SiteRenderer> {
  const serverDir = join(buildDir, 'server');
  const build = (await import(pathToFileURL(join(serverDir, 'index.js')).href)) as ServerBuild;
  const site = liveSiteOf(build, join(serverDir, 'index.js'))({ clientDir: join(buildDir, 'client'), manifest: JSON.parse(readFileSync(join(serverDir, MANIFEST), 'utf8')) });
  return siteRenderer(site, createRequestHandler(build, 'production'));
}

/**
 * The site from its source (`npm run dev`, server/dev.ts): `loadBuild` gives React Router's server
 * build as the sources are now (Vite's dev server), so every render shows the last edit; each
 * reads the CMS afresh, so a seed file's edit shows too. Files are looked for in `publicDir`.
 */
export function sourceSiteRenderer(loadBuild: () => Promise<ServerBuild>, publicDir: string): SiteRenderer {
  const oneAtATime = queue();
  const fresh = <T>(work: (renderer: SiteRenderer) => Promise<T>) =>
    oneAtATime(async () => {
      const build = await loadBuild();
      const site = liveSiteOf(build, 'the server build')({ clientDir: publicDir, manifest: null });
      site.renewContent();
      return work(siteRenderer(site, createRequestHandler(build, 'development')));
    });
  return {
    renew: () => {},
    failures: () => 0,
    pageUrls: () => fresh((renderer) => renderer.pageUrls()),
    render: (url, options) => fresh((renderer) => renderer.render(url, options)),
    wordCard: (cardPath) => fresh((renderer) => renderer.wordCard(cardPath)),
    preview: (request, adminOrigin) => fresh((renderer) => renderer.preview(request, adminOrigin)),
  };
}

function siteRenderer(site: LiveSite, handle: ReturnType<typeof createRequestHandler>): SiteRenderer {
  // One render at a time: each collects its page's style sheet. A preview reads content of its own
  // (withPreviewContent), which no other render and no publish sees.
  const oneAtATime = queue();

  async function render(url: string, { kept = false }: RenderOptions = {}, preview?: PagePreview): Promise<Rendered> {
    const headers: Record<string, string> = preview ? { [PREVIEW_HEADER]: JSON.stringify(preview) } : {};
    let response: Response;
    try {
      response = await handle(new Request(new URL(url, 'http://localhost'), { headers }));
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    const body = await response.text();
    // A page that does not exist renders the 404 page with its status; that is a page too.
    if (response.status >= 500 || response.status === 0) return { kind: 'failed', reason: `status ${response.status}` };
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) return { kind: 'file', body, type };
    // A page rendered for a query (the tutors' directory) is finished as its path's.
    return { kind: 'page', status: response.status, ...site.finishPage(body, url.split('?')[0]!, { inline: kept || preview !== undefined }) };
  }

  return {
    renew: () => site.renewContent(),
    failures: () => site.contentFailures(),
    pageUrls: () => site.pageUrls(),
    render: (url, options) => oneAtATime(() => render(url, options)),
    wordCard: (cardPath) => oneAtATime(() => site.wordCard(cardPath)),
    preview: (request, adminOrigin) =>
      oneAtATime(() =>
        site.withPreviewContent(request.status, async () => {
          const target = await site.previewTarget(request);
          if (!target) return null;
          const preview: PagePreview = { status: request.status, promotion: target.promotion, adminOrigin };
          return { url: target.url, ...(await render(target.url, {}, preview)) };
        }),
      ),
  };
}
