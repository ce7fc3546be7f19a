// Seats in group classes and club sessions (issue 62): POST /api/class-reservations, from the
// timetable's form (JSON from its script; a plain form post without JavaScript, answered with a
// redirect back to the page and its message). Like trial lessons: size checked before reading, every
// field validated, the start checked against the session's own times, throttled per client
// address, answered only once the row is committed, and a full session refused. The confirmation
// e-mail carries the time on the visitor's clock, the price, a calendar file, how to join and the
// link that cancels. GET …/seats tells the timetable how many seats each next start has left.
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { CLASS_RESERVATION_ENDPOINT, CLASS_SEATS_ENDPOINT, ClassReservationRequestSchema, type ClassReservationRequest, calendarPath, cancelPath, seatsLeft, unreservableReason } from '../domain/classes/reservation.ts';
import { CLASS_SEATS, nextStart, sessionSpan, sessionTime, type ReservationOutcome, type SeatsLeft } from '../domain/classes/timetable.ts';
import { LOCALES, type Locale } from '../domain/constants.ts';
import { ClassSessionSchema, PlanPriceSchema, type ClassSession } from '../domain/content/collections.ts';
import { validate } from '../domain/content/schemas.ts';
import { validEntries, validEntriesOf } from './cms/store-entries.ts';
import BOOKING_MAIL from '../domain/i18n/compiled/bookingMail.ts';
import CLASSES_COPY from '../domain/i18n/compiled/classes.ts';
import { formatPrice, timeZoneName } from '../domain/i18n/format.ts';
import { localizePath } from '../domain/i18n/index.ts';
import { randomBase64Url } from '../domain/rules/random-token.ts';
import { marketOf, marketPrices } from '../domain/pricing/markets.ts';
import { geoFromHeaders, type GeoSource } from '../domain/visitor/geo.ts';
import { visitorTimeZone } from '../domain/visitor/time-zone.ts';
import { API_BODY_LIMIT_BYTES, isJsonRequest, limitBodySize, readJsonBody } from './api.ts';
import type { Store } from './cms/store.ts';
import type { OpenDatabase } from './database/index.ts';
import { classReservation } from './database/schema.ts';
import { logMessage, logSafe } from './log.ts';
import { bookingLinkRoutes, bookingMail, calendarFile } from './mail/booking-mail.ts';
import type { Mailer } from './mail/mailer.ts';
import { limitFromEnv, rateLimiter, type LimitStore, type RateLimit } from './rate-limit.ts';

/** Decision: 10 reservations in 10 minutes from one address; a learner reserves a few sessions of a week at once. */
const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000 };

/** `RESERVATION_RATE_LIMIT=<requests>/<seconds>`; `off` turns the limit off. */
export const reservationRateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'RESERVATION_RATE_LIMIT', DEFAULT_RATE_LIMIT);

/** Lingo Plus's monthly price for a visitor's country, as their locale writes it; null when the CMS has none. */
function plusPriceFor(store: Store, country: string | null, locale: Locale): string | null {
  const plus = validEntries(store, 'plan-prices', PlanPriceSchema).find((entry) => entry.plan === 'plus');
  const money = plus && marketPrices(plus.prices)?.[marketOf(country)];
  return money ? formatPrice(money.amount, money.currency, locale) : null;
}

/** A session as reservations name it: its locale's timetable and its documentId ("uk:abc…"). */
const sessionKey = (locale: Locale, documentId: string) => `${locale}:${documentId}`;
const documentIdOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** A path of this site to send a form back to: one that starts with one "/", nothing else. */
const returnPath = (value: unknown) => (typeof value === 'string' && /^\/(?!\/)[\w\-/]{0,200}$/.test(value) ? value : '/');
/** The timetable's message for an outcome (PureTimetable shows the one its URL targets). */
const messageFragment = (section: unknown, outcome: ReservationOutcome) => (typeof section === 'string' && /^[a-z0-9-]{1,60}$/.test(section) ? `#${section}-${outcome}` : '');

