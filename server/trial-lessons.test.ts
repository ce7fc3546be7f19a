// Trial lesson requests against a real database (PGlite): stored before "OK", one row per lesson
// asked for, each field checked, and a lesson only at one of the tutor's own times.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loadContent } from './cms/store.ts';
import type { OpenDatabase } from './database/index.ts';
import { databaseTargets } from '../tests/postgres.ts';
import { memoryLimitStore } from './rate-limit.ts';
import type { MailMessage } from './mail/mailer.ts';
import { bookingRateLimitFromEnv, ratesFromStore, trialLessonRoutes, tutorsFromStore } from './trial-lessons.ts';

const store = loadContent(join(import.meta.dirname, '..', 'content'));
const tutorsOf = tutorsFromStore(store);
// Tuesday 24 November 2026, 10:00 UTC. Emma Clarke teaches at 18:00 London time on weekdays (UTC in winter).
const NOW = Date.parse('2026-11-24T10:00:00Z');
const valid = (change: Record<string, unknown> = {}) => ({
  tutor: 'emma-clarke',
  startsAt: '2026-11-25T18:00:00.000Z',
  name: 'Ana Lima',
  email: 'Ana@Example.com',
  locale: 'pt',
  timeZone: 'America/Sao_Paulo',
  agreeWithTerms: true,
  answers: { goal: 'work', level: 'B1', budget: 'any', when: 'afternoons' },
  ...change,
});
const raw = (text: string, type = 'application/json') => ({ method: 'POST', headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(text)) }, body: text });
const json = (body: unknown) => raw(JSON.stringify(body));

