// Trial lessons asked for from the tutor onboarding (issue 25): POST /api/trial-lessons. JSON only,
// size checked before reading, every field validated with its name in the 400, the lesson checked
// against the tutor's own times, throttled per client address, and answered "OK" only once the row
// is committed. The same lesson asked for again by the same e-mail address is the same request,
// with its newest details.
import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { type Locale } from '../domain/constants.ts';
import { TRIAL_LESSON_ENDPOINT } from '../domain/subscription/constants.ts';
import { TutorSchema, type Tutor } from '../domain/content/collections.ts';
import { validate } from '../domain/content/schemas.ts';
import { recordOfRequest, TrialLessonRequestSchema, unbookableReason } from '../domain/tutoring/booking.ts';
import { API_BODY_LIMIT_BYTES, limitBodySize, readJsonBody } from './api.ts';
import type { Store } from './cms/store.ts';
import type { OpenDatabase } from './database/index.ts';
import { trialLessonRequest } from './database/schema.ts';
import { logMessage, logSafe } from './log.ts';
import { limitFromEnv, rateLimiter, type LimitStore, type RateLimit } from './rate-limit.ts';

/** Decision: 5 requests in 10 minutes from one address; a visitor books one lesson, maybe two. */
const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** `BOOKING_RATE_LIMIT=<requests>/<seconds>`; `off` turns the limit off. */
export const bookingRateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) => limitFromEnv(env, 'BOOKING_RATE_LIMIT', DEFAULT_RATE_LIMIT);

/** The tutors of each locale the content service holds, as the site reads them (a malformed one is left out). */
export function tutorsFromStore(store: Store): (locale: Locale) => Tutor[] {
  const byLocale = new Map<string, Tutor[]>();
  for (const entry of store.get('tutors') ?? []) {
    const result = validate(TutorSchema, entry);
    if (!result.ok) continue;
    const locale = result.value.locale ?? '';
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), result.value]);
  }
  return (locale) => byLocale.get(locale) ?? [];
}

export interface TrialLessonRoutesOptions {
  database: OpenDatabase;
  /** The tutors a lesson can be booked with, by locale. */
  tutorsOf: (locale: Locale) => readonly Tutor[];
  rateLimit?: RateLimit | null;
  limitStore: LimitStore;
  now?: () => number;
}

const error = (message: string) => ({ error: message });

export function trialLessonRoutes({ database, tutorsOf, rateLimit = DEFAULT_RATE_LIMIT, limitStore, now = Date.now }: TrialLessonRoutesOptions) {
  const routes = new Hono();
  const throttle: MiddlewareHandler = rateLimit
    ? rateLimiter('trial-lesson', rateLimit, limitStore, (seconds) => `Too many booking requests from your address; try again in ${seconds} s.`)
    : (_, next) => next();
  routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], TRIAL_LESSON_ENDPOINT, (c) => c.json(error(`${TRIAL_LESSON_ENDPOINT} accepts POST only.`), 405, { allow: 'POST' }));
  routes.use(TRIAL_LESSON_ENDPOINT, limitBodySize(API_BODY_LIMIT_BYTES));
  routes.post(TRIAL_LESSON_ENDPOINT, throttle, async (c) => {
    const body = await readJsonBody(c, TrialLessonRequestSchema, 'Invalid booking');
    if (!body.ok) return body.response;
    const record = recordOfRequest(body.value);
    const unbookable = unbookableReason(
      tutorsOf(record.locale).find((tutor) => tutor.slug === record.tutorSlug),
      record.startsAt,
      now(),
    );
    if (unbookable) return c.json(error(`Invalid booking: ${unbookable}`), 400);
    // The same visitor (the e-mail address) asking again for the same lesson is one request, with
    // the details they sent last: a corrected name or new answers are kept, never dropped unsaid.
    await database.db
      .insert(trialLessonRequest)
      .values({ ...record, consentAt: new Date(now()) })
      .onConflictDoUpdate({
        target: [trialLessonRequest.email, trialLessonRequest.tutorSlug, trialLessonRequest.startsAt],
        set: { name: sql`excluded.name`, locale: sql`excluded.locale`, timeZone: sql`excluded.time_zone`, answers: sql`excluded.answers` },
      });
    return c.json({ data: { message: 'OK' } }, 200, { 'cache-control': 'no-store' });
  });
  routes.onError((cause, c) => {
    console.error(`[trial-lessons] ${c.req.method} ${logSafe(c.req.path)} failed: ${logMessage(cause)}`);
    return c.json(error('The booking could not be saved; please try again.'), 503);
  });
  return routes;
}
