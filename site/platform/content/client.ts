import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { GenericSchema } from 'valibot';
import { CONTENT_RETRY, type Locale } from '../../../domain/constants.ts';
import {
  allPagesTimerCta,
  approvedReviews,
  everyApprovedReview,
  bannerBySlug,
  footerFor,
  headerFor,
  pageOf,
  popupsBySlug,
  remoteConfigs,
  timerCtaForCountry,
  timerCtasOf,
  toQueryString,
  type CmsQuery,
} from '../../../domain/content/queries.ts';
import {
  BannerSchema,
  FooterSchema,
  HeaderSchema,
  PopupSchema,
  RemoteConfigSchema,
  ReviewSchema,
  TimerCtaSchema,
  validate,
  type Banner,
  type Footer,
  type Header,
  type Popup,
  type RemoteConfig,
  type Review,
  type TimerCta,
} from '../../../domain/content/schemas.ts';

export interface CmsConfig {
  /** Base URL of the CMS, e.g. http://127.0.0.1:3000/cms (local) or https://cms.example.com (Strapi). */
  baseUrl: string;
  /** A Strapi API token (CMS_TOKEN), sent as a bearer token. */
  token?: string;
  /**
   * Where the CMS's own media are served (Strapi's upload provider answers `/uploads/…`, a path
   * on the CMS): relative media URLs are made absolute against it. Unset for the local service,
   * whose media are the site's own files.
   */
  mediaOrigin?: string;
  /** `draft`: every document's latest version, published or not (a preview, server/live/preview.ts). */
  status?: 'draft';
}

/**
 * CMS_URL and CMS_TOKEN point the site at a real Strapi; otherwise LOCAL_CMS_URL, the local
 * content service the build, the server and the tests start for themselves (server/cms/
 * local-service.ts), read over HTTP like Strapi. Media URLs in pages point at CMS_PUBLIC_URL (the
 * address visitors reach) when set, else CMS_URL; the local service's media are the site's own.
 */
export function cmsConfigFromEnv(env: Record<string, string | undefined>): CmsConfig {
  const external = env.CMS_URL?.trim();
  const url = external || env.LOCAL_CMS_URL?.trim();
  if (!url) throw new Error('No CMS to read: set CMS_URL, or start the local content service (LOCAL_CMS_URL: server/cms/local-service.ts)');
  const baseUrl = url.replace(/\/+$/, '');
  const config: CmsConfig = env.CMS_TOKEN ? { baseUrl, token: env.CMS_TOKEN } : { baseUrl };
  if (external) config.mediaOrigin = new URL(env.CMS_PUBLIC_URL?.trim() || external).origin;
  return config;
}

const isMedia = (value: Record<string, unknown>) => typeof value.url === 'string' && 'mime' in value;

/** Relative media URLs (`/uploads/x.webp`) made absolute against `origin`, everywhere in a record. */
function withMediaOrigin<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((item) => withMediaOrigin(item, origin)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const url = record.url as string;
  const out = Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withMediaOrigin(item, origin)]));
  if (isMedia(record) && url.startsWith('/') && !url.startsWith('//')) out.url = `${origin}${url}`;
  return out as T;
}

export type Log = (message: string) => void;

/** A bound on "every page": 100 pages of 100 entries, far beyond any slot list. */
const MAX_PAGES = 100;

/** Logs each distinct reason once per process, so a bad record does not flood the console. */
export function logOnce(log: Log = (message) => console.warn(message)): Log {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    log(message);
  };
}

export class CmsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export function createCmsClient(config: CmsConfig, options: { fetch?: $Fetch; log?: Log } = {}) {
  const fetcher = options.fetch ?? ofetch;
  const log = options.log ?? logOnce();

