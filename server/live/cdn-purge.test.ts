// @vitest-environment node
import { cdnPurgeFromEnv, cloudflarePurge } from './cdn-purge.ts';

describe('the CDN purge', () => {
  it('asks Cloudflare to purge each changed URL under every origin, 30 at a time, with the token', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const purge = cloudflarePurge({
      zoneId: 'zone1',
      apiToken: 'purge-token',
      origins: ['https://www.lingo.example', 'https://origin.lingo.example'],
      fetch: async (url, init) => (sent.push({ url: String(url), init: init! }), new Response('{"success":true}')),
    });
    await purge(Array.from({ length: 20 }, (_, index) => `/blog/post-${index}`));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('https://api.cloudflare.com/client/v4/zones/zone1/purge_cache');
    expect(sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer purge-token' });
    const files = sent.flatMap(({ init }) => (JSON.parse(String(init.body)) as { files: string[] }).files);
    expect(files).toHaveLength(40);
    expect(files).toContain('https://origin.lingo.example/blog/post-19');
  });

  it('logs a purge that fails, without the token, and goes on', async () => {
    const log: string[] = [];
    const purge = cloudflarePurge({ zoneId: 'z', apiToken: 'purge-token', origins: ['https://www.lingo.example'], fetch: async () => new Response('', { status: 403 }), log: (line) => log.push(line) });
    await purge(['/faq']);
    expect(log).toEqual(["[live] the CDN's copies of 1 URL(s) were not purged (status 403): they expire on their own"]);
  });

  it('is configured all at once or not at all', () => {
    expect(cdnPurgeFromEnv({})).toBeUndefined();
    expect(() => cdnPurgeFromEnv({ CLOUDFLARE_ZONE_ID: 'z' })).toThrow('CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN and CDN_PURGE_ORIGINS together');
    expect(cdnPurgeFromEnv({ CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't', CDN_PURGE_ORIGINS: 'https://www.lingo.example' })).toBeTypeOf('function');
  });
});
