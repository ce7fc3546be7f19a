export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds in a time-left value; negative or invalid is zero. */
export function splitTimeLeft(ms: number): TimeLeft {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) * SECOND : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

export const pad2 = (value: number) => String(value).padStart(2, '0');
