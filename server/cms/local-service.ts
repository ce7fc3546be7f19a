// The local content service on a loopback port, for renders in a process that has no CMS_URL: the
// build's prerender (vite.config.ts), the server's live renders (server/boot.ts) and the unit tests
// (tests/local-content-global-setup.ts). The site reads it through its CMS client, over HTTP, as it
// reads Strapi (site/platform/content/build-time.ts imports nothing of the server); `npm start`
// also serves the same handler under /cms for browsers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handleCmsRequest } from './handler.ts';
import { loadContent, type Store } from './store.ts';

/** Where the site's renders find the local service (site/platform/content/client.ts reads it). */
export const LOCAL_CMS_URL = 'LOCAL_CMS_URL';

export async function serveLocalContent(store: Store): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const { status, body } = handleCmsRequest(store, request.method ?? 'GET', new URL(request.url ?? '/', 'http://local.invalid'));
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  // Neither the port nor a kept-alive connection holds the process open: a build ends when it is done.
  server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/cms`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Starts the service over `store` (else the seeded content/) when this process has no CMS to read
 * (no CMS_URL) and none is started yet, and says where it is in LOCAL_CMS_URL.
 */
export async function ensureLocalContent(store?: Store, env: NodeJS.ProcessEnv = process.env) {
  if (env.CMS_URL?.trim() || env[LOCAL_CMS_URL]) return null;
  const service = await serveLocalContent(store ?? loadContent(join(process.cwd(), 'content')));
  env[LOCAL_CMS_URL] = service.url;
  return {
    url: service.url,
    close: () => {
      if (env[LOCAL_CMS_URL] === service.url) delete env[LOCAL_CMS_URL];
      return service.close();
    },
  };
}
