// Seats in classes against a real database (PGlite): stored before "OK", never more than a session
// holds, each field checked, a plain form answered with its page, and the confirmation's e-mail,
// calendar file and cancellation.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { classReservationRoutes } from './class-reservations.ts';
import { loadContent } from './cms/store.ts';
import type { OpenDatabase } from './database/index.ts';
import { databaseTargets } from '../tests/postgres.ts';
import type { MailMessage } from './mail/mailer.ts';
import { memoryLimitStore } from './rate-limit.ts';

const store = loadContent(join(import.meta.dirname, '..', 'content'));
const sessionOf = (topic: string, locale = 'en') => (store.get('class-sessions') ?? []).find((entry) => entry.topic === topic && entry.locale === locale) as unknown as { documentId: string; topic: string };
// Sunday 29 November 2026, 12:00 UTC. The English group class A0 runs on Mondays at 18:00 New York time (23:00 UTC).
const NOW = Date.parse('2026-11-29T12:00:00Z');
const A0 = sessionOf('First words: hello, names and numbers');
const START = '2026-11-30T23:00:00.000Z';
const valid = (change: Record<string, unknown> = {}) => ({ session: A0.documentId, startsAt: START, name: 'Ana Lima', email: 'Ana@Example.com', locale: 'en', timeZone: 'Asia/Dubai', agreeWithTerms: true, ...change });
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const form = (fields: Record<string, string>, origin = 'https://www.lingo.example') => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: new URLSearchParams(fields).toString() });

