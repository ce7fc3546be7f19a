// The local content service as a fetch function, for code that runs where no server listens:
// the prerender at build time reads the seeded CMS through the same client, queries and
// validation as the browser does over HTTP.
import { handleCmsRequest } from './handler.ts';
import type { Store } from './store.ts';

export function localCmsFetch(store: Store): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { status, body } = handleCmsRequest(store, init?.method ?? 'GET', url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
