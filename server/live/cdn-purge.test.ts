import { cdnPurgeFromEnv, cloudflarePurge } from './cdn-purge.ts';

describe('the CDN purge', () => {
  it('asks Cloudflare to purge each changed URL under every origin, 100 at a time, with the token', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const purge = cloudflarePurge({
      zoneId: 'zone1',
      apiToken: 'purge-token',
      origins: ['https://www.lingo.example', 'https://origin.lingo.example'],
      fetch: async (url, init) => (sent.push({ url: String(url), init: init! }), new Response('{"success":true}')),
    });
    await purge(Array.from({ length: 60 }, (_, index) => `/blog/post-${index}`));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('https://api.cloudflare.com/client/v4/zones/zone1/purge_cache');
    expect(sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer purge-token' });
    const files = sent.flatMap(({ init }) => (JSON.parse(String(init.body)) as { files: string[] }).files);
    expect(files).toHaveLength(120);
    expect(files).toContain('https://origin.lingo.example/blog/post-59');
  });

  it("keeps to the Free plan's limits: a burst of 25 requests, then 5 a minute; past the burst in one batch, the whole cache at once", async () => {
    const sent: string[] = [];
    const waited: number[] = [];
    const log: string[] = [];
    // The test's own clock: a busy machine's seconds between the batches would refill the bucket.
    let clock = 0;
    const purge = cloudflarePurge({
      zoneId: 'z',
      apiToken: 't',
      origins: ['https://www.lingo.example'],
      fetch: async (_url, init) => (sent.push(String(init!.body)), new Response('{"success":true}')),
      sleep: async (ms) => void (waited.push(ms), (clock += ms)),
      now: () => clock,
      log: (line) => log.push(line),
    });
    await purge(Array.from({ length: 2_600 }, (_, index) => `/word/${index}`));
    expect(sent).toEqual(['{"purge_everything":true}']);
    expect(log).toEqual(["[live] 2600 URLs changed, more than the purge limits take at once: the CDN's whole cache is purged"]);
    // 24 tokens left: the 25th request of the next batch waits for the bucket (12 s a token).
    await purge(Array.from({ length: 2_500 }, (_, index) => `/word/${index}`));
    expect(sent).toHaveLength(26);
    expect(waited).toHaveLength(1);
    expect(waited).toEqual([12_000]);
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
