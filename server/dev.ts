// `npm run dev`: the site from its sources, on one port (PORT, default 5173), with everything
// `npm start` serves beside it (API, accounts, the content service under /cms, the mail catcher).
// Nothing is built: Vite serves the browser's modules and renders each page anew from the sources
// and the seeded content (server/live/renderer.ts sourceSiteRenderer). A saved edit of a component,
// a section, a catalog message or a seed file (content/*.json) reloads the open page.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, type Plugin } from 'vite';
import { boot } from './boot.ts';
import { loadContent, SeedError } from './cms/store.ts';
import { ensureLocalContent } from './cms/local-service.ts';
import { sourceSiteRenderer } from './live/renderer.ts';
import { redactProcessOutput } from './log.ts';

redactProcessOutput();

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content');
const port = Number(process.env.PORT ?? 5173);
const hostname = process.env.HOST ?? '127.0.0.1';
/** Its own database, so `npm start` can run beside it (each locks its directory). */
const DEV_DATA_DIR = '.data/dev';

// The seeded content, served to the renders (and to browsers under /cms) from this one store,
// which a seed file's edit refills in place.
const store = loadContent(contentDir);
await ensureLocalContent(store);

/** What the pages are made of; the rest (the database, test output, the server's own code) reloads nothing. */
const PAGE_SOURCES = ['site', 'design-system', 'domain', 'tokens', 'content', 'public'];

/** Every saved source or seed file reloads the open pages: each is rendered anew on the request. */
const reloadPages: Plugin = {
  name: 'reload-pages',
  handleHotUpdate({ file, server }) {
    if (!PAGE_SOURCES.some((folder) => file.startsWith(join(root, folder, '/')))) return [];
    if (file.startsWith(contentDir)) {
      try {
        for (const [collection, entries] of loadContent(contentDir)) store.set(collection, entries);
      } catch (error) {
        // A half-written seed file: the page keeps the last good content and the terminal says why.
        console.error(`[dev] ${error instanceof SeedError ? error.message : String(error)}`);
        return [];
      }
    }
    server.ws.send({ type: 'full-reload' });
    return [];
  },
};

const http = createServer();
const vite = await createViteServer({
  root,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: http }, watch: { ignored: ['**/.data/**', '**/test-results/**', '**/build*/**', '**/storybook-static/**', '**/cms/**'] } },
  plugins: [reloadPages],
});
const renderer = sourceSiteRenderer(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, join(root, 'public'));
const { app, database, demoLearner, mailCatcherUrl } = await boot(
  { ...process.env, STORYBOOK: '0', DATA_DIR: process.env.DATA_DIR ?? DEV_DATA_DIR },
  { siteDir: join(root, 'public'), storybookDir: join(root, 'storybook-static'), store },
  { port, hostname },
  { fromSource: renderer },
);

// In every page's head: Vite's client, which reloads the page when a file changes, and React Router's
// Fast Refresh preamble, which every component module checks for in development (module scripts
// run in order, before the starter imports the islands after the first frame).
const VITE_CLIENT = ['/@vite/client', '/@id/__x00__virtual:react-router/inject-hmr-runtime'].map((src) => `<script type="module" src="${src}"></script>`).join('');
const serveApp = getRequestListener(async (request) => {
  // Uncompressed, so the page can be read and added to here.
  const headers = new Headers(request.headers);
  headers.delete('accept-encoding');
  const response = await app.fetch(new Request(request, { headers }));
  // The files the build prerenders from routes (robots.txt, the app's QR codes), rendered here.
  if (response.status === 404 && request.method === 'GET' && /\.(txt|svg|xml)$/.test(new URL(request.url).pathname)) {
    const file = await renderer.render(new URL(request.url).pathname);
    if (file.kind === 'file') return new Response(file.body, { headers: { 'content-type': file.type } });
  }
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = (await response.text()).replace('</head>', `${VITE_CLIENT}</head>`);
  const sent = new Headers(response.headers);
  sent.delete('content-length');
  sent.delete('etag');
  return new Response(html, { status: response.status, headers: sent });
});
http.on('request', (request, response) => vite.middlewares(request, response, () => serveApp(request, response)));
http.listen(port, hostname, () => {
  const base = `http://${hostname}:${port}`;
  console.log(`The site from its sources at ${base}/ (es, pt, uk under /es/, /pt/, /uk/): a saved edit reloads the page`);
  console.log(`API at ${base}/api/, content at ${base}/cms/api/<collection>`);
  if (mailCatcherUrl) console.log(`E-mail the site sends is caught at ${mailCatcherUrl}`);
  if (demoLearner) console.log(`Sign in at ${base}/sign-in as ${demoLearner.email} / ${demoLearner.password}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    void Promise.all([vite.close(), database.close()]).finally(() => process.exit(0));
  });
}
