// A tutor's zone and weekly times as the CMS holds them, checked where they enter (collections.ts).
import * as v from 'valibot';

/** "mon 18:00": a weekday and a time on the tutor's clock (tutoring/slots.ts reads them). */
export const WEEKLY_SLOT = /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):([0-5]\d)$/;

export const WeeklySlotSchema = v.pipe(v.string(), v.regex(WEEKLY_SLOT, 'must look like "mon 18:00"'));

/** An IANA zone the runtime knows (Europe/Kyiv); one it does not know is refused, not guessed. */
export const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Europe/Kyiv'),
);
