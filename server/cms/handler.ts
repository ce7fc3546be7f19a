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

/** GET /cms/api/<collection>?<Strapi query> against the seeded store. */
export function handleCmsRequest(store: Store, method: string, url: URL): CmsResponse {
  try {
    const match = /^\/cms\/api\/([a-z-]+)\/?$/.exec(url.pathname);
    const collection = match ? collectionNamed(match[1]!) : undefined;
    if (!match || !collection) throw notFound();
    if (method !== 'GET' && method !== 'HEAD') {
      throw new CmsError(405, 'MethodNotAllowedError', 'The local content service is read-only');
    }
    const body = runQuery(collection.model, store.get(match[1]!) ?? [], parseQueryString(url.search), {
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
