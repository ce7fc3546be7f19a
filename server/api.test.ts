import { serve } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './database/index.ts';
import { API_BODY_LIMIT_BYTES, createApi } from './api.ts';

const post = (headers: Record<string, string>, body?: string) => createApi().request('/anything', { method: 'POST', headers, body });

describe('the API', () => {
  it('refuses a body declared larger than the limit, with a message', async () => {
    const response = await post({ 'content-length': String(API_BODY_LIMIT_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: `The body is too large: at most ${API_BODY_LIMIT_BYTES} bytes.` });
  });

  it('refuses a chunked body and a malformed Content-Length', async () => {
    expect((await post({ 'transfer-encoding': 'chunked' })).status).toBe(411);
    const malformed = await post({ 'content-length': '12abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Content-Length must be a whole number of bytes.' });
  });

  it('lets a body within the limit through to the endpoint', async () => {
    const response = await post({ 'content-length': '2', 'content-type': 'application/json' }, '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API endpoint POST /anything.' });
  });

  it('answers before reading an oversize body off the socket', async () => {
    const server = serve({ fetch: createApi().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((listening) => server.once('listening', listening));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((answered, fail) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/upload', method: 'POST', headers: { 'content-length': String(50 * 1024 * 1024) } }, (response) => {
          response.resume();
          answered(response.statusCode ?? 0);
        });
        request.on('error', fail);
        request.flushHeaders(); // headers only: the 50 MB body is never sent
      });
      expect(status).toBe(413);
    } finally {
      server.close();
    }
  });

  describe('health', () => {
    const dirs: string[] = [];
    afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

    it('says which database answers, and 503 when it does not', async () => {
      expect(await (await createApi().request('/health')).json()).toEqual({ status: 'ok', database: 'none' });
      const dir = mkdtempSync(join(tmpdir(), 'lingo-api-'));
      dirs.push(dir);
      const database = await openDatabase({ dataDir: join(dir, 'pglite') });
      const api = createApi({ database });
      const healthy = await api.request('/health');
      expect([healthy.status, await healthy.json()]).toEqual([200, { status: 'ok', database: 'pglite' }]);
      expect(healthy.headers.get('cache-control')).toBe('no-store');
      await database.close();
      const down = await api.request('/health');
      expect([down.status, await down.json()]).toEqual([503, { status: 'unavailable', database: 'pglite' }]);
    }, 30_000);
  });
});
