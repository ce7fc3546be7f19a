// The subscription endpoints against a real database: the embedded PGlite always, and a real
// PostgreSQL too when there is one (TEST_DATABASE_URL, or the unit suite's own: docs/operating.md, "Database and API").
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OpenDatabase } from './database/index.ts';
import { subscriptionPayload } from '../domain/subscription/request.ts';
import { databaseTargets } from '../tests/postgres.ts';
import { memoryLimitStore } from './rate-limit.ts';
import { rateLimitFromEnv, subscriptionRoutes } from './subscriptions.ts';

const valid = () => subscriptionPayload({ email: 'learner@example.com', locale: 'uk', timeZone: 'Europe/Kyiv', page: '/uk/blog' });
/** A POST of `text` declared as JSON, with its length. */
const raw = (text: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }, body: text });
const json = (body: unknown) => raw(JSON.stringify(body));
const withContact = (change: Record<string, unknown>) => ({ ...valid(), contact: { ...valid().contact, ...change } });

/** At least fifty ways to get a subscription wrong, each answered 4xx with a message. */
const BAD_PAYLOADS: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a string', 'learner@example.com'],
  ['an array', [valid()]],
  ['an empty object', {}],
  ['no formType', { ...valid(), formType: undefined }],
  ['an unknown formType', { ...valid(), formType: 'spam' }],
  ['formType as a number', { ...valid(), formType: 1 }],
  ['no groups', { ...valid(), groups: undefined }],
  ['groups as a string', { ...valid(), groups: 'news' }],
  ['a group that is a number', { ...valid(), groups: [1] }],
  ['eleven groups', { ...valid(), groups: Array.from({ length: 11 }, (_, index) => `g${index}`) }],
  ['a 101-character group', { ...valid(), groups: ['g'.repeat(101)] }],
  ['no contact', { ...valid(), contact: undefined }],
  ['contact as a string', { ...valid(), contact: 'me' }],
  ['contact as an array', { ...valid(), contact: [] }],
  ['no languageCode', withContact({ languageCode: undefined })],
  ['an unknown languageCode', withContact({ languageCode: 'fr' })],
  ['languageCode in capitals', withContact({ languageCode: 'EN' })],
  ['no timeZone', withContact({ timeZone: undefined })],
  ['a timeZone with spaces', withContact({ timeZone: 'Europe Kyiv' })],
  ['a timeZone of 65 characters', withContact({ timeZone: `A${'b'.repeat(64)}` })],
  ['a timeZone with markup', withContact({ timeZone: '<script>' })],
  ['timeZone as a number', withContact({ timeZone: 3 })],
  ['no channels', withContact({ channels: undefined })],
  ['channels as an object', withContact({ channels: { type: 'email', value: 'a@b.co' } })],
  ['no channel', withContact({ channels: [] })],
  ['two channels', withContact({ channels: [{ type: 'email', value: 'a@b.co' }, { type: 'email', value: 'c@d.co' }] })],
  ['a channel that is a string', withContact({ channels: ['a@b.co'] })],
  ['a phone channel', withContact({ channels: [{ type: 'sms', value: '+380501234567' }] })],
  ['a channel without a value', withContact({ channels: [{ type: 'email' }] })],
  ['an empty e-mail', withContact({ channels: [{ type: 'email', value: '' }] })],
  ['an e-mail without @', withContact({ channels: [{ type: 'email', value: 'learner.example.com' }] })],
  ['an e-mail without a domain', withContact({ channels: [{ type: 'email', value: 'learner@' }] })],
  ['an e-mail with a one-letter top level', withContact({ channels: [{ type: 'email', value: 'a@b.c' }] })],
  ['an e-mail with spaces', withContact({ channels: [{ type: 'email', value: 'a b@c.co' }] })],
  ['an e-mail with two @', withContact({ channels: [{ type: 'email', value: 'a@@c.co' }] })],
  ['an e-mail of 255 characters', withContact({ channels: [{ type: 'email', value: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }] })],
  ['an e-mail that is a number', withContact({ channels: [{ type: 'email', value: 7 }] })],
  ['an e-mail with markup', withContact({ channels: [{ type: 'email', value: '<a@b.co>' }] })],
  ['no fields', withContact({ fields: undefined })],
  ['fields as an object', withContact({ fields: { id: 249969, value: '/' } })],
  ['a field with an unknown id', withContact({ fields: [{ id: 1, value: '/' }] })],
  ['a field id as a string', withContact({ fields: [{ id: '249969', value: '/' }] })],
  ['a field without a value', withContact({ fields: [{ id: 249969 }] })],
  ['a field value that is a number', withContact({ fields: [{ id: 249969, value: 5 }] })],
  ['a field value of 2049 characters', withContact({ fields: [{ id: 249969, value: 'x'.repeat(2049) }] })],
  ['six fields', withContact({ fields: Array.from({ length: 6 }, () => ({ id: 249969, value: '/' })) })],
  ['a field that is null', withContact({ fields: [null] })],
  ['a contact of nulls', { ...valid(), contact: { languageCode: null, timeZone: null, channels: null, fields: null } }],
];

