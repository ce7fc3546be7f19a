// Contract tests: the site's CMS client (site/platform/content/client.ts) against the real local
// service over HTTP, asserting the exact query strings it sends (what a Strapi 5 instance would
// receive too). Here, not beside the client: the site does not import the server.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { handleCmsRequest } from '../server/cms/handler.ts';
import { loadContent } from '../server/cms/store.ts';
import { cmsConfigFromEnv, createCmsClient, CmsRequestError } from '../site/platform/content/client.ts';
import { BannerSchema } from '../domain/content/schemas.ts';
import { TutorSchema } from '../domain/content/collections.ts';
import enTutors from '../content/tutors.en.json';

const store = loadContent(join(import.meta.dirname, '..', 'content'));
const requests: string[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(decodeURIComponent(url.search.slice(1)));
    const { status, body } = handleCmsRequest(store, request.method ?? 'GET', url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cms`;
});
afterAll(() => server.close());
beforeEach(() => requests.splice(0));

const client = (log = vi.fn()) => createCmsClient({ baseUrl }, { log });

describe('queries of spec §7, as sent', () => {
  it('banner by locale-suffixed slug', async () => {
    const banner = await client().banner('ready-to-learn', 'uk');
    expect(requests).toEqual(['filters[slug][$eq]=ready-to-learn-uk&populate=*&locale=uk']);
    expect(banner).toMatchObject({ slug: 'ready-to-learn-uk', bannerTitle: 'Не знаєте, з чого почати?', button: { href: '/uk/funnels/onboarding' } });
  });

  it('popups by slug, configs populated, newest first, every page (no limit=-1)', async () => {
    const popups = await client().popups('email-subscribe', 'es');
    expect(requests).toEqual([
      'filters[slug][$eq]=email-subscribe-es&populate[config][populate]=*&sort[0]=updatedAt:desc&locale=es&pagination[page]=1&pagination[pageSize]=100',
    ]);
    expect(popups[0]).toMatchObject({ type: 'email-subscribe', config: { timerSeconds: null, secondScreenMedia: { url: '/media/phrasal-verbs-guide.png' } } });
  });

  it('timer CTA for the visitor country', async () => {
    const cta = await client().timerCta('UA', 'en');
    expect(requests).toEqual(['filters[countries][$contains]=UA&populate[banner][populate]=*&sort[0]=updatedAt:desc&locale=en']);
    expect(cta?.slug).toBe('timer-cta-ua-en');
  });

  it('falls back to the all-pages timer CTA when no country matches, or the country is unknown', async () => {
    expect((await client().timerCta('BR', 'pt'))?.slug).toBe('timer-cta-all-pages-pt');
    expect(requests).toEqual([
      'filters[countries][$contains]=BR&populate[banner][populate]=*&sort[0]=updatedAt:desc&locale=pt',
      'filters[isAllPages][$eq]=true&populate[banner][populate]=*&sort[0]=updatedAt:desc&locale=pt',
    ]);
    expect((await client().timerCta(null, 'en'))?.slug).toBe('timer-cta-all-pages-en');
  });

  it('approved, unblocked reviews, newest first, 10 a page', async () => {
    const reviews = await client().reviews();
    expect(requests).toEqual([
      'filters[approvalStatus][$eq]=APPROVED&filters[isBlocked][$eq]=false&sort[0]=createdAt:desc&pagination[page]=1&pagination[pageSize]=10',
    ]);
    expect(reviews).toHaveLength(10);
    expect(reviews.every((review) => review.approvalStatus === 'APPROVED' && !review.isBlocked)).toBe(true);
    expect(reviews.map((review) => review.createdAt)).toEqual([...reviews.map((review) => review.createdAt)].sort().reverse());
  });

  it('the footer of a locale with every group and link', async () => {
    const footer = await client().footer('pt');
    expect(footer?.mainLinks).toHaveLength(8);
    expect(footer?.mainLinks[4]?.links[0]).toMatchObject({ href: '/pt/levels/english-for-beginners', label: 'Iniciante (A0)' });
    expect(footer?.socialLinks.map((link) => link.label)).toEqual(['Instagram', 'Facebook', 'TikTok', 'YouTube']);
  });
});

describe('header and remote config', () => {
  it('the header of a locale with its links and the split-tested business link', async () => {
    const header = await client().header('uk');
    expect(requests).toEqual(['populate[links][populate]=*&populate[menuLinks][populate]=*&populate[downloadAppButton]=true&locale=uk']);
    expect(header).toMatchObject({ logo: 'clickable', position: 'static', downloadAppButton: { value: 'Завантажити застосунок' } });
    expect(header?.links.map((link) => link.label)).toEqual(['Для бізнесу', 'Корпоративна англійська', 'Групові уроки', 'Репетитори англійської', 'Застосунок']);
  });
  it('remote-config defaults', async () => {
    // Oldest first: the seeds' later entries are the older (store.ts).
    expect(await client().remoteConfigs()).toMatchObject([
      { key: 'promotions_quiet_seconds_after_search_on_phone', defaultVariant: '30' },
      { key: 'promotions_popups_per_week', defaultVariant: '4' },
      { key: 'promotions_popups_per_session', defaultVariant: '2' },
      { key: 'promotions_popups_per_page_view', defaultVariant: '1' },
      { key: 'header_business_link', variants: ['for-business', 'corporate-english'] },
    ]);
    expect(requests).toEqual(['sort[0]=createdAt:asc&pagination[page]=1&pagination[pageSize]=100']);
  });
});

describe('every page of an unlimited list', () => {
  const page = (entries: number[], pageCount: number) => ({
    data: entries.map((id) => ({ id, documentId: `d${id}`, key: `k${id}`, variants: ['a'], defaultVariant: 'a' })),
    meta: { pagination: { page: 1, pageSize: 100, pageCount, total: 0 } },
  });

  it('follows pageCount, 100 entries a page, and keeps the order', async () => {
    const fetch = vi.fn(async (url: string) => {
      const number = Number(new URL(url).searchParams.get('pagination[page]'));
      return page([number * 10 + 1, number * 10 + 2], 3);
    });
    const configs = await createCmsClient({ baseUrl: 'http://x' }, { fetch: fetch as never, log: vi.fn() }).remoteConfigs();
    expect(fetch.mock.calls.map(([url]) => new URL(url).searchParams.get('pagination[page]'))).toEqual(['1', '2', '3']);
    expect(configs.map((config) => config.id)).toEqual([11, 12, 21, 22, 31, 32]);
  });

  it('reads one page when the answer has no pagination meta, and stops at 100 pages', async () => {
    const once = vi.fn().mockResolvedValue({ data: [] });
    await createCmsClient({ baseUrl: 'http://x' }, { fetch: once as never }).remoteConfigs();
    expect(once).toHaveBeenCalledTimes(1);
    const log = vi.fn();
    const endless = vi.fn().mockResolvedValue(page([1], 1_000_000));
    await createCmsClient({ baseUrl: 'http://x' }, { fetch: endless as never, log }).remoteConfigs();
    expect(endless).toHaveBeenCalledTimes(100);
    expect(log).toHaveBeenCalledWith('[cms] remote-configs: 1000000 pages, only the first 100 read');
  });
});

describe('bad answers', () => {
  it('throws a CmsRequestError with the Strapi message on a 400', async () => {
    await expect(client().list('banners', { sort: 'nope' }, {} as never)).rejects.toThrow(new CmsRequestError('banners: 400 Invalid key nope', 400));
  });
  it('throws on a network error', async () => {
    const offline = createCmsClient({ baseUrl: 'http://127.0.0.1:1/cms' }, { log: vi.fn() });
    await expect(offline.banner('x', 'en')).rejects.toBeInstanceOf(CmsRequestError);
  });
  it('drops a record that fails validation and logs why, once', async () => {
    const log = vi.fn();
    const fetch = vi.fn().mockResolvedValue({ data: [{ id: 9, documentId: 'd', slug: 'x-en', timer: { dateEnd: 'soon' } }, { id: 10, documentId: 'e', slug: 'y-en' }] });
    const shaky = createCmsClient({ baseUrl: 'http://x' }, { fetch: fetch as never, log });
    const first = await shaky.popups('x', 'en');
    expect(first).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[cms] popups 9 hidden:'));
  });
});

describe('configuration', () => {
  it('uses the local service unless CMS_URL is set, and CMS_TOKEN as a bearer token', () => {
    expect(cmsConfigFromEnv({ LOCAL_CMS_URL: 'http://127.0.0.1:4000/cms' })).toEqual({ baseUrl: 'http://127.0.0.1:4000/cms' });
    expect(() => cmsConfigFromEnv({})).toThrow('No CMS to read');
    expect(cmsConfigFromEnv({ CMS_URL: 'https://cms.example.com/', CMS_TOKEN: 't0k', LOCAL_CMS_URL: 'http://127.0.0.1:4000/cms' })).toEqual({
      baseUrl: 'https://cms.example.com',
      token: 't0k',
      mediaOrigin: 'https://cms.example.com',
    });
    expect(cmsConfigFromEnv({ CMS_URL: 'http://strapi:1337', CMS_PUBLIC_URL: 'https://cms.example.com/' }).mediaOrigin).toBe('https://cms.example.com');
  });
  it('makes the CMS\'s relative media URLs absolute, and leaves other URLs alone', async () => {
    const media = (url: string) => ({ name: 'a', url, mime: 'image/webp', ext: '.webp' });
    const fetch = vi.fn().mockResolvedValue({
      data: [{ id: 1, documentId: 'd', slug: 'x-en', image: media('/uploads/a.webp'), media: media('https://cdn.example.com/b.webm'), button: { href: '/funnels/onboarding' } }],
    });
    const banners = await createCmsClient({ baseUrl: 'http://strapi:1337', mediaOrigin: 'https://cms.example.com' }, { fetch: fetch as never }).list('banners', {}, BannerSchema);
    expect(banners[0]).toMatchObject({
      image: { url: 'https://cms.example.com/uploads/a.webp' },
      media: { url: 'https://cdn.example.com/b.webm' },
      button: { href: '/funnels/onboarding' },
    });
  });
  it("makes a tutor's portrait absolute too, though the tutor's schema turns it into the site's view of an image", async () => {
    const tutor = { ...enTutors[0], id: 1, documentId: 'd', locale: 'en', portrait: { name: 'a', url: '/uploads/emma.svg', mime: 'image/svg+xml', ext: '.svg', width: 240, height: 240 } };
    const fetch = vi.fn().mockResolvedValue({ data: [tutor] });
    const [read] = await createCmsClient({ baseUrl: 'http://strapi:1337', mediaOrigin: 'https://cms.example.com' }, { fetch: fetch as never }).list('tutors', {}, TutorSchema);
    expect(read?.portrait?.url).toBe('https://cms.example.com/uploads/emma.svg');
  });
  it('sends the token', async () => {
    const fetch = vi.fn().mockResolvedValue({ data: [] });
    await createCmsClient({ baseUrl: 'https://cms.example.com', token: 't0k' }, { fetch: fetch as never }).reviews();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer t0k' } });
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/cms\.example\.com\/api\/reviews\?/);
  });
});
