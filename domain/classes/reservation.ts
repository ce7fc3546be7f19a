// A seat reserved in a group class or a club session (issue 62): what the page sends, what the
// server checks, and what the confirmation says. Shared by the timetable's form and the API.
import * as v from 'valibot';
import { LOCALES } from '../constants.ts';
import type { ClassSession } from '../content/collections.ts';
import { TimeZoneSchema } from '../content/slot-schemas.ts';
import { plainText } from '../rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../subscription/email.ts';
import { CLASS_SEATS, RESERVATION_WINDOW_DAYS, sessionStarts } from './timetable.ts';

export { CLASS_RESERVATION_ENDPOINT, CLASS_SEATS_ENDPOINT, calendarPath, cancelPath } from './timetable.ts';

export const ClassReservationRequestSchema = v.object({
  session: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a class session’s id')),
  /** The start the visitor saw; a form posted without JavaScript has none, and reserves the session's next. */
  startsAt: v.optional(v.pipe(v.string('must be a string'), v.isoTimestamp('must be an ISO date and time such as 2026-11-30T23:00:00.000Z'))),
  name: v.pipe(plainText(100), v.trim(), v.minLength(1, 'must not be empty')),
  email: v.pipe(plainText(EMAIL_MAX_LENGTH), v.check(isValidEmail, 'must be a valid e-mail address')),
  locale: v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
  /** The visitor's clock; without JavaScript, the one their country keeps (visitor/time-zone.ts). */
  timeZone: v.optional(TimeZoneSchema),
  agreeWithTerms: v.literal(true, 'must be true: the visitor has to agree to the terms'),
});
export type ClassReservationRequest = v.InferOutput<typeof ClassReservationRequestSchema>;

/** Why a request names a seat that cannot be reserved, or null when the session runs then. */
export function unreservableReason(session: ClassSession | undefined, startsAt: number, now: number): string | null {
  if (!session) return 'session: no such class session';
  if (!sessionStarts(session, now, RESERVATION_WINDOW_DAYS).includes(startsAt)) return 'startsAt: not one of the session’s starts in the days ahead';
  return null;
}

/** Seats left in a session, never below none. */
export const seatsLeft = (kind: ClassSession['kind'], taken: number) => Math.max(0, CLASS_SEATS[kind] - taken);
