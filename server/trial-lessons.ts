// Trial lessons asked for from the tutor onboarding (issue 25): POST /api/trial-lessons. JSON only,
// size checked before reading, every field validated with its name in the 400, the lesson checked
// against the tutor's own times, throttled per client address, and answered "OK" only once the row
// is committed. The same lesson asked for again by the same e-mail address is the same request,
// with its newest details.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { type Locale } from '../domain/constants.ts';
import { TRIAL_LESSON_ENDPOINT } from '../domain/subscription/constants.ts';
import { PlanPriceSchema, TutorSchema, type Tutor } from '../domain/content/collections.ts';
import { recordOfRequest, TrialLessonRequestSchema, unbookableReason, type TrialLessonRecord } from '../domain/tutoring/booking.ts';
import { TUTOR_LESSON_MINUTES } from '../domain/tutoring/slots.ts';
import { siteOrigin } from '../domain/constants.ts';
import BOOKING_MAIL from '../domain/i18n/compiled/bookingMail.ts';
import TUTORING_RESULTS_COPY from '../domain/i18n/compiled/tutoringResults.ts';
import { formatLessonTime, formatPrice, timeZoneName } from '../domain/i18n/format.ts';
import { localizePath } from '../domain/i18n/index.ts';
import { localRates, marketOf, marketPrices } from '../domain/pricing/markets.ts';
import { randomBase64Url } from '../domain/rules/random-token.ts';
import { geoFromHeaders, type GeoSource } from '../domain/visitor/geo.ts';
import { bookingLinkRoutes, bookingMail, calendarFile } from './mail/booking-mail.ts';
import type { Mailer } from './mail/mailer.ts';
import { API_BODY_LIMIT_BYTES, limitBodySize, readJsonBody } from './api.ts';
import type { Store } from './cms/store.ts';
import { validEntries, validEntriesOf } from './cms/store-entries.ts';
import type { OpenDatabase } from './database/index.ts';
import { trialLessonRequest } from './database/schema.ts';
import { logMessage, logSafe } from './log.ts';
import { limitFromEnv, rateLimiter, type LimitStore, type RateLimit } from './rate-limit.ts';

/** Decision: 5 requests in 10 minutes from one address; a visitor books one lesson, maybe two. */
const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** `BOOKING_RATE_LIMIT=<requests>/<seconds>`; `off` turns the limit off. */
export const bookingRateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'BOOKING_RATE_LIMIT', DEFAULT_RATE_LIMIT);

/** The tutors of each locale the content service holds, as the site reads them (a malformed one is left out). */
export const tutorsFromStore = (store: Store) => (locale: Locale): Tutor[] => validEntriesOf(store, 'tutors', TutorSchema, locale);

export interface TrialLessonRoutesOptions {
  database: OpenDatabase;
  /** The tutors a lesson can be booked with, by locale. */
  tutorsOf: (locale: Locale) => readonly Tutor[];
  rateLimit?: RateLimit | null;
  limitStore: LimitStore;
  now?: () => number;
  /** Where the request's confirmation goes; without one the request is still stored. */
  mailer?: Mailer;
  /** The site's public origin, for the links in the e-mail. */
  origin?: string;
  /** The tutor's rate in the visitor's currency, as their locale writes it (the plans' market prices, pricing/markets.ts localRates). */
  rateFor?: (usd: number, country: string | null, locale: Locale) => string | null;
  geoSource?: GeoSource;
}

const error = (message: string) => ({ error: message });

/** A request's own links: its calendar file and its cancellation. */
export const trialCalendarPath = (token: string) => `${TRIAL_LESSON_ENDPOINT}/${token}.ics`;
export const trialCancelPath = (token: string) => `${TRIAL_LESSON_ENDPOINT}/${token}/cancel`;

/** The tutor's rate in each market, from the store's plan prices (the first plan listed is the reference, as the pages price it). */
export function ratesFromStore(store: Store) {
  return (usd: number, country: string | null, locale: Locale) => {
    const [reference] = validEntries(store, 'plan-prices', PlanPriceSchema);
    const money = localRates(usd, reference ? marketPrices(reference.prices) : null)[marketOf(country)];
    return formatPrice(money.amount, money.currency, locale);
  };
}