export interface ClassReservationRoutesOptions {
  database: OpenDatabase;
  store: Store;
  /** Where the confirmation goes; without one the seat is still reserved, and the page says so. */
  mailer?: Mailer;
  /** The site's public origin, for the links in the e-mail. */
  origin: string;
  geoSource: GeoSource;
  /** Whether a form post's Origin is this site's (the accounts' trusted origins); absent: any. */
  isOwnOrigin?: (origin: string | undefined) => boolean;
  rateLimit?: RateLimit | null;
  limitStore: LimitStore;
  now?: () => number;
  /** The seats' counts, shared with the pages that show them. */
  seats?: ClassSeats;
}

type Outcome = 'reserved' | 'full' | 'unavailable';

/** How long this instance answers seats from one count: a reservation here is seen at once, one on another instance within this. */
const SEATS_KEPT_MS = 5_000;

/**
 * The seats each session of a locale's timetable has left at its next start: the seats endpoint's
 * answer and what the Node server writes into a timetable's page (app.ts). One grouped count per
 * locale every few seconds at most, however many pages are served.
 */
export function classSeats({ database, store, now = Date.now }: Pick<ClassReservationRoutesOptions, 'database' | 'store' | 'now'>) {
  const counted = new Map<Locale, { from: number; seats: Promise<SeatsLeft> }>();
  async function counts(locale: Locale, from: number): Promise<SeatsLeft> {
    const rows = await database.db
      .select({ sessionId: classReservation.sessionId, startsAt: classReservation.startsAt, seats: count() })
      .from(classReservation)
      .where(and(isNull(classReservation.cancelledAt), gt(classReservation.startsAt, new Date(from))))
      .groupBy(classReservation.sessionId, classReservation.startsAt);
    const taken = new Map(rows.map((row) => [`${row.sessionId} ${row.startsAt.getTime()}`, row.seats]));
    return Object.fromEntries(
      validEntriesOf(store, 'class-sessions', ClassSessionSchema, locale).map((session) => {
        const start = nextStart(session, from);
        return [session.documentId, { startsAt: new Date(start).toISOString(), left: seatsLeft(session.kind, taken.get(`${sessionKey(locale, session.documentId)} ${start}`) ?? 0) }];
      }),
    );
  }
  return {
    /** At `from` (the clock the page is dated on: the server's, or a test's). */
    left(locale: Locale, from = now()): Promise<SeatsLeft> {
      const kept = counted.get(locale);
      if (kept && from >= kept.from && from - kept.from < SEATS_KEPT_MS) return kept.seats;
      const seats = counts(locale, from);
      counted.set(locale, { from, seats });
      // A count that failed is not kept: the next asks again.
      seats.catch(() => counted.delete(locale));
      return seats;
    },
    /** A seat was reserved or given back here. */
    changed: () => counted.clear(),
  };
}
export type ClassSeats = ReturnType<typeof classSeats>;

