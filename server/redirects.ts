// The editors' redirects (domain/content/redirects.ts) as this instance answers them: the table
// published with the pages (/redirects.json, kept current by every publish), parsed once for each
// version of it.
import { parseRedirectTable, redirectLookup, REDIRECTS_FILE, type RedirectTable } from '../domain/content/redirects.ts';
import type { PageSource } from './live/live-pages.ts';

const NONE: RedirectTable = { rules: [] };

export function redirectsOf(pages: Pick<PageSource, 'file'>, log: (line: string) => void = (line) => console.warn(line)) {
  let body: string | undefined;
  let lookup = redirectLookup(NONE);
  return async (path: string) => {
    const file = await pages.file(REDIRECTS_FILE);
    if (file?.body !== body) {
      body = file?.body;
      const table = body === undefined ? NONE : parseRedirectTable(body);
      if (!table) log(`[redirects] ${REDIRECTS_FILE} is not a table of redirects: none are followed until it is published again`);
      lookup = redirectLookup(table ?? NONE);
    }
    return lookup(path);
  };
}
