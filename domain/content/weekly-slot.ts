// A tutor's weekly time as the CMS writes it, without a validator (slot-schemas.ts checks it where
// it enters; tutoring/slots.ts reads it in the browser).

/** "mon 18:00": a weekday and a time on the tutor's clock. */
export const WEEKLY_SLOT = /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):([0-5]\d)$/;
