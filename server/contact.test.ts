// The contact form against a real database (PGlite; PostgreSQL when there is one): stored before
// the visitor is told so, a receipt that carries none of what was typed, limits per client address
// and per receiving address, and the page's own origin only.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { databaseTargets } from '../tests/postgres.ts';
import { contactReference } from '../domain/support/contact.ts';
import { contactFormHandler, RECEIPTS_PER_ADDRESS } from './contact.ts';
import type { OpenDatabase } from './database/index.ts';
import type { MailMessage } from './mail/mailer.ts';
import { memoryLimitStore, type RateLimit } from './rate-limit.ts';
import { clientAddressMiddleware } from './client-address.ts';

const ORIGIN = 'https://lingo.example';
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': '203.0.113.7', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const MESSAGE = { topic: 'plan', email: ' Ana@Example.com ', message: 'I was charged twice\r\nfor Lingo Plus this month. <a href="https://evil.example">click</a>' };

describe.each(databaseTargets('contact'))('the contact form on %s', (_, open) => {
  let database: OpenDatabase;
  let sent: MailMessage[];
  const rows = async () => (await database.db.execute(sql`select topic, email, message, locale from contact_message order by id`)).rows;
  const app = (rateLimit: RateLimit | null = { max: 3, windowMs: 600_000 }) => {
    const handler = contactFormHandler({ database, limitStore: memoryLimitStore(), isOwnOrigin: (origin) => origin === ORIGIN, mailer: { send: async (message) => (sent.push(message), true) }, rateLimit });
    // Behind one proxy, as in production: the address is the hop it added (the one client-address function).
    return new Hono().use(clientAddressMiddleware({ kind: 'hops', hops: 1 })).post('/contact-us', handler('en')).post('/uk/contact-us', handler('uk'));
  };

  beforeAll(async () => {
    database = await open();
  }, 30_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`delete from contact_message`);
    sent = [];
  });

  it('stores the message, then sends the visitor back to the form with its thanks; the receipt names the topic and a reference, nothing typed', async () => {
    const response = await app().request('/uk/contact-us', post(MESSAGE));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/uk/contact-us?done=message-sent#contact-form');
    expect(await rows()).toEqual([{ topic: 'plan', email: 'ana@example.com', message: 'I was charged twice\nfor Lingo Plus this month. <a href="https://evil.example">click</a>', locale: 'uk' }]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [receipt] = sent;
    const id = Number((await database.db.execute(sql`select id from contact_message`)).rows[0]!.id);
    expect(receipt!.to).toBe('ana@example.com');
    expect(receipt!.subject).toBe(`Ми отримали ваше повідомлення (${contactReference(id)})`);
    expect(receipt!.text).toContain('«Мій тариф і оплата»');
    for (const body of [receipt!.text, receipt!.html]) expect(body).not.toMatch(/charged|evil\.example|click/);
    await vi.waitFor(async () => expect((await database.db.execute(sql`select receipt_sent_at from contact_message`)).rows[0]!.receipt_sent_at).not.toBeNull());
  });

  it.each([
    ['no topic', { ...MESSAGE, topic: '' }],
    ['a topic of its own', { ...MESSAGE, topic: 'refunds' }],
    ['no e-mail address', { ...MESSAGE, email: 'ana at example' }],
    ['a message too short', { ...MESSAGE, message: 'help!' }],
    ['a message too long', { ...MESSAGE, message: 'x'.repeat(4001) }],
    ['a control character', { ...MESSAGE, message: 'Hello \u0000 there, my plan' }],
  ])('sends back %s as a mistake, storing and mailing nothing', async (_, fields) => {
    const response = await app().request('/contact-us', post(fields));
    expect(response.headers.get('location')).toBe('/contact-us?error=message-invalid#contact-form');
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('takes three messages in ten minutes from one address, then says to wait; another address still writes', async () => {
    const site = app();
    for (let index = 0; index < 3; index++) expect((await site.request('/contact-us', post(MESSAGE))).headers.get('location')).toContain('done=message-sent');
    const fourth = await site.request('/contact-us', post(MESSAGE));
    expect(fourth.headers.get('location')).toBe('/contact-us?error=message-limited#contact-form');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await site.request('/contact-us', post(MESSAGE, { 'x-forwarded-for': '198.51.100.4' }))).headers.get('location')).toContain('done=message-sent');
    expect(await rows()).toHaveLength(4);
  });

  it('sends one address at most its daily receipts, whoever writes: the messages past it are still stored', async () => {
    const site = app(null);
    for (let index = 0; index < RECEIPTS_PER_ADDRESS.max + 2; index++) await site.request('/contact-us', post(MESSAGE, { 'x-forwarded-for': `198.51.100.${index + 1}` }));
    expect(await rows()).toHaveLength(RECEIPTS_PER_ADDRESS.max + 2);
    await vi.waitFor(() => expect(sent).toHaveLength(RECEIPTS_PER_ADDRESS.max));
  });

  it('refuses a post from another site', async () => {
    const response = await app().request('/contact-us', post(MESSAGE, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await rows()).toEqual([]);
  });
});
