import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { chosenEncoding, compression } from './compression.ts';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Lessons with tutors, group classes and an app.</p>'.repeat(100)}</body></html>`;
let assetReads = 0;
const app = new Hono();
app.use(compression());
app.get('/page', (c) => c.html(PAGE, 200, { 'content-length': String(Buffer.byteLength(PAGE)) }));
app.get('/tiny', (c) => c.text('ok'));
app.get('/image.webp', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/webp' }));
app.get('/assets/app-1.js', (c) => {
  assetReads += 1;
  return c.body('console.log("a hashed asset");\n'.repeat(100), 200, { 'content-type': 'text/javascript' });
});

const get = (path: string, encoding: string) => app.request(path, { headers: { 'accept-encoding': encoding } });

describe('compression', () => {
  it('sends Brotli to a browser that takes it, with the right headers', async () => {
    const response = await get('/page', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(PAGE.length / 10);
  });

  it('falls back to gzip, and leaves alone what is small, binary or not accepted', async () => {
    const gzip = await get('/page', 'gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(PAGE);
    for (const [path, encoding] of [['/tiny', 'br'], ['/image.webp', 'br'], ['/page', 'identity']]) {
      const response = await get(path!, encoding!);
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
    expect(await (await get('/tiny', 'br')).text()).toBe('ok');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, identity', 'identity'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['BR', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['identity;q=0', 'identity'],
  ])('reads Accept-Encoding %j, its q-values included, as %s', (header, encoding) => expect(chosenEncoding(header)).toBe(encoding));

  it('sends what the q-values allow (br;q=0 used to get Brotli, gzip;q=0 gzip)', async () => {
    expect((await get('/page', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/page', 'gzip;q=0, identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it('compresses a hashed asset once and serves the same bytes after', async () => {
    const first = Buffer.from(await (await get('/assets/app-1.js', 'br')).arrayBuffer());
    const second = await get('/assets/app-1.js', 'br');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect(brotliDecompressSync(first).toString()).toContain('a hashed asset');
    expect(assetReads).toBe(2);
  });
});
