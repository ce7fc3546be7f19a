// /redirects.json, prerendered and published like the sitemap: the editors' redirects (issue 66)
// compiled into one table, which the server and the edge Worker answer from before any page is
// looked up. A redirect the table cannot take (a loop, a path another already sends) is left
// out, and the log says why.
import { compileRedirects } from '../../domain/content/redirects.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';

export async function redirectsJson(): Promise<string> {
  const table = compileRedirects(await buildTimeContent().list('redirects', 'en'), (why) => console.warn(`[cms] redirect refused: ${why}`));
  return JSON.stringify(table);
}

export async function loader() {
  return new Response(await redirectsJson(), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