  async function request(collection: string, query: CmsQuery): Promise<{ data: unknown[]; pageCount: number }> {
    const url = `${config.baseUrl}/api/${collection}?${toQueryString(config.status ? { ...query, status: config.status } : query)}`;
    let body: unknown;
    try {
      body = await fetcher(url, { headers: config.token ? { Authorization: `Bearer ${config.token}` } : {}, retry: CONTENT_RETRY });
    } catch (error) {
      const status = error instanceof FetchError ? error.statusCode : undefined;
      const message = (error as { data?: { error?: { message?: string } } }).data?.error?.message ?? (error as Error).message;
      throw new CmsRequestError(`${collection}: ${status ?? 'network'} ${message}`, status);
    }
    const { data, meta } = (body ?? {}) as { data?: unknown; meta?: { pagination?: { pageCount?: unknown } } };
    if (!Array.isArray(data)) throw new CmsRequestError(`${collection}: the response has no data list`, 200);
    const pageCount = meta?.pagination?.pageCount;
    return { data, pageCount: typeof pageCount === 'number' && Number.isInteger(pageCount) ? pageCount : 1 };
  }

  function validRecords<T>(collection: string, data: unknown[], schema: GenericSchema<unknown, T>): T[] {
    return data.flatMap((record, index) => {
      // Before validation: a schema may turn a media record into the site's view of it (a tutor's
      // portrait), which no longer looks like media, and its URL stayed relative to the CMS.
      const result = validate(schema, config.mediaOrigin ? withMediaOrigin(record, config.mediaOrigin) : record);
      if (result.ok) return [result.value];
      const id = (record as { id?: unknown } | null)?.id ?? `#${index}`;
      log(`[cms] ${collection} ${String(id)} hidden: ${result.reason}`);
      return [];
    });
  }

  /** One request, as the query says (its own page or the CMS's default page size). */
  async function list<T>(collection: string, query: CmsQuery, schema: GenericSchema<unknown, T>): Promise<T[]> {
    return validRecords(collection, (await request(collection, query)).data, schema);
  }

  /** Every entry: the largest pages the CMS serves, page after page up to `pageCount` (spec §7 "no pagination limit"). */
  async function listAll<T>(collection: string, query: CmsQuery, schema: GenericSchema<unknown, T>): Promise<T[]> {
    const first = await request(collection, pageOf(query, 1));
    const pages = Math.min(first.pageCount, MAX_PAGES);
    if (first.pageCount > MAX_PAGES) log(`[cms] ${collection}: ${first.pageCount} pages, only the first ${MAX_PAGES} read`);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => request(collection, pageOf(query, index + 2))));
    return validRecords(collection, [first, ...rest].flatMap((page) => page.data), schema);
  }

  return {
    list,
    listAll,
    banner: async (slug: string, locale: Locale): Promise<Banner | null> =>
      (await list('banners', bannerBySlug(slug, locale), BannerSchema))[0] ?? null,
    popups: (slug: string, locale: Locale): Promise<Popup[]> => listAll('popups', popupsBySlug(slug, locale), PopupSchema),
    footer: async (locale: Locale): Promise<Footer | null> => (await list('footers', footerFor(locale), FooterSchema))[0] ?? null,
    reviews: (page = 1): Promise<Review[]> => list('reviews', approvedReviews(page), ReviewSchema),
    /** Every approved review of a tutor, newest first. */
    allReviews: (): Promise<Review[]> => listAll('reviews', everyApprovedReview(), ReviewSchema),
    header: async (locale: Locale): Promise<Header | null> => (await list('headers', headerFor(locale), HeaderSchema))[0] ?? null,
    remoteConfigs: (): Promise<RemoteConfig[]> => listAll('remote-configs', remoteConfigs(), RemoteConfigSchema),
    /** Every timer CTA of a locale, newest first. */
    timerCtas: (locale: Locale): Promise<TimerCta[]> => listAll('timer-ctas', timerCtasOf(locale), TimerCtaSchema),
    /** The newest timer CTA for the visitor's country, else the all-pages one (spec §7). */
    timerCta: async (country: string | null, locale: Locale): Promise<TimerCta | null> => {
      if (country) {
        const [targeted] = await list('timer-ctas', timerCtaForCountry(country, locale), TimerCtaSchema);
        if (targeted) return targeted;
      }
      return (await list('timer-ctas', allPagesTimerCta(locale), TimerCtaSchema))[0] ?? null;
    },
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
