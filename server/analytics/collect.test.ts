// The first-party events endpoint (issue 46) against a real database: who is counted (consent),
// what a row holds (never an address), the bounds, "delete my data" and group commit (retention:
// partitions.test.ts).
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { consentChoice, consentCookie } from '../../domain/analytics/consent.ts';
import { COLLECT_LIMITS } from '../../domain/analytics/endpoint.ts';
import { databaseTargets } from '../../tests/postgres.ts';
import { BUSINESS_LINK_EXPERIMENT, businessLinkVariantOf, VISITOR_OF_VARIANT, visitorCookieOf } from '../../tests/split-visitors.ts';
import type { OpenDatabase } from '../database/index.ts';
import { memoryLimitStore } from '../rate-limit.ts';
import { analyticsRoutes, databaseReason, eventWriter, retentionDaysFromEnv, WriterFull } from './collect.ts';

const raw = (text: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers },
  body: text,
});
const post = (body: unknown, headers: Record<string, string> = {}) => raw(JSON.stringify(body), headers);
const batch = (events: object[] = [{ event: 'page_viewed' }], path = '/uk/faq') => ({ path, events });
const US = { 'cf-ipcountry': 'US' };
const DE = { 'cf-ipcountry': 'DE' };
const consent = (analytics: boolean) => consentCookie(consentChoice({ analytics, advertising: false }), false).split(';')[0]!;
const visitorCookie = (response: Response) => /lingo_vid=([\w-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

const BAD_BATCHES: [string, unknown][] = [
  ['null', null],
  ['an array', [batch()]],
  ['no path', { events: [{ event: 'page_viewed' }] }],
  ['a path without /', batch(undefined, 'uk/faq')],
  ['a path with a query', batch(undefined, '/faq?email=a@b.co')],
  ['a path of 301 characters', batch(undefined, `/${'a'.repeat(300)}`)],
  ['no events', { path: '/' }],
  ['no event', batch([])],
  ['26 events', batch(Array.from({ length: 26 }, () => ({ event: 'page_viewed' })))],
  ['an unknown event', batch([{ event: 'bought_a_yacht' }])],
  ['an event without a name', batch([{ place: 'footer' }])],
  ['a name that is a number', batch([{ event: 7 }])],
  ['an object field', batch([{ event: 'gen_clicked_cta', place: { x: 1 } }])],
  ['an array field', batch([{ event: 'gen_clicked_cta', place: ['a'] }])],
  ['a null field', batch([{ event: 'gen_clicked_cta', place: null }])],
  ['a field of 201 characters', batch([{ event: 'gen_clicked_cta', place: 'banner', text: 'x'.repeat(201) }])],
  ['13 fields', batch([{ event: 'gen_clicked_cta', ...Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`f${index}`, 1])) }])],
  ['an infinite number', raw('{"path":"/","events":[{"event":"level_test_started","total":1e999}]}')],
  // What PostgreSQL cannot store (issue 59), and field names no event has.
  ['half a surrogate pair in a field', raw('{"path":"/","events":[{"event":"gen_clicked_cta","place":"\\ud800","text":"x"}]}')],
  ['half a surrogate pair in the path', raw('{"path":"/faq\\udfff","events":[{"event":"page_viewed"}]}')],
  ['a NUL in a field', raw('{"path":"/","events":[{"event":"gen_clicked_cta","place":"a\\u0000b","text":"x"}]}')],
  ['a field name of 10,000 characters', batch([{ event: 'gen_clicked_cta', ['k'.repeat(10_000)]: 'x' }])],
  ['a field name with capitals or spaces', batch([{ event: 'gen_clicked_cta', 'Phone Number': 'x' }])],
  // Only the fields each event declares, of their kind, and no personal data (issue 59).
  ['a field the event does not declare', batch([{ event: 'gen_clicked_cta', place: 'banner', text: 'Go', name: 'Ana Silva' }])],
  ['a field missing', batch([{ event: 'gen_clicked_cta', place: 'banner' }])],
  ['a count that is text', batch([{ event: 'level_test_started', total: '12' }])],
  ['a key with spaces around an address', batch([{ event: 'gen_popup_dismissed', popup: 'victim (at) example (dot) org' }])],
  ['an address in base64', batch([{ event: 'gen_clicked_cta', place: 'banner', text: btoa('victim@example.org') }])],
  ['a phone number', batch([{ event: 'gen_clicked_cta', place: 'banner', text: 'Call +380 67 123 45 67' }])],
  ['an IP address', batch([{ event: 'trial_lesson_request_failed', tutor: 'ana', reason: 'from 203.0.113.7' }])],
  ['a token in the path', batch(undefined, '/reset-password/Xk2mP9qLw4Rt7Yb1Nc8Vd3')],
];

