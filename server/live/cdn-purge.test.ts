import { cdnPurgeFromEnv, cloudflarePurge, purgePrefixes } from './cdn-purge.ts';
import { cacheTags, purgeOf } from './cache-tags.ts';

const ORIGINS = ['https://www.lingo.example', 'https://origin.lingo.example'];
const cloudflare = (extra: Partial<Parameters<typeof cloudflarePurge>[0]> = {}) => {
  const sent: Array<Record<string, unknown>> = [];
  const log: string[] = [];
  const purge = cloudflarePurge({
    zoneId: 'zone1',
    apiToken: 'purge-token',
    origins: ORIGINS,
    fetch: async (url, init) => {
      expect(String(url)).toBe('https://api.cloudflare.com/client/v4/zones/zone1/purge_cache');
      expect(init!.headers).toMatchObject({ authorization: 'Bearer purge-token' });
      sent.push(JSON.parse(String(init!.body)));
      return new Response('{"success":true}');
    },
    log: (line) => log.push(line),
    ...extra,
  });
  return { purge, sent, log };
};

describe('the CDN purge (by cache tag, issue 66)', () => {
  const pageReads = new Map([
    ['/faq', ['header@en', 'promotions@en', 'page@en:/faq']],
    ['/uk/faq', ['header@uk', 'promotions@uk', 'page@en:/faq', 'page@uk:/faq']],
    ['/plans', ['header@en', 'promotions@en', 'pricing']],
  ]);

  it('tags each page with what it is made of, and purges a banner, a page and a header change by the tags they changed', async () => {
    expect(cacheTags('/uk/faq', pageReads.get('/uk/faq')!)).toEqual(['site', 'l:uk', 'p:/uk/faq', 'k:header@uk', 'k:promotions@uk', 'k:page@en:/faq', 'k:page@uk:/faq']);
    // A banner of the English promotions: one tag, whatever the number of pages; the sitemap and the redirects by their paths.
    const live = ['/sitemap.xml', '/redirects.json'];
    expect(purgeOf({ keys: ['promotions@en'], changed: ['/faq', '/plans', ...live], reads: pageReads }).tags).toEqual(['k:promotions@en', 'p:/redirects.json', 'p:/sitemap.xml']);
    // A page: its own key (its alternates read it too), the lists of pages, and a page that is new by its path (its cached 404).
    expect(purgeOf({ keys: ['page@en:/faq', 'pages@en'], changed: ['/faq', '/uk/faq', '/blog/new', ...live], reads: pageReads }).tags).toEqual(['k:page@en:/faq', 'k:pages@en', 'p:/blog/new', 'p:/redirects.json', 'p:/sitemap.xml']);
    // A change of every locale's remote config, and everything of a locale.
    expect(purgeOf({ keys: ['promotions@*', '*@es'], changed: [], reads: pageReads }).tags).toEqual(['k:promotions@en', 'k:promotions@es', 'k:promotions@pt', 'k:promotions@uk', 'l:es']);
    expect(purgeOf({ keys: ['*@*'], changed: ['/faq'], reads: pageReads }).tags).toEqual(['site']);

    const { purge, sent, log } = cloudflare();
    expect(await purge({ urls: ['/faq', '/plans', ...live], tags: ['k:header@en', 'p:/sitemap.xml', 'p:/redirects.json'] })).toEqual({ by: 'tags', requests: 1, items: 3 });
    expect(sent).toEqual([{ tags: ['k:header@en', 'p:/sitemap.xml', 'p:/redirects.json'] }]);
    expect(log).toEqual(['[live] CDN purge for 4 changed URL(s): 3 tags in 1 request(s)']);
  });

  it('tags a page that read too much to say by its path and locale alone, which its purge then uses', () => {
    const reads = Array.from({ length: 1_000 }, (_, index) => `tutor@en:/english-tutors/tutor-with-a-long-name-${index}`);
    expect(cacheTags('/english-tutors', reads)).toEqual(['site', 'l:en', 'p:/english-tutors']);
    expect(purgeOf({ keys: [reads[0]!], changed: ['/english-tutors'], reads: new Map([['/english-tutors', reads]]) }).tags).toEqual([`k:${reads[0]}`, 'p:/english-tutors']);
    expect(cacheTags('/odd,path', [])).toContain('p:/odd%2Cpath');
    // A word tool's page: the word data's tag too, for one purge after a data release.
    expect(cacheTags('/uk/past-tense-of/swim', ['header@uk'])).toEqual(['site', 'l:uk', 'p:/uk/past-tense-of/swim', 'words', 'k:header@uk']);
  });

  it('past the burst of tags, purges by the sections the URLs are in under every origin, home pages by URL; never the zone for a section', async () => {
    expect(purgePrefixes(['/es/blog/a', '/es/blog/b', '/english-tutors/x', '/uk', '/'], ['https://www.lingo.example'])).toEqual({
      prefixes: ['www.lingo.example/es/blog', 'www.lingo.example/english-tutors'],
      files: ['https://www.lingo.example/uk', 'https://www.lingo.example/'],
    });
    const { purge, sent, log } = cloudflare();
    const urls = Array.from({ length: 3_000 }, (_, index) => `/blog/post-${index}`);
    expect(await purge({ urls, tags: urls.map((url) => `p:${url}`) })).toEqual({ by: 'prefixes', requests: 1, items: 2 });
    expect(sent).toEqual([{ prefixes: ['www.lingo.example/blog', 'origin.lingo.example/blog'] }]);
    expect(log).toEqual(['[live] CDN purge for 3000 changed URL(s): 2 prefixes in 1 request(s)']);
  });

  it("keeps to the Free plan's limits: a burst of 25 requests, then 5 a minute; the whole zone only past the burst of prefixes too", async () => {
    const waited: number[] = [];
    // The test's own clock: a busy machine's seconds between the batches would refill the bucket.
    let clock = 0;
    const { purge, sent } = cloudflare({ origins: ['https://www.lingo.example'], sleep: async (ms) => void (waited.push(ms), (clock += ms)), now: () => clock });
    const everywhere = Array.from({ length: 2_600 }, (_, index) => `/section-${index}/page`);
    expect(await purge({ urls: everywhere, tags: everywhere.map((url) => `p:${url}`) })).toEqual({ by: 'everything', requests: 1, items: 0 });
    expect(sent).toEqual([{ purge_everything: true }]);
    // 24 tokens left: the 25th request of the next batch waits for the bucket (12 s a token).
    await purge({ urls: [], tags: Array.from({ length: 2_500 }, (_, index) => `k:faq@en:${index}`) });
    expect(sent).toHaveLength(26);
    expect(waited).toEqual([12_000]);
  });

  it('logs a purge that fails, without the token, and goes on', async () => {
    const log: string[] = [];
    const purge = cloudflarePurge({ zoneId: 'z', apiToken: 'purge-token', origins: ['https://www.lingo.example'], fetch: async () => new Response('', { status: 403 }), log: (line) => log.push(line) });
    await purge({ urls: ['/faq'], tags: ['p:/faq'] });
    expect(log).toEqual(["[live] the CDN's copies of 1 tags were not purged (status 403): they expire on their own", '[live] CDN purge for 1 changed URL(s): 1 tags in 1 request(s)']);
  });

  it('is configured all at once or not at all', () => {
    expect(cdnPurgeFromEnv({})).toBeUndefined();
    expect(() => cdnPurgeFromEnv({ CLOUDFLARE_ZONE_ID: 'z' })).toThrow('CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN and CDN_PURGE_ORIGINS together');
    expect(cdnPurgeFromEnv({ CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't', CDN_PURGE_ORIGINS: 'https://www.lingo.example' })).toBeTypeOf('function');
  });
});