export function classReservationRoutes({ database, store, mailer, origin, geoSource, isOwnOrigin = () => true, rateLimit = DEFAULT_RATE_LIMIT, limitStore, now = Date.now, seats = classSeats({ database, store, now }) }: ClassReservationRoutesOptions) {
  const routes = new Hono();
  const throttle: MiddlewareHandler = rateLimit
    ? rateLimiter('class-reservation', rateLimit, limitStore, (seconds) => `Too many reservations from your address; try again in ${seconds} s.`)
    : (_, next) => next();
  // Each locale's timetable is its own (its learners' classes, on their clock): a seat is in one locale's session.
  const sessionsOf = (locale: Locale) => validEntriesOf(store, 'class-sessions', ClassSessionSchema, locale);
  const sessionNamed = (id: string, locale: Locale) => sessionsOf(locale).find((session) => session.documentId === id);

  /** Reserves the seat once the session has one for this e-mail address (the same address again is the same seat, its details updated). */
  async function reserve(request: ClassReservationRequest, c: Context): Promise<{ outcome: Outcome; reason?: string; token?: string; left?: number; session?: ClassSession }> {
    const session = sessionNamed(request.session, request.locale);
    if (!session) return { outcome: 'unavailable', reason: 'session: no such class session' };
    const startsAt = request.startsAt ? Date.parse(request.startsAt) : nextStart(session, now());
    const reason = unreservableReason(session, startsAt, now());
    if (reason) return { outcome: 'unavailable', reason };
    const geo = geoFromHeaders(c.req.raw.headers, geoSource);
    const timeZone = request.timeZone ?? visitorTimeZone(geo) ?? session.timeZone;
    const email = request.email.toLowerCase();
    const sessionId = sessionKey(request.locale, session.documentId);
    const at = new Date(startsAt);
    const result = await database.db.transaction(async (tx) => {
      // One reservation of a session's start at a time, across instances: the count and the insert agree.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`class-seat ${sessionId} ${at.toISOString()}`}))`);
      const [taken] = await tx
        .select({ seats: count() })
        .from(classReservation)
        .where(and(eq(classReservation.sessionId, sessionId), eq(classReservation.startsAt, at), isNull(classReservation.cancelledAt), ne(classReservation.email, email)));
      const others = taken?.seats ?? 0;
      if (others >= CLASS_SEATS[session.kind]) return { full: true as const };
      const [row] = await tx
        .insert(classReservation)
        .values({ token: randomBase64Url(), sessionId, startsAt: at, name: request.name, email, locale: request.locale, timeZone, consentAt: new Date(now()) })
        .onConflictDoUpdate({
          target: [classReservation.email, classReservation.sessionId, classReservation.startsAt],
          set: { name: sql`excluded.name`, locale: sql`excluded.locale`, timeZone: sql`excluded.time_zone`, consentAt: sql`excluded.consent_at`, cancelledAt: null },
        })
        .returning();
      return { full: false as const, token: row!.token, left: seatsLeft(session.kind, others + 1) };
    });
    if (result.full) return { outcome: 'full', session };
    seats.changed();
    if (mailer) void mailer.send(confirmationMail({ session, startsAt, request: { ...request, email, timeZone }, token: result.token, origin, plusPrice: plusPriceFor(store, geo.country, request.locale) }));
    return { outcome: 'reserved', token: result.token, left: result.left, session };
  }

  routes.get(CLASS_SEATS_ENDPOINT, async (c) => {
    const locale = c.req.query('locale');
    if (!(LOCALES as readonly string[]).includes(locale ?? '')) return c.json({ error: `locale: must be one of ${LOCALES.join(', ')}` }, 400);
    return c.json({ data: await seats.left(locale as Locale) }, 200, { 'cache-control': 'no-store' });
  });

  routes.use(CLASS_RESERVATION_ENDPOINT, limitBodySize(API_BODY_LIMIT_BYTES));
  routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], CLASS_RESERVATION_ENDPOINT, (c) => c.json({ error: `${CLASS_RESERVATION_ENDPOINT} accepts POST only.` }, 405, { allow: 'POST' }));
  routes.post(CLASS_RESERVATION_ENDPOINT, throttle, async (c) => {
    if (isJsonRequest(c)) {
      const body = await readJsonBody(c, ClassReservationRequestSchema, 'Invalid reservation');
      if (!body.ok) return body.response;
      const done = await reserve(body.value, c);
      if (done.outcome === 'unavailable') return c.json({ error: `Invalid reservation: ${done.reason}` }, 400);
      if (done.outcome === 'full') return c.json({ error: 'This session is full.' }, 409);
      return c.json({ data: { message: 'OK', reservation: { calendarUrl: calendarPath(done.token!), cancelUrl: cancelPath(done.token!), seatsLeft: done.left } } }, 200, { 'cache-control': 'no-store' });
    }
    // A plain form (no JavaScript): back to its page with the outcome as the page's message.
    if (!isOwnOrigin(c.req.header('origin'))) return c.text('Reservations are only accepted from this site’s own form.', 403);
    let form: Record<string, unknown> = {};
    try {
      form = await c.req.parseBody();
    } catch {
      // An unreadable form is an invalid one.
    }
    const answer = (outcome: ReservationOutcome) => c.redirect(`${returnPath(form.page)}${messageFragment(form.section, outcome)}`, 303);
    const request = validate(ClassReservationRequestSchema, { ...form, agreeWithTerms: form.agreeWithTerms === 'on' || form.agreeWithTerms === 'true' });
    if (!request.ok) return answer('reservation-invalid');
    const done = await reserve(request.value, c);
    if (done.outcome === 'unavailable') return answer('class-unavailable');
    if (done.outcome === 'full') return answer('class-full');
    return answer('seat-reserved');
  });

  // A reservation's own links: its calendar file, and the page that cancels it.
  routes.route(
    '/',
    bookingLinkRoutes({
      endpoint: CLASS_RESERVATION_ENDPOINT,
      find: async (token) => {
        const [row] = await database.db.select().from(classReservation).where(eq(classReservation.token, token)).limit(1);
        if (!row) return undefined;
        const locale = row.locale as Locale;
        const session = sessionNamed(documentIdOf(row.sessionId), locale);
        const startsAt = row.startsAt.getTime();
        return {
          locale,
          cancelled: row.cancelledAt !== null,
          what: session ? `${session.topic}, ${sessionTime(startsAt, session.durationMinutes, locale, row.timeZone)} (${timeZoneName(row.timeZone, locale)})` : null,
          calendar: () => calendarOf({ session: session!, startsAt, locale, token, origin }),
          backHref: session?.kind === 'club' ? localizePath('/conversation-club', locale) : undefined,
        };
      },
      cancel: async (token) => {
        await database.db.update(classReservation).set({ cancelledAt: new Date(now()) }).where(and(eq(classReservation.token, token), isNull(classReservation.cancelledAt)));
        seats.changed();
      },
      words: (locale) => ({ ...BOOKING_MAIL[locale].seat.cancelPage, back: { href: localizePath('/group-lessons', locale), text: BOOKING_MAIL[locale].seat.cancelPage.back } }),
    }),
  );

  routes.onError((cause, c) => {
    console.error(`[class-reservations] ${c.req.method} ${logSafe(c.req.path)} failed: ${logMessage(cause)}`);
    return c.json({ error: 'The reservation could not be saved; please try again.' }, 503);
  });
  return routes;
}