const BAD_REQUESTS: [string, RequestInit, number][] = [
  ['text/plain', { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '2' }, body: '{}' }, 415],
  ['a form post', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' }, body: 'email=a' }, 415],
  ['no content type', { method: 'POST', headers: { 'content-length': '2' }, body: '{}' }, 415],
  ['malformed JSON', raw('{"formType":'), 400],
  ['JSON with a trailing comma', raw('{"a":1,}'), 400],
  ['an empty body', raw(''), 400],
  ['a body over 16 KiB', json({ ...valid(), padding: 'x'.repeat(17_000) }), 413],
  ['a malformed Content-Length', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 'ten' }, body: '{}' }, 400],
];

const targets = databaseTargets('subscriptions');

describe.each(targets)('subscriptions on %s', (_, open) => {
  let database: OpenDatabase;
  let app: Hono;
  const rows = async () => (await database.db.execute(sql`select email, locale, source, page, time_zone, consent_at, created_at, last_seen_at from subscription order by id`)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await open();
  }, 30_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`delete from subscription`);
    app = new Hono().route('/', subscriptionRoutes({ database, rateLimit: null, limitStore: memoryLimitStore() }));
  });

  it('stores the spec §3 payload and answers {data: {message: "OK"}}', async () => {
    const response = await app.request('/api/subscriptions', json(valid()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { message: 'OK' } });
    expect(await rows()).toEqual([
      expect.objectContaining({ email: 'learner@example.com', locale: 'uk', source: 'popup_organic_email', page: '/uk/blog', time_zone: 'Europe/Kyiv' }),
    ]);
  });

  it('keeps one row per address: a repeat answers the same OK and moves only last_seen_at', async () => {
    await app.request('/api/subscriptions', json(valid()));
    const [first] = await rows();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await app.request('/api/subscriptions', json(subscriptionPayload({ email: 'Learner@Example.com', locale: 'en', timeZone: 'UTC', page: '/blog' })));
    expect(await again.json()).toEqual({ data: { message: 'OK' } });
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ locale: 'uk', page: '/uk/blog', consent_at: first!.consent_at, created_at: first!.created_at });
    expect(new Date(after[0]!.last_seen_at as string).getTime()).toBeGreaterThan(new Date(first!.last_seen_at as string).getTime());
  });

  it('stores the onboarding funnel’s answers with the address; a repeat (anyone can send anyone’s address) never replaces them', async () => {
    const plan = (answers?: Record<string, string>) =>
      json(subscriptionPayload({ email: 'plan@example.com', locale: 'pt', timeZone: 'America/Sao_Paulo', page: '/pt/funnels/onboarding', formType: 'onboarding_plan_email', answers }));
    const answersOf = async () => (await database.db.execute(sql`select source, answers from subscription`)).rows;
    expect(await (await app.request('/api/subscriptions', plan({ language: 'english', goal: 'travel', level: 'A2', minutes: '20', format: 'club' }))).json()).toEqual({ data: { message: 'OK' } });
    expect(await answersOf()).toEqual([{ source: 'onboarding_plan_email', answers: { language: 'english', goal: 'travel', level: 'A2', minutes: '20', format: 'club' } }]);
    await app.request('/api/subscriptions', plan({ language: 'english', goal: 'work', level: 'C1', minutes: '5', format: 'tutor' }));
    await app.request('/api/subscriptions', plan());
    expect(await answersOf()).toEqual([{ source: 'onboarding_plan_email', answers: { language: 'english', goal: 'travel', level: 'A2', minutes: '20', format: 'club' } }]);
    // An address first left without answers takes the first answers given later.
    await app.request('/api/subscriptions', json(subscriptionPayload({ email: 'later@example.com', locale: 'en', timeZone: 'UTC', page: '/blog' })));
    await app.request('/api/subscriptions', json(subscriptionPayload({ email: 'later@example.com', locale: 'en', timeZone: 'UTC', page: '/funnels/onboarding', formType: 'onboarding_plan_email', answers: { language: 'english', goal: 'exam', level: 'B2', minutes: '10', format: 'app' } })));
    expect((await database.db.execute(sql`select answers from subscription where email = 'later@example.com'`)).rows).toEqual([{ answers: { language: 'english', goal: 'exam', level: 'B2', minutes: '10', format: 'app' } }]);
    const refused = await app.request('/api/subscriptions', plan({ level: 'B1', password: 'x' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('answers') });
  });

  it('takes the flat body of POST /v1/subscribe into the same table', async () => {
    const response = await app.request('/v1/subscribe', json({ email: 'v1@example.com', locale: 'es', agreeWithTerms: true, page: '/es/blog' }));
    expect(await response.json()).toEqual({ data: { message: 'OK' } });
    expect(await rows()).toEqual([expect.objectContaining({ email: 'v1@example.com', locale: 'es', source: 'popup_organic_email' })]);
    const refused = await app.request('/v1/subscribe', json({ email: 'v1@example.com', locale: 'es', agreeWithTerms: false }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('agreeWithTerms') });
  });

  it.each(BAD_PAYLOADS)('refuses %s with a 400 that names the field', async (_, body) => {
    const response = await app.request('/api/subscriptions', json(body));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^Invalid subscription: \S+: .+/);
    expect(await rows()).toEqual([]);
  });

  it.each(BAD_REQUESTS)('refuses %s', async (_, init, status) => {
    const response = await app.request('/api/subscriptions', init);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(10);
  });

  it.each([
    ['GET', '/api/subscriptions', 405],
    ['PUT', '/v1/subscribe', 405],
    ['DELETE', '/api/subscriptions', 405],
    ['POST', '/v1/unsubscribe', 404],
    ['GET', '/v1/anything', 404],
  ])('answers %s %s with %i', async (method, path, status) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the subscription limit', () => {
  it('reads SUBSCRIBE_RATE_LIMIT, and refuses a value it cannot read', () => {
    expect(rateLimitFromEnv({})).toEqual({ max: 10, windowMs: 60_000 });
    expect(rateLimitFromEnv({ SUBSCRIBE_RATE_LIMIT: '100/10' })).toEqual({ max: 100, windowMs: 10_000 });
    expect(rateLimitFromEnv({ SUBSCRIBE_RATE_LIMIT: 'off' })).toBeNull();
    expect(() => rateLimitFromEnv({ SUBSCRIBE_RATE_LIMIT: 'lots' })).toThrow('SUBSCRIBE_RATE_LIMIT must look like "10/60"');
  });
});