export function trialLessonRoutes({ database, tutorsOf, rateLimit = DEFAULT_RATE_LIMIT, limitStore, now = Date.now, mailer, origin = siteOrigin(), rateFor, geoSource = 'none' }: TrialLessonRoutesOptions) {
  const routes = new Hono();
  const throttle: MiddlewareHandler = rateLimit
    ? rateLimiter('trial-lesson', rateLimit, limitStore, (seconds) => `Too many booking requests from your address; try again in ${seconds} s.`)
    : (_, next) => next();
  const tutorNamed = (slug: string, locale: Locale) => tutorsOf(locale).find((tutor) => tutor.slug === slug);
  routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], TRIAL_LESSON_ENDPOINT, (c) => c.json(error(`${TRIAL_LESSON_ENDPOINT} accepts POST only.`), 405, { allow: 'POST' }));
  routes.use(TRIAL_LESSON_ENDPOINT, limitBodySize(API_BODY_LIMIT_BYTES));
  routes.post(TRIAL_LESSON_ENDPOINT, throttle, async (c) => {
    const body = await readJsonBody(c, TrialLessonRequestSchema, 'Invalid booking');
    if (!body.ok) return body.response;
    const record = recordOfRequest(body.value);
    const tutor = tutorNamed(record.tutorSlug, record.locale);
    const unbookable = unbookableReason(tutor, record.startsAt, now());
    if (unbookable || !tutor) return c.json(error(`Invalid booking: ${unbookable}`), 400);
    // The same visitor (the e-mail address) asking again for the same lesson is one request, with
    // the details they sent last: a corrected name or new answers are kept, never dropped unsaid.
    const [row] = await database.db
      .insert(trialLessonRequest)
      .values({ ...record, consentAt: new Date(now()), token: randomBase64Url() })
      .onConflictDoUpdate({
        target: [trialLessonRequest.email, trialLessonRequest.tutorSlug, trialLessonRequest.startsAt],
        set: { name: sql`excluded.name`, locale: sql`excluded.locale`, timeZone: sql`excluded.time_zone`, answers: sql`excluded.answers`, token: sql`coalesce(${trialLessonRequest.token}, excluded.token)`, cancelledAt: null },
      })
      .returning();
    const token = row!.token!;
    const price = rateFor?.(tutor.pricePerHour, geoFromHeaders(c.req.raw.headers, geoSource).country, record.locale) ?? null;
    if (mailer) void mailer.send(trialLessonMail({ tutor, record, token, origin, price }));
    return c.json({ data: { message: 'OK', booking: { calendarUrl: trialCalendarPath(token), cancelUrl: trialCancelPath(token) } } }, 200, { 'cache-control': 'no-store' });
  });

  routes.route(
    '/',
    bookingLinkRoutes({
      endpoint: TRIAL_LESSON_ENDPOINT,
      find: async (token) => {
        const [row] = await database.db.select().from(trialLessonRequest).where(eq(trialLessonRequest.token, token)).limit(1);
        if (!row) return undefined;
        const locale = row.locale as Locale;
        const tutor = tutorNamed(row.tutorSlug, locale);
        const startsAt = row.startsAt.getTime();
        return {
          locale,
          cancelled: row.cancelledAt !== null,
          what: tutor ? `${tutor.name}, ${formatLessonTime(startsAt, locale, row.timeZone)} (${timeZoneName(row.timeZone, locale)})` : null,
          calendar: () => trialCalendar({ tutor: tutor!, startsAt, locale, token, origin }),
        };
      },
      cancel: async (token) => void (await database.db.update(trialLessonRequest).set({ cancelledAt: new Date(now()) }).where(and(eq(trialLessonRequest.token, token), isNull(trialLessonRequest.cancelledAt)))),
      words: (locale) => ({ ...BOOKING_MAIL[locale].trial.cancelPage, back: { href: localizePath('/english-tutors', locale), text: BOOKING_MAIL[locale].trial.cancelPage.back } }),
    }),
  );

  routes.onError((cause, c) => {
    console.error(`[trial-lessons] ${c.req.method} ${logSafe(c.req.path)} failed: ${logMessage(cause)}`);
    return c.json(error('The booking could not be saved; please try again.'), 503);
  });
  return routes;
}

/** A trial lesson's calendar file: 50 minutes with the tutor, how to join and how to cancel. */
function trialCalendar({ tutor, startsAt, locale, token, origin }: { tutor: Tutor; startsAt: number; locale: Locale; token: string; origin: string }) {
  const cancelUrl = new URL(trialCancelPath(token), origin).href;
  const description = `${TUTORING_RESULTS_COPY[locale].booking.join({ tutor: tutor.name })}\n\n${BOOKING_MAIL[locale].trial.cancelText}\n${cancelUrl}`;
  return calendarFile({ id: token, start: startsAt, end: startsAt + TUTOR_LESSON_MINUTES * 60_000, summary: `Lingo: ${tutor.name}`, description, url: cancelUrl, locale });
}

/** The request's e-mail in the learner's language: the time on their clock, the tutor's price in their currency, how to join, the calendar file and the link that cancels. */
export function trialLessonMail({ tutor, record, token, origin, price }: { tutor: Tutor; record: TrialLessonRecord; token: string; origin: string; price: string | null }) {
  const words = TUTORING_RESULTS_COPY[record.locale].booking;
  const mail = BOOKING_MAIL[record.locale];
  const when = `${formatLessonTime(record.startsAt.getTime(), record.locale, record.timeZone)} (${timeZoneName(record.timeZone, record.locale)})`;
  return bookingMail({
    locale: record.locale,
    to: record.email,
    subject: mail.trial.subject({ tutor: tutor.name, when }),
    opening: `${mail.greeting({ name: record.name })} ${mail.trial.body({ tutor: tutor.name })}`,
    heading: words.heading({ tutor: tutor.name }),
    facts: [[mail.labels.when, when], ...(price ? [[words.priceLabel, words.price({ price, tutor: tutor.name })] as const] : []), [words.joinLabel, words.join({ tutor: tutor.name })]],
    calendar: { url: new URL(trialCalendarPath(token), origin).href, linkText: words.calendar, lead: mail.trial.calendarText, file: trialCalendar({ tutor, startsAt: record.startsAt.getTime(), locale: record.locale, token, origin }) },
    cancel: { url: new URL(trialCancelPath(token), origin).href, linkText: words.cancel, lead: mail.trial.cancelText },
    signature: mail.trial.signature,
  });
}
