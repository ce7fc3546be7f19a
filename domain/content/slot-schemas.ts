// A tutor's zone and weekly times as the CMS holds them, checked where they enter (collections.ts).
import * as v from 'valibot';
import { WEEKLY_SLOT } from './weekly-slot.ts';

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