describe.each(databaseTargets('analytics'))('the events endpoint on %s', (_, open) => {
  let database: OpenDatabase;
  let app: Hono;
  const rows = async () =>
    (await database.db.execute(sql`select visitor_id, name, path, locale, country, props from analytics_event order by id`)).rows as Array<Record<string, unknown>>;
  const columns = async () =>
    (await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'analytics_event' order by column_name`)).rows.map((row) => row.column_name);

  beforeAll(async () => {
    database = await open();
    app = analyticsRoutes({ database, limitStore: memoryLimitStore(), rateLimit: null });
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.execute(sql`delete from analytics_event`));

  describe('given a visitor where consent is not required (US)', () => {
    it('stores the batch once committed, and gives the visitor an identifier only scripts cannot read', async () => {
      const response = await app.request('/api/events', post(batch([{ event: 'page_viewed' }, { event: 'gen_clicked_cta', place: 'banner', text: 'Get 50% off' }]), US));
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ stored: 2, ignored: 0 });
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^lingo_vid=[\w-]{22}; Max-Age=34128000; Path=\/; HttpOnly; SameSite=Lax$/);
      const id = visitorCookie(response);
      expect(await rows()).toEqual([
        { visitor_id: id, name: 'page_viewed', path: '/uk/faq', locale: 'uk', country: 'US', props: {} },
        { visitor_id: id, name: 'gen_clicked_cta', path: '/uk/faq', locale: 'uk', country: 'US', props: { place: 'banner', text: 'Get 50% off' } },
      ]);
    });

    it("takes an exposure or a conversion only from a visitor who came with an identifier, an exposure or an assignment only of the variant the server assigns them (issue 59)", async () => {
      const routes = analyticsRoutes({ database, limitStore: memoryLimitStore(), rateLimit: null, experiments: () => [BUSINESS_LINK_EXPERIMENT] });
      const exposure = (variant: string) => ({ event: 'gen_joined_ab_test', experiment: 'header_business_link', variant });
      const conversion = { event: 'trial_lesson_requested', tutor: 'ana' };
      // A new identifier each batch (a client that drops its cookie): what it says it saw or did is not counted.
      const fresh = await routes.request('/api/events', post(batch([{ event: 'page_viewed' }, exposure('for-business'), conversion]), US));
      expect(await fresh.json()).toEqual({ stored: 1, ignored: 2 });
      expect((await rows()).map((row) => row.name)).toEqual(['page_viewed']);
      await database.db.execute(sql`delete from analytics_event`);
      // A returning visitor: the exposure of the variant assigned them and the conversion; another variant's, not.
      const assigned = businessLinkVariantOf(VISITOR_OF_VARIANT['for-business'])!;
      const other = BUSINESS_LINK_EXPERIMENT.variants.map((variant) => variant.key).find((key) => key !== assigned)!;
      const assignment = (variant: string) => ({ ...exposure(variant), event: 'ab_test_assigned' });
      const returning = await routes.request(
        '/api/events',
        post(batch([assignment(assigned), assignment(other), exposure(assigned), exposure(other), exposure('made-up'), conversion]), { ...US, cookie: visitorCookieOf('for-business') }),
      );
      expect(await returning.json()).toEqual({ stored: 3, ignored: 3 });
      expect(await rows()).toEqual([
        expect.objectContaining({ name: 'ab_test_assigned', props: { experiment: 'header_business_link', variant: assigned } }),
        expect.objectContaining({ name: 'gen_joined_ab_test', props: { experiment: 'header_business_link', variant: assigned } }),
        expect.objectContaining({ name: 'trial_lesson_requested' }),
      ]);
    });

    it('keeps a landing’s device, referrer host and UTM tags as groups, and drops a tag or host holding personal data without losing the view (issue 65)', async () => {
      const landing = {
        event: 'page_viewed',
        device: 'phone',
        entry: true,
        referrer_host: 'WWW.Google.com.br',
        utm_source: 'Newsletter',
        utm_medium: 'email',
        utm_campaign: 'Black Friday 2026!',
        utm_content: 'ana@example.com',
        utm_term: '+1 (555) 010-9999',
      };
      const response = await app.request('/api/events', post(batch([landing, { event: 'page_viewed', device: 'desktop', referrer_host: '203.0.113.9' }]), US));
      expect(await response.json()).toEqual({ stored: 2, ignored: 0 });
      expect((await rows()).map((row) => row.props)).toEqual([
        { device: 'phone', entry: true, referrer_host: 'www.google.com.br', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'black-friday-2026' },
        { device: 'desktop' },
      ]);
      // What no browser of ours sends is refused, as any field out of its kind.
      for (const wrong of [{ device: 'fridge' }, { entry: false }, { referrer_host: 'https://evil.example/path?q=1' }]) {
        expect((await app.request('/api/events', post(batch([{ event: 'page_viewed', ...wrong }]), US))).status).toBe(400);
      }
      // A web vital: one of the four metrics, a whole number up to ten minutes.
      expect(await (await app.request('/api/events', post(batch([{ event: 'web_vital', metric: 'LCP', value: 2300, device: 'phone' }]), US))).json()).toEqual({ stored: 1, ignored: 0 });
      for (const wrong of [{ metric: 'FID', value: 10 }, { metric: 'CLS', value: 0.04 }, { metric: 'LCP', value: 600_001 }]) {
        expect((await app.request('/api/events', post(batch([{ event: 'web_vital', device: 'phone', ...wrong }]), US))).status).toBe(400);
      }
    });

    it('keeps the identifier the visitor has, and sets none again', async () => {
      const first = await app.request('/api/events', post(batch(), US));
      const id = visitorCookie(first)!;
      const second = await app.request('/api/events', post(batch(), { ...US, cookie: `lingo_vid=${id}` }));
      expect(second.headers.get('set-cookie')).toBeNull();
      expect((await rows()).map((row) => row.visitor_id)).toEqual([id, id]);
    });

    it('replaces an identifier it could not have made', async () => {
      const response = await app.request('/api/events', post(batch(), { ...US, cookie: 'lingo_vid=<script>' }));
      expect(visitorCookie(response)).toMatch(/^[\w-]{22}$/);
      expect((await rows())[0]!.visitor_id).toBe(visitorCookie(response));
    });

    it('keeps no address: the table has no column for one, and a forwarded address is nowhere in it', async () => {
      await app.request('/api/events', post(batch(), { ...US, 'x-forwarded-for': '203.0.113.9' }));
      expect(await columns()).toEqual(['country', 'id', 'locale', 'name', 'path', 'props', 'received_at', 'visitor_id']);
      expect(JSON.stringify(await rows())).not.toContain('203.0.113.9');
    });

    it('keeps no personal data, whatever a client puts in a field or the path: the batch is refused and says why (issue 59)', async () => {
      const response = await app.request('/api/events', post(batch([{ event: 'gen_clicked_cta', place: 'banner', text: 'Write to ana.silva@example.com' }], '/blog/ana@example.com'), US));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain('no personal data (an e-mail address is not kept)');
      expect(await rows()).toEqual([]);
    });

    it('counts a visitor of unknown country as the page does: not asked, so counted', async () => {
      expect((await app.request('/api/events', post(batch()))).status).toBe(202);
      expect((await rows())[0]!.country).toBeNull();
    });
  });

  describe('given a visitor where consent is required (DE)', () => {
    it('keeps nothing and gives no identifier before the visitor chooses', async () => {
      const response = await app.request('/api/events', post(batch(), DE));
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe('Analytics needs your consent where you are, and it has not been given: nothing was stored.');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await rows()).toEqual([]);
    });

    it('keeps nothing when analytics was refused', async () => {
      expect((await app.request('/api/events', post(batch(), { ...DE, cookie: consent(false) }))).status).toBe(403);
      expect(await rows()).toEqual([]);
    });

    it('stores the events once analytics was accepted', async () => {
      const response = await app.request('/api/events', post(batch(), { ...DE, cookie: consent(true) }));
      expect(response.status).toBe(202);
      expect(visitorCookie(response)).toBeDefined();
      expect(await rows()).toHaveLength(1);
    });
  });

  describe('given a malformed batch', () => {
    it.each(BAD_BATCHES)('refuses %s with a 400 that says why, and stores nothing', async (_, body) => {
      const response = await app.request('/api/events', typeof body === 'object' && body !== null && 'method' in body ? (body as RequestInit) : post(body, US));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^Invalid events: |^The body is not valid JSON\.$/);
      expect(await rows()).toEqual([]);
    });

    it('refuses a body over the limit before reading it (413), a form (415) and other methods (405)', async () => {
      expect((await app.request('/api/events', post({ ...batch(), padding: 'x'.repeat(COLLECT_LIMITS.bodyBytes) }, US))).status).toBe(413);
      expect((await app.request('/api/events', { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '2' }, body: '{}' })).status).toBe(415);
      const get = await app.request('/api/events');
      expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    });
  });

  describe('"delete my data"', () => {
    it("deletes every event of the visitor's identifier, and the identifier, and nobody else's", async () => {
      const mine = visitorCookie(await app.request('/api/events', post(batch(), US)))!;
      await app.request('/api/events', post(batch(), { ...US, cookie: `lingo_vid=${mine}` }));
      const theirs = visitorCookie(await app.request('/api/events', post(batch(), US)))!;
      const response = await app.request('/api/events/forget', { method: 'POST', headers: { cookie: `lingo_vid=${mine}` } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: 2 });
      expect(response.headers.get('set-cookie')).toMatch(/^lingo_vid=; Max-Age=0; Path=\//);
      expect((await rows()).map((row) => row.visitor_id)).toEqual([theirs]);
    });

    it('answers the same with no identifier, and refuses a request from another site', async () => {
      expect(await (await app.request('/api/events/forget', { method: 'POST' })).json()).toEqual({ deleted: 0 });
      const mine = visitorCookie(await app.request('/api/events', post(batch(), US)))!;
      const foreign = await app.request('http://localhost/api/events/forget', { method: 'POST', headers: { cookie: `lingo_vid=${mine}`, origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect(await rows()).toHaveLength(1);
    });
  });

  it('limits each address (429 with Retry-After past the limit)', async () => {
    const limited = analyticsRoutes({ database, limitStore: memoryLimitStore(), rateLimit: { max: 2, windowMs: 60_000 } });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await limited.request('/api/events', post(batch(), US))).status);
    expect(statuses).toEqual([202, 202, 429]);
    expect(await rows()).toHaveLength(2);
  });

  describe('group commit', () => {
    it('acknowledges 50 concurrent batches with their rows stored', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => app.request('/api/events', post(batch(Array.from({ length: 10 }, () => ({ event: 'level_test_answered', step: index, question: 'q', skipped: false }))), US))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(202));
      expect(await rows()).toHaveLength(500);
    });

    it('writes concurrent batches together: 50 batches in a few inserts', async () => {
      const writer = eventWriter(database);
      const row = { visitorId: 'v'.repeat(22), name: 'page_viewed', path: '/', locale: 'en', country: null, props: {} };
      await Promise.all(Array.from({ length: 50 }, () => writer.write(Array(10).fill(row))));
      expect(await rows()).toHaveLength(500);
      // The first batch alone, then the 49 that waited for it, together.
      expect(writer.inserts()).toBe(2);
    });

    it('fails only the batch the database refuses: the others written with it are stored (issue 59)', async () => {
      const writer = eventWriter(database);
      const row = { visitorId: 'v'.repeat(22), name: 'page_viewed', path: '/', locale: 'en', country: null, props: {} };
      // Past the schema (a client's batch cannot reach here so): text PostgreSQL refuses.
      const refused = { ...row, props: { place: 'a\u0000b' } };
      const written = await Promise.allSettled([writer.write([row]), writer.write([row, row]), writer.write([refused]), writer.write([row])]);
      expect(written.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(await rows()).toHaveLength(4);
    });

    it('refuses rows past its queue with WriterFull while an insert runs, and stores what it took', async () => {
      const writer = eventWriter(database, 3);
      const row = { visitorId: 'v'.repeat(22), name: 'page_viewed', path: '/', locale: 'en', country: null, props: {} };
      const inserting = writer.write([row, row]);
      const waiting = writer.write([row, row]);
      await expect(writer.write([row, row])).rejects.toBeInstanceOf(WriterFull);
      await Promise.all([inserting, waiting]);
      expect(await rows()).toHaveLength(4);
    });
  });
});

describe('the settings', () => {
  it('keeps 395 days unless ANALYTICS_RETENTION_DAYS shortens it, and refuses nonsense', () => {
    expect(retentionDaysFromEnv({})).toBe(395);
    expect(retentionDaysFromEnv({ ANALYTICS_RETENTION_DAYS: '90' })).toBe(90);
    for (const value of ['0', '396', '1.5', 'forever']) expect(() => retentionDaysFromEnv({ ANALYTICS_RETENTION_DAYS: value })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});

describe('given a database that fails', () => {
  it('answers 503 and says nothing was kept', async () => {
    const broken = { db: { insert: () => ({ values: () => Promise.reject(new Error('disk full')) }) }, kind: 'pglite', close: async () => {} } as unknown as OpenDatabase;
    const app = analyticsRoutes({ database: broken, limitStore: memoryLimitStore(), rateLimit: null });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/api/events', post(batch(), US));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(spy).toHaveBeenCalledWith('[analytics] a batch of 1 event(s) on /uk/faq was not stored: disk full');
    spy.mockRestore();
  });

  it("logs why without the query's parameters (other visitors' identifiers)", () => {
    const failed = new Error('Failed query: insert into "analytics_event" ... params: visitor-a,visitor-b', { cause: new Error('unsupported Unicode escape sequence') });
    expect(databaseReason(failed)).toBe('unsupported Unicode escape sequence');
    expect(databaseReason(new Error('Failed query: insert … params: visitor-a'))).toBe('the database refused the insert');
  });
});
