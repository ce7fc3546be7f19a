import { DEFAULT_LOCALE, LOCALES } from '../../domain/constants.ts';
import { collectionNamed } from './collections.ts';
import { CmsError, InternalError, notFound } from './errors.ts';
import { logMessage, logSafe, logTarget } from '../log.ts';
import { parseQueryString, runQuery } from './query.ts';
import type { Store } from './store.ts';

export interface CmsResponse {
  status: number;
  body: unknown;
}

/**
 * What the site's public /cms/api serves (issue 59: production served every collection, drafts
 * included, to anyone). `all`: every published collection (development, a demo); `shell`: only the
 * header and footer, which browsers read again when the page's copy is a day old
 * (site/platform/content/fresh-shell.ts); `off`: nothing. Drafts are never public: an editor
 * previews them from the CMS (live/preview.ts), whose renders read the loopback service.
 */
export const PUBLIC_CMS_APIS = ['all', 'shell', 'off'] as const;
export type PublicCmsApi = (typeof PUBLIC_CMS_APIS)[number];
const SHELL_COLLECTIONS = ['headers', 'footers'];

/** `/cms/api/<collection>`: the collection's name, or undefined for any other path. */
const collectionIn = (url: URL) => /^\/cms\/api\/([a-z-]+)\/?$/.exec(url.pathname)?.[1];

/** The refusal a public request gets, or null when it may be answered. */
export function publicCmsRefusal(url: URL, served: PublicCmsApi): CmsResponse | null {
  const collection = collectionIn(url);
  const open = served === 'all' || (served === 'shell' && collection !== undefined && SHELL_COLLECTIONS.includes(collection));
  if (!open) return { status: 404, body: notFound().toBody() };
  const status = [...url.searchParams].filter(([name]) => name === 'status' || name.startsWith('status['));
  if (status.some(([name, value]) => name !== 'status' || value !== 'published')) {
    return { status: 403, body: new CmsError(403, 'ForbiddenError', 'Drafts are not public: preview them from the CMS.').toBody() };
  }
  return null;
}

/** GET /cms/api/<collection>?<Strapi query> against the seeded store. */
export function handleCmsRequest(store: Store, method: string, url: URL): CmsResponse {
  try {
    const name = collectionIn(url);
    const collection = name ? collectionNamed(name) : undefined;
    if (!name || !collection) throw notFound();
    if (method !== 'GET' && method !== 'HEAD') {
      throw new CmsError(405, 'MethodNotAllowedError', 'The local content service is read-only');
    }
    const body = runQuery(collection.model, store.get(name) ?? [], parseQueryString(url.search), {
      locales: LOCALES,
      defaultLocale: DEFAULT_LOCALE,
    });
    return { status: 200, body };
  } catch (error) {
    if (error instanceof InternalError) console.warn(`[cms] 500 for ${logTarget(url)}: ${logSafe(error.reason)}`);
    else if (!(error instanceof CmsError)) console.error(`[cms] unexpected error for ${logTarget(url)}: ${logMessage(error)}`);
    const known = error instanceof CmsError ? error : new InternalError(String(error));
    return { status: known.status, body: known.toBody() };
  }
}
