// A trial lesson requested from the tutor onboarding (issue 25): what the page sends, what the
// server checks in it, and what it stores. Shared by the booking form and the API.
import * as v from 'valibot';
import { LOCALES, type Locale } from '../constants.ts';
import { FunnelAnswersSchema, type FunnelAnswers } from '../onboarding/questions.ts';
import { plainText } from '../rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../subscription/email.ts';
import { TimeZoneSchema } from '../content/slot-schemas.ts';
import { upcomingSlots } from './slots.ts';
import type { Tutor } from '../content/collections.ts';

/** How far ahead a lesson can be asked for: the week the page shows, and a day's grace. */
export const BOOKING_WINDOW_DAYS = 8;

export const TrialLessonRequestSchema = v.object({
  tutor: v.pipe(v.string('must be a string'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a tutor’s slug'), v.maxLength(120, 'must be at most 120 characters')),
  startsAt: v.pipe(v.string('must be a string'), v.isoTimestamp('must be an ISO date and time such as 2026-11-26T18:00:00.000Z')),
  name: v.pipe(plainText(100), v.trim(), v.minLength(1, 'must not be empty')),
  email: v.pipe(plainText(EMAIL_MAX_LENGTH), v.check(isValidEmail, 'must be a valid e-mail address')),
  locale: v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
  timeZone: TimeZoneSchema,
  agreeWithTerms: v.literal(true, 'must be true: the visitor has to agree to the terms'),
  answers: v.optional(FunnelAnswersSchema),
});
export type TrialLessonRequest = v.InferOutput<typeof TrialLessonRequestSchema>;

export interface TrialLessonRecord {
  tutorSlug: string;
  startsAt: Date;
  name: string;
  email: string;
  locale: Locale;
  timeZone: string;
  answers: FunnelAnswers | null;
}

export const recordOfRequest = (request: TrialLessonRequest): TrialLessonRecord => ({
  tutorSlug: request.tutor,
  startsAt: new Date(request.startsAt),
  name: request.name,
  email: request.email.toLowerCase(),
  locale: request.locale,
  timeZone: request.timeZone,
  answers: request.answers ?? null,
});

/** Why a request names a lesson that cannot be booked, or null when the tutor teaches then. */
export function unbookableReason(tutor: Tutor | undefined, startsAt: Date, now: number): string | null {
  if (!tutor) return 'tutor: no such tutor';
  if (!tutor.timeZone || !tutor.weeklySlots) return 'tutor: takes no bookings';
  if (!upcomingSlots(tutor.weeklySlots, tutor.timeZone, now, BOOKING_WINDOW_DAYS).includes(startsAt.getTime())) {
    return 'startsAt: not one of the tutor’s times in the days ahead';
  }
  return null;
}
