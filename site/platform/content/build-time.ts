// The CMS as the pages' loaders see it, when the build prerenders them and when the server renders
// one again after a publish (server/live/): a real Strapi when CMS_URL is set, otherwise the
// seeded local service the build or the server started (LOCAL_CMS_URL), read over HTTP alike. Everything read is kept for one content generation (one
// request per collection and locale for 400 pages); `renewContent` starts the next one, which
// reads the CMS afresh. Each loader records what it read (domain/content/dependencies.ts), so the
// server knows which pages a change touches. Loaders are server code: React Router leaves them
// out of the browser bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import * as v from 'valibot';
import { createFetch, type $Fetch } from 'ofetch';
import { contentKey, type ContentKey } from '../../../domain/content/dependencies.ts';
import { COUNTED_COPY } from '../../../domain/content/counts.ts';
import { CMS_COLLECTIONS } from '../../../domain/cms-model.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PageRecord } from '../../../domain/content/sections.ts';
import { PREVIEW_HEADER, type PagePreview } from '../../../domain/content/preview.ts';
import { cmsConfigFromEnv, createCmsClient, type CmsClient } from './client.ts';
import { siteContent, type SiteContent } from './site-content.ts';

interface Generation {
  client: CmsClient;
  content: SiteContent;
  /** Requests to the CMS that failed in this generation (none answer, or an error status). */
  failures: number;
  /** Anything else kept for the generation (the promotions of each locale). */
  kept: Map<string, unknown>;
}

let generation: Generation | undefined;
/** A preview's own generation, seen only by the work it runs (withPreviewContent). */
const previewGeneration = new AsyncLocalStorage<Generation>();

function newGeneration(status?: 'draft'): Generation {
  const config = { ...cmsConfigFromEnv(process.env), ...(status ? { status } : {}) };
  const counted: Generation = { failures: 0, kept: new Map() } as Generation;
  const base = createFetch({ fetch: globalThis.fetch });
  const fetch = ((request, options) =>
    base(request, options).catch((error: unknown) => {
      counted.failures += 1;
      throw error;
    })) as $Fetch;
  counted.client = createCmsClient(config, { fetch });
  counted.content = siteContent(counted.client);
  return counted;
}

const current = () => previewGeneration.getStore() ?? (generation ??= newGeneration());

export const buildTimeCms = (): CmsClient => current().client;

/** The next generation reads the CMS afresh (server/live/ calls it before rendering what changed). */
export function renewContent(): void {
  generation = undefined;
}

/**
 * Runs `work` (a preview's render) with content of its own: the documents' drafts, or what is
 * published, read afresh and seen by this work only. The site's generation is never touched: a
 * publish that renews it meanwhile (issue #41: a preview used to put back the generation it
 * found, undoing that publish's fresh content) and the renders after it read the CMS as it is.
 */
export function withPreviewContent<T>(status: 'draft' | 'published', work: () => Promise<T>): Promise<T> {
  return previewGeneration.run(newGeneration(status === 'draft' ? 'draft' : undefined), work);
}

/** How many CMS requests failed in this generation: a page rendered from it may lack what the CMS did not send. */
export const contentFailures = () => (previewGeneration.getStore() ?? generation)?.failures ?? 0;

/** A value kept for this generation: made once, then the same until the content is renewed. */
export function keptForGeneration<T>(key: string, make: () => T): T {
  const { kept } = current();
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
}

const reads = new AsyncLocalStorage<Set<ContentKey>>();

/** Notes that the loader running now read `key`. */
export const recordRead = (key: ContentKey) => void reads.getStore()?.add(key);

/** Runs a loader's work and returns what it made with the content keys it read. */
export async function recordingReads<T>(load: () => Promise<T>): Promise<{ value: T; reads: ContentKey[] }> {
  const read = new Set<ContentKey>();
  const value = await reads.run(read, load);
  return { value, reads: [...read].sort() };
}

type Reads = { [Read in keyof SiteContent]: (...args: Parameters<SiteContent[Read]>) => ContentKey[] };

/** What copy with count tokens reads besides itself: what it counts (domain/content/counts.ts). */
const countedFrom = (locale: Locale) => [contentKey('tutors', locale), contentKey('class-sessions', locale)];

/**
 * What each read of the site's content is recorded as, so the server knows which pages a change
 * touches (issue 61: a read added to SiteContent used to pass through unrecorded, and its pages
 * never rendered again on a publish). A read without its row here does not compile.
 */
export const RECORDED_AS: Reads = {
  // A collection read whole is recorded as its row says (domain/cms-model.ts): what a change of it re-renders, of its locale if it has them.
  list: (name, locale) => [contentKey(CMS_COLLECTIONS[name].changes, CMS_COLLECTIONS[name].localized ? locale : undefined), ...(COUNTED_COPY as readonly string[]).includes(name) ? countedFrom(locale) : []],
  pages: (locale) => [contentKey('pages', locale), ...countedFrom(locale)],
  tutors: (locale) => [contentKey('pricing'), contentKey('reviews'), contentKey('tutors', locale)],
  hourlyRates: () => [contentKey('pricing')],
  plans: (locale) => [contentKey('pricing'), contentKey('plans', locale)],
  campaign: () => [contentKey('pricing')],
  header: (locale) => [contentKey('header', locale)],
  footer: (locale) => [contentKey('footer', locale)],
  reviews: () => [contentKey('reviews')],
};

/** The site's content of this generation; every read is recorded for the loader that made it. */
export function buildTimeContent(): BuildTimeContent {
  const { content } = current();
  const recorded = Object.fromEntries(
    Object.entries(RECORDED_AS).map(([name, keysOf]) => [
      name,
      (...args: never[]) => {
        for (const key of (keysOf as (...read: never[]) => ContentKey[])(...args)) recordRead(key);
        return (content[name as keyof SiteContent] as (...read: never[]) => unknown)(...args);
      },
    ]),
  ) as unknown as SiteContent;
  return {
    ...recorded,
    /** One CMS page by its path (recorded as that page alone, not the list). */
    page: async (locale, path) => (recordRead(contentKey('page', locale, path)), (await content.pages(locale)).get(path)),
  };
}

export interface BuildTimeContent extends SiteContent {
  page(locale: Locale, path: string): Promise<PageRecord | undefined>;
}

const PagePreviewSchema = v.object({
  status: v.picklist(['draft', 'published']),
  promotion: v.nullable(v.object({ kind: v.picklist(['banner', 'popup']), slug: v.pipe(v.string(), v.maxLength(200)) })),
  adminOrigin: v.nullable(v.pipe(v.string(), v.url())),
});

/** The preview a page is rendered for (server/live/preview.ts sends it; no visitor's request reaches a loader), or null. */
export function previewOf(request: Request): PagePreview | null {
  const header = request.headers.get(PREVIEW_HEADER);
  if (!header) return null;
  const parsed = v.safeParse(PagePreviewSchema, JSON.parse(header));
  return parsed.success ? parsed.output : null;
}