interface Confirmation {
  session: ClassSession;
  startsAt: number;
  request: { name: string; email: string; locale: Locale; timeZone: string };
  token: string;
  origin: string;
  plusPrice: string | null;
}

/** The calendar file of a reserved seat: its description how to join and how to cancel. */
function calendarOf({ session, startsAt, locale, token, origin }: { session: ClassSession; startsAt: number; locale: Locale; token: string; origin: string }) {
  const cancelUrl = new URL(cancelPath(token), origin).href;
  const description = `${CLASSES_COPY[locale].join}\n\n${BOOKING_MAIL[locale].seat.cancelText}\n${cancelUrl}`;
  return calendarFile({ id: token, ...sessionSpan(startsAt, session.durationMinutes), summary: `Lingo: ${session.topic} (${session.level})`, description, url: cancelUrl, locale });
}

/** The confirmation e-mail in the learner's language: the time on their clock, the price, how to join, the calendar file and the link that cancels. */
export function confirmationMail({ session, startsAt, request, token, origin, plusPrice }: Confirmation) {
  const words = CLASSES_COPY[request.locale];
  const mail = BOOKING_MAIL[request.locale];
  const when = `${sessionTime(startsAt, session.durationMinutes, request.locale, request.timeZone)} (${timeZoneName(request.timeZone, request.locale)})`;
  return bookingMail({
    locale: request.locale,
    to: request.email,
    subject: mail.seat.subject({ topic: session.topic, when }),
    opening: `${mail.greeting({ name: request.name })} ${mail.seat.body}`,
    heading: `${session.topic} · ${session.level}${session.host ? ` · ${session.host}` : ''}`,
    facts: [[mail.labels.when, when], ...(plusPrice ? [[mail.labels.price, words.price({ price: plusPrice })] as const] : []), [mail.labels.join, words.join]],
    calendar: { url: new URL(calendarPath(token), origin).href, linkText: words.calendar, lead: mail.seat.calendarText, file: calendarOf({ session, startsAt, locale: request.locale, token, origin }) },
    cancel: { url: new URL(cancelPath(token), origin).href, linkText: words.cancel, lead: mail.seat.cancelText },
    signature: mail.seat.signature,
  });
}