describe.each(databaseTargets('bookings'))('trial lesson requests on %s', (_, open) => {
  let database: OpenDatabase;
  let app: Hono;
  const rows = async () => (await database.db.execute(sql`select tutor_slug, starts_at, name, email, locale, time_zone, answers from trial_lesson_request order by id`)).rows;

  beforeAll(async () => {
    database = await open();
  }, 30_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`delete from trial_lesson_request`);
    app = new Hono().route('/', trialLessonRoutes({ database, tutorsOf, rateLimit: null, limitStore: memoryLimitStore(), now: () => NOW }));
  });

  it('stores the request, then answers OK; the same lesson asked for again is one request', async () => {
    const response = await app.request('/api/trial-lessons', json(valid()));
    expect([response.status, await response.json()]).toEqual([200, { data: { message: 'OK', booking: { calendarUrl: expect.stringMatching(/^\/api\/trial-lessons\/[\w-]{22}\.ics$/), cancelUrl: expect.stringMatching(/^\/api\/trial-lessons\/[\w-]{22}\/cancel$/) } } }]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Asked for again with a corrected name and another goal: one request, with what was sent last.
    const again = await app.request('/api/trial-lessons', json(valid({ email: 'ana@example.com', name: 'Ana Lima Souza', answers: { goal: 'travel', level: 'B1', budget: 'any', when: 'afternoons' } })));
    expect(again.status).toBe(200);
    expect(await rows()).toEqual([
      {
        tutor_slug: 'emma-clarke',
        starts_at: expect.anything(),
        name: 'Ana Lima Souza',
        email: 'ana@example.com',
        locale: 'pt',
        time_zone: 'America/Sao_Paulo',
        answers: { goal: 'travel', level: 'B1', budget: 'any', when: 'afternoons' },
      },
    ]);
    expect(new Date((await rows())[0]!.starts_at as string).toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('counts no refused request against the limit: five mistakes, then the booking goes through', async () => {
    const limited = new Hono().route('/', trialLessonRoutes({ database, tutorsOf, limitStore: memoryLimitStore(), now: () => NOW }));
    for (let i = 0; i < 5; i++) expect((await limited.request('/api/trial-lessons', json(valid({ name: '' })))).status).toBe(400);
    expect((await limited.request('/api/trial-lessons', json(valid()))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['an unknown tutor', valid({ tutor: 'nobody-here' }), 'Invalid booking: tutor: no such tutor'],
    ['a time the tutor does not teach', valid({ startsAt: '2026-11-25T17:00:00.000Z' }), 'Invalid booking: startsAt: not one of the tutor’s times in the days ahead'],
    ['a lesson already past', valid({ startsAt: '2026-11-23T18:00:00.000Z' }), 'Invalid booking: startsAt: not one of the tutor’s times in the days ahead'],
    ['a lesson weeks ahead', valid({ startsAt: '2026-12-23T18:00:00.000Z' }), 'Invalid booking: startsAt: not one of the tutor’s times in the days ahead'],
    ['a date that is not one', valid({ startsAt: 'tomorrow at six' }), expect.stringMatching(/^Invalid booking: startsAt: must be an ISO date/)],
    ['an empty name', valid({ name: '   ' }), 'Invalid booking: name: must not be empty'],
    ['a name with a control character', valid({ name: 'Ana\u0000' }), 'Invalid booking: name: must not contain control characters'],
    ['a name with a C1 line break', valid({ name: 'Ana\u0085Lima' }), 'Invalid booking: name: must not contain control characters'],
    ['a name that reads backwards', valid({ name: 'Ana \u202eamiL' }), 'Invalid booking: name: must not contain control characters'],
    ['a bad e-mail address', valid({ email: 'ana@example' }), 'Invalid booking: email: must be a valid e-mail address'],
    ['no agreement to the terms', valid({ agreeWithTerms: false }), expect.stringMatching(/^Invalid booking: agreeWithTerms: must be true/)],
    ['an unknown locale', valid({ locale: 'fr' }), expect.stringMatching(/^Invalid booking: locale:/)],
    ['an unknown time zone', valid({ timeZone: 'Mars/Olympus' }), expect.stringMatching(/^Invalid booking: timeZone:/)],
    ['answers the site does not know', valid({ answers: { budget: 'free' } }), expect.stringMatching(/^Invalid booking: answers:/)],
    ['a tutor of another locale’s name', valid({ tutor: 'Emma Clarke' }), expect.stringMatching(/^Invalid booking: tutor: must be a tutor’s slug/)],
  ])('refuses %s with a 400 that names the field, and stores nothing', async (_, body, message) => {
    const response = await app.request('/api/trial-lessons', json(body));
    expect([response.status, await response.json()]).toEqual([400, { error: message }]);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a form post', raw('tutor=emma-clarke', 'application/x-www-form-urlencoded'), 415],
    ['broken JSON', raw('{"tutor":'), 400],
    ['a body over 16 KiB', json(valid({ name: 'x'.repeat(17_000) })), 413],
  ])('refuses %s', async (_, init, status) => {
    expect((await app.request('/api/trial-lessons', init)).status).toBe(status);
  });

  it('accepts POST only', async () => {
    const response = await app.request('/api/trial-lessons', { method: 'GET' });
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('answers 503, and no OK, when the row cannot be stored', async () => {
    const broken = { ...database, db: { insert: () => ({ values: () => ({ onConflictDoUpdate: () => ({ returning: () => Promise.reject(new Error('disk full')) }) }) }) } } as unknown as OpenDatabase;
    const failing = new Hono().route('/', trialLessonRoutes({ database: broken, tutorsOf, rateLimit: null, limitStore: memoryLimitStore(), now: () => NOW }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await failing.request('/api/trial-lessons', json(valid()));
    expect([response.status, await response.json()]).toEqual([503, { error: 'The booking could not be saved; please try again.' }]);
    expect(errors.mock.calls.flat().join(' ')).not.toContain('@');
    errors.mockRestore();
  });

  it('sends the request’s e-mail: the time on the visitor’s clock, the tutor’s rate in their currency, how to join, the calendar file, the link that cancels', async () => {
    const sent: MailMessage[] = [];
    const mailing = new Hono().route(
      '/',
      trialLessonRoutes({ database, tutorsOf, rateLimit: null, limitStore: memoryLimitStore(), now: () => NOW, mailer: { send: async (mail) => (sent.push(mail), true) }, origin: 'https://www.lingo.example', rateFor: ratesFromStore(store), geoSource: 'cloudflare' }),
    );
    const response = await mailing.request('/api/trial-lessons', { ...json(valid()), headers: { ...json(valid()).headers, 'cf-ipcountry': 'BR' } });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [mail] = sent;
    expect(mail!.to).toBe('ana@example.com');
    expect(mail!.subject).toBe('Sua aula experimental com Emma Clarke: quarta-feira, 25 de novembro às 15:00 (Horário Padrão de Brasília)');
    expect(mail!.text).toMatch(/Preço: R\$\s?\d+ por 50 minutos, pagos só quando Emma Clarke confirmar o horário\./);
    expect(mail!.text).toContain('Quando Emma Clarke confirmar, entre no Lingo com este e-mail');
    expect(mail!.attachments![0]!.content).toContain('DTSTART:20261125T180000Z');
    expect(mail!.attachments![0]!.content).toContain('DTEND:20261125T185000Z');
  });

  it('gives the calendar file, and cancels with one button; a cancelled request has no calendar file', async () => {
    const { data } = (await (await app.request('/api/trial-lessons', json(valid()))).json()) as { data: { booking: { calendarUrl: string; cancelUrl: string } } };
    expect((await app.request(data.booking.calendarUrl)).headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await (await app.request(data.booking.cancelUrl)).text()).toContain('<button type="submit">Cancelar a aula</button>');
    expect(await (await app.request(data.booking.cancelUrl, { method: 'POST' })).text()).toContain('Sua aula experimental foi cancelada.');
    expect((await app.request(data.booking.calendarUrl)).status).toBe(404);
    // Asked for again: the same request, its link kept, no longer cancelled.
    const again = (await (await app.request('/api/trial-lessons', json(valid()))).json()) as typeof data & { data: { booking: { calendarUrl: string } } };
    expect(again.data.booking.calendarUrl).toBe(data.booking.calendarUrl);
    expect((await app.request(data.booking.calendarUrl)).status).toBe(200);
  });

  it('reads BOOKING_RATE_LIMIT', () => {
    expect(bookingRateLimitFromEnv({})).toEqual({ max: 5, windowMs: 600_000 });
    expect(bookingRateLimitFromEnv({ BOOKING_RATE_LIMIT: 'off' })).toBeNull();
    expect(() => bookingRateLimitFromEnv({ BOOKING_RATE_LIMIT: 'many' })).toThrow('BOOKING_RATE_LIMIT must look like "10/60"');
  });
});
