export type CountdownState =
  | { state: 'hidden'; reason: string }
  | { state: 'running'; timeLeftMs: number }
  | { state: 'ended'; timeLeftMs: 0 };

export interface CountdownTimer {
  dateStart?: unknown;
  dateEnd?: unknown;
  isDisabled?: unknown;
}

function toTime(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}

/**
 * Spec §4 "Countdown banner": hidden when disabled, when start or end is missing, or before the
 * start date; after the start it counts down; after the end it shows zeros and stops. An end
 * before the start, or an unparseable date, counts as missing.
 */
export function countdownState(timer: CountdownTimer | null | undefined, now: number): CountdownState {
  if (!timer || typeof timer !== 'object') return { state: 'hidden', reason: 'no timer' };
  if (timer.isDisabled === true) return { state: 'hidden', reason: 'disabled' };
  const start = toTime(timer.dateStart);
  const end = toTime(timer.dateEnd);
  if (start === null || end === null) return { state: 'hidden', reason: 'start or end missing' };
  if (end < start) return { state: 'hidden', reason: 'end before start' };
  if (now < start) return { state: 'hidden', reason: 'not started' };
  if (now >= end) return { state: 'ended', timeLeftMs: 0 };
  return { state: 'running', timeLeftMs: end - now };
}
