// `npm start`: the local content service under /cms (Strapi 5 REST shape, seeded from content/)
// and, for now, the design system's Storybook at /. The prerendered site takes / over later.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import sirv from 'sirv';
import { geoFromHeaders, injectGeo } from '../site/platform/visitor/geo.ts';
import { handleCmsRequest } from './cms/handler.ts';
import { loadContent, SeedError } from './cms/store.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

function loadStore() {
  try {
    return loadContent(join(root, 'content'));
  } catch (error) {
    if (error instanceof SeedError) {
      console.error(`The content service cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const store = loadStore();

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const staticRoot = join(root, 'storybook-static');
const serveStorybook = sirv(staticRoot, { etag: true });

/** Every HTML page of the build, read once, by URL path ("/" and "/index.html" alike). */
const htmlPages = new Map<string, string>();
for (const file of readdirSync(staticRoot, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
  const path = `/${relative(staticRoot, join(staticRoot, file)).split(sep).join('/')}`;
  const html = readFileSync(join(staticRoot, file), 'utf8');
  htmlPages.set(path, html);
  if (path.endsWith('/index.html')) htmlPages.set(path.slice(0, -'index.html'.length), html);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.pathname.startsWith('/cms/')) {
    const { status, body } = handleCmsRequest(store, request.method ?? 'GET', url);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    return;
  }
  // Every HTML page carries the visitor's country and region from the CDN headers, so the page
  // knows them before first paint.
  const html = request.method === 'GET' ? htmlPages.get(url.pathname) : undefined;
  if (html !== undefined) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'CF-IPCountry, CF-Region-Code' });
    response.end(injectGeo(html, geoFromHeaders(request.headers)));
    return;
  }
  serveStorybook(request, response, () => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Not found: ${url.pathname}`);
  });
}).listen(port, host, () => {
  const counts = [...store].map(([name, entries]) => `${name} ${entries.length}`).join(', ');
  console.log(`Storybook (design system) at http://${host}:${port}/`);
  console.log(`Content service at http://${host}:${port}/cms/api/<collection> (${counts})`);
});
