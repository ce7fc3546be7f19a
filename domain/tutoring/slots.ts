// A tutor's weekly times as the CMS writes them ("mon 18:00", in the tutor's own time zone), and the
// real lessons they give in the days ahead, as instants any visitor can read in their own zone.
import { WEEKLY_SLOT } from '../content/weekly-slot.ts';

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A lesson with a tutor, trial or not, is 50 minutes (the booking says so). */
export const TUTOR_LESSON_MINUTES = 50;

/** A lesson's time on the tutor's clock from its start: "06:30–07:20". */
export function lessonSpan(hour: number, minute: number, minutes = TUTOR_LESSON_MINUTES): string {
  const end = (hour * 60 + minute + minutes) % (24 * 60);
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return `${clock(hour * 60 + minute)}–${clock(end)}`;
}


const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall clock of an instant in a zone: its date, weekday (0 Monday), hour and minute. */
export function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_KEYS.indexOf(parts.weekday!.toLowerCase().slice(0, 3) as WeekdayKey),
  };
}

/** The instant at which a zone's clocks show this date and time (the later one when a clock change makes two). */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const wall = wallClock(instant, timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

/** The lessons a tutor's weekly times give from `from` for `days` days, earliest first (UTC milliseconds). */
export function upcomingSlots(weeklySlots: readonly string[], timeZone: string, from: number, days = 7): number[] {
  const until = from + days * DAY;
  const starts = new Set<number>();
  // Every calendar day in the tutor's zone that the window touches.
  for (let instant = from - DAY; instant <= until + DAY; instant += DAY) {
    const date = wallClock(instant, timeZone);
    for (const slot of weeklySlots) {
      const match = WEEKLY_SLOT.exec(slot);
      if (!match || WEEKDAY_KEYS.indexOf(match[1] as WeekdayKey) !== date.weekday) continue;
      const start = instantOf(date.year, date.month, date.day, Number(match[2]), Number(match[3]), timeZone);
      if (start >= from && start < until) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}