// On PGlite, and on PostgreSQL when there is one: there the seats' count and insert run on a pool's
// connections at once, and only the advisory lock keeps them to the seats there are.
describe.each(databaseTargets('classes'))('class reservations on %s', (_, open) => {
  let opened: OpenDatabase;
  const database = () => opened;
  let app: Hono;
  let sent: MailMessage[];
  const rows = async () => (await database().db.execute(sql`select session_id, starts_at, name, email, locale, time_zone, cancelled_at from class_reservation order by id`)).rows;

  beforeAll(async () => {
    opened = await open();
  }, 30_000);
  afterAll(() => opened.close());
  beforeEach(async () => {
    await database().db.execute(sql`delete from class_reservation`);
    sent = [];
    const mailer = { send: async (message: MailMessage) => (sent.push(message), true) };
    app = new Hono().route(
      '/',
      classReservationRoutes({ database: database(), store, mailer, origin: 'https://www.lingo.example', geoSource: 'cloudflare', isOwnOrigin: (origin) => origin === 'https://www.lingo.example', rateLimit: null, limitStore: memoryLimitStore(), now: () => NOW }),
    );
  });

  it('stores the seat, then answers with its calendar file and cancellation; the same address again is the same seat', async () => {
    const response = await app.request('/api/class-reservations', json(valid(), { 'cf-ipcountry': 'AE' }));
    const body = (await response.json()) as { data: { message: string; reservation: { calendarUrl: string; cancelUrl: string; seatsLeft: number } } };
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ message: 'OK', reservation: { seatsLeft: 7, calendarUrl: expect.stringMatching(/^\/api\/class-reservations\/[\w-]{22}\.ics$/), cancelUrl: expect.stringMatching(/^\/api\/class-reservations\/[\w-]{22}\/cancel$/) } });
    expect(await rows()).toEqual([{ session_id: `en:${A0.documentId}`, starts_at: expect.anything(), name: 'Ana Lima', email: 'ana@example.com', locale: 'en', time_zone: 'Asia/Dubai', cancelled_at: null }]);
    const again = await app.request('/api/class-reservations', json(valid({ name: 'Ana Lima Souza', email: 'ana@example.com' })));
    expect(((await again.json()) as typeof body).data.reservation.seatsLeft).toBe(7);
    expect(await rows()).toHaveLength(1);
  });

  it('sends the confirmation: the time on the visitor’s clock, the price in their currency, how to join, the calendar file, the link that cancels', async () => {
    await app.request('/api/class-reservations', json(valid(), { 'cf-ipcountry': 'AE' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [mail] = sent;
    expect(mail!.to).toBe('ana@example.com');
    expect(mail!.subject).toBe('Your seat: First words: hello, names and numbers, Tuesday, December 1, 03:00–04:00 (Gulf Standard Time)');
    expect(mail!.text).toMatch(/Included in Lingo Plus \(7 days free, then \$\d+\.\d\d a month\)\./);
    expect(mail!.text).toContain('The class opens 10 minutes before it starts');
    expect(mail!.text).toMatch(/https:\/\/www\.lingo\.example\/api\/class-reservations\/[\w-]{22}\/cancel/);
    const [calendar] = mail!.attachments!;
    expect(calendar).toMatchObject({ filename: 'lingo.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    expect(calendar!.content).toContain('DTSTART:20261130T230000Z');
    expect(calendar!.content).toContain('DTEND:20261201T000000Z');
  });

  it('never seats more than the session holds, and says it is full', async () => {
    for (let seat = 0; seat < 8; seat += 1) expect((await app.request('/api/class-reservations', json(valid({ email: `learner${seat}@example.com` })))).status).toBe(200);
    const ninth = await app.request('/api/class-reservations', json(valid({ email: 'late@example.com' })));
    expect([ninth.status, await ninth.json()]).toEqual([409, { error: 'This session is full.' }]);
    // Someone already seated may send it again.
    expect((await app.request('/api/class-reservations', json(valid({ email: 'learner3@example.com' })))).status).toBe(200);
    const seats = (await (await app.request('/api/class-reservations/seats?locale=en')).json()) as { data: Record<string, { startsAt: string; left: number }> };
    expect(seats.data[A0.documentId]).toEqual({ startsAt: START, left: 0 });
  });

  it('keeps concurrent reservations of the last seats to the seats there are', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => app.request('/api/class-reservations', json(valid({ email: `rush${index}@example.com` })))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await rows()).toHaveLength(8);
  });

  it.each([
    [{ session: 'nope' }, 'Invalid reservation: session: no such class session'],
    [{ startsAt: '2026-11-30T22:00:00.000Z' }, 'Invalid reservation: startsAt: not one of the session’s starts in the days ahead'],
    [{ startsAt: '2026-11-23T23:00:00.000Z' }, 'Invalid reservation: startsAt: not one of the session’s starts in the days ahead'],
    [{ email: 'not-an-address' }, 'Invalid reservation: email: must be a valid e-mail address'],
    [{ agreeWithTerms: false }, 'Invalid reservation: agreeWithTerms: must be true: the visitor has to agree to the terms'],
    [{ timeZone: 'Mars/Olympus' }, 'Invalid reservation: timeZone: must be a time zone such as Europe/Kyiv'],
    // The same class in another locale's timetable runs at its own time (Kyiv's).
    [{ locale: 'uk' }, 'Invalid reservation: startsAt: not one of the session’s starts in the days ahead'],
  ])('refuses %j with a 400 that names the field, storing nothing', async (change, error) => {
    const response = await app.request('/api/class-reservations', json(valid(change)));
    expect([response.status, await response.json()]).toEqual([400, { error }]);
    expect(await rows()).toEqual([]);
  });

  it('takes a plain form: the next start, the zone of the visitor’s country, and back to the page with its message', async () => {
    const fields = { session: A0.documentId, locale: 'en', page: '/group-lessons', section: '2-schedule', name: 'Bo', email: 'bo@example.com', agreeWithTerms: 'on' };
    const posted = await app.request('/api/class-reservations', { ...form(fields), headers: { ...form(fields).headers, 'cf-ipcountry': 'GB' } });
    expect([posted.status, posted.headers.get('location')]).toEqual([303, '/group-lessons#2-schedule-seat-reserved']);
    expect(await rows()).toMatchObject([{ email: 'bo@example.com', time_zone: 'Europe/London' }]);
    const unticked = await app.request('/api/class-reservations', form({ ...fields, agreeWithTerms: '' }));
    expect(unticked.headers.get('location')).toBe('/group-lessons#2-schedule-reservation-invalid');
    // Another site's form, or a page elsewhere to send the visitor to: refused, or sent home.
    expect((await app.request('/api/class-reservations', form(fields, 'https://evil.example'))).status).toBe(403);
    const away = await app.request('/api/class-reservations', form({ ...fields, page: '//evil.example/x', email: 'cy@example.com' }));
    expect(away.headers.get('location')).toBe('/#2-schedule-seat-reserved');
  });

  it('gives the calendar file, and cancels with one button (opening the link cancels nothing); a cancelled seat is free again', async () => {
    const body = (await (await app.request('/api/class-reservations', json(valid()))).json()) as { data: { reservation: { calendarUrl: string; cancelUrl: string } } };
    const { calendarUrl, cancelUrl } = body.data.reservation;
    const calendar = await app.request(calendarUrl);
    expect([calendar.status, calendar.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(await calendar.text()).toContain('SUMMARY:Lingo: First words: hello\\, names and numbers (A0)');
    const page = await (await app.request(cancelUrl)).text();
    expect(page).toContain('<button type="submit">Cancel my seat</button>');
    expect((await rows())[0]).toMatchObject({ cancelled_at: null });
    const cancelled = await app.request(cancelUrl, { method: 'POST' });
    expect(await cancelled.text()).toContain('Your seat is cancelled.');
    expect((await rows())[0]).toMatchObject({ cancelled_at: expect.anything() });
    expect((await app.request(calendarUrl)).status).toBe(404);
    const seats = (await (await app.request('/api/class-reservations/seats?locale=en')).json()) as { data: Record<string, { left: number }> };
    expect(seats.data[A0.documentId]!.left).toBe(8);
    expect((await app.request('/api/class-reservations/AAAAAAAAAAAAAAAAAAAAAA/cancel')).status).toBe(404);
    expect(page).toContain('<a href="/group-lessons">See the timetable</a>');
    // A club session's leads back to the club.
    const club = sessionOf('Food you grew up with');
    const reserved = (await (await app.request('/api/class-reservations', json(valid({ session: club.documentId, startsAt: '2026-11-30T17:30:00.000Z' })))).json()) as typeof body;
    expect(await (await app.request(reserved.data.reservation.cancelUrl)).text()).toContain('<a href="/conversation-club">See the timetable</a>');
  });

  it('answers only what it takes', async () => {
    expect((await app.request('/api/class-reservations')).status).toBe(405);
    expect((await app.request('/api/class-reservations/seats')).status).toBe(400);
    const big = JSON.stringify('x'.repeat(40_000));
    expect((await app.request('/api/class-reservations', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big })).status).toBe(413);
  });
});
