// A stand-in for the site's renderer over a CMS a test changes (live.test.ts, edge/worker-origin.test.ts):
// the site's own renders against a real Strapi are proved by scripts/contract-strapi.mjs.
import { createHash } from 'node:crypto';
import { compileRedirects, REDIRECTS_FILE, type Redirect } from '../../domain/content/redirects.ts';
import type { QueueTiming } from './job-queue.ts';
import type { Rendered, SiteRenderer } from './renderer.ts';

/** The publishing jobs' timing in tests: a failed job is tried again within 50 ms, a dead one's taken over within seconds. */
export const FAST_QUEUE: QueueTiming = { expireSeconds: { 'publish-plan': 3, 'publish-render': 3 }, superviseSeconds: 1, retryLimit: 20, retryDelaySeconds: 0.05 };
/** pg-boss's smallest steps: a job of a killed instance is failed within 3 s, checked every second, and retried a second later. */
export const PG_QUEUE: QueueTiming = { expireSeconds: { 'publish-plan': 3, 'publish-render': 3 }, superviseSeconds: 1, retryLimit: 20, retryDelaySeconds: 1 };

/** The CMS as the stand-in renderer reads it: each page's text and what it reads. */
export function fakeCms() {
  const cms = {
    up: true,
    pages: new Map<string, { text: string; reads: string[] }>([
      ['/', { text: 'Home', reads: ['header@en', 'page@en:/'] }],
      ['/faq', { text: 'FAQ', reads: ['header@en', 'page@en:/faq', 'page@uk:/faq'] }],
      ['/sign-in', { text: 'Log in', reads: ['header@en'] }],
      ['/uk', { text: 'Головна', reads: ['header@uk', 'page@uk:/'] }],
      ['/uk/faq', { text: 'Запитання', reads: ['header@uk', 'page@en:/faq', 'page@uk:/faq'] }],
      ['/404', { text: 'Page not found', reads: ['header@en'] }],
      ['/uk/404', { text: 'Сторінку не знайдено', reads: ['header@uk'] }],
    ]),
    /** The editors' redirects, published as the site's table. */
    redirects: [] as Redirect[],
    renders: [] as string[],
    broken: new Set<string>(),
    previews: [] as object[],
    failures: 0,
  };
  const renderer: SiteRenderer = {
    renew: () => void (cms.failures = 0),
    wordCard: async () => null,
    failures: () => cms.failures,
    async pageUrls() {
      if (!cms.up) {
        cms.failures += 1;
        throw new Error('pages: network fetch failed');
      }
      // A data source's pages (the word pages, here /words/…) are never in the CMS's list, as on the site.
      return [...cms.pages.keys()].filter((url) => !url.startsWith('/words/'));
    },
    async render(url, { kept = false } = {}): Promise<Rendered> {
      cms.renders.push(url);
      if (!cms.up) cms.failures += 1;
      if (url === '/sitemap.xml') return { kind: 'file', body: `<urlset>\n${[...cms.pages.keys()].map((path) => `  <url>\n    <loc>https://www.lingo.example${path}</loc>\n  </url>\n`).join('')}</urlset>\n`, type: 'application/xml' };
      if (url === REDIRECTS_FILE) return { kind: 'file', body: JSON.stringify(compileRedirects(cms.redirects)), type: 'application/json' };
      // A page rendered for a query (the tutors' directory) says which.
      const [path = url, search] = url.split('?');
      const found = cms.pages.get(path);
      const page = found && search ? { ...found, text: `${found.text} for ${search}` } : found;
      if (cms.broken.has(url)) return { kind: 'failed', reason: 'status 500' };
      // No page there: the site renders its 404 page, with that status.
      if (!page) return { kind: 'page', status: 404, html: '<!DOCTYPE html><html><head><title>Page not found</title></head><body>Page not found</body></html>', data: null, reads: [] };
      // Named like the build's: 12 characters of its hash; a page kept in memory has its props inside.
      const src = kept ? '#page-props' : `/assets/page-data-${createHash('sha256').update(`${url} ${page.text}`).digest('base64url').slice(0, 12)}.js`;
      return { kind: 'page', status: 200, html: `<!DOCTYPE html><html><head><title>${page.text}</title></head><body>${page.text}<script>start(${JSON.stringify(src)})</script></body></html>`, data: kept ? null : { src, code: 'export default [];' }, reads: page.reads };
    },
    // The drafts: one document, the FAQ page, whose draft says something new.
    async preview(request, adminOrigin) {
      cms.previews.push({ ...request, adminOrigin });
      if (request.documentId !== 'faq-document') return null;
      const html = `<!DOCTYPE html><html><head><title>Draft FAQ</title></head><body>Draft FAQ (${request.status}, ${request.locale})<script>start("/assets/page-data-draft.js")</script></body></html>`;
      return { url: '/faq', kind: 'page', status: 200, html, data: { src: '/assets/page-data-draft.js', code: 'export default [1];' }, reads: [] };
    },
  };
  return { cms, renderer };
}

