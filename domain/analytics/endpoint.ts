// The first-party analytics endpoint's address and bounds (issue 46), apart from its schema
// (collect.ts) so the browser's sender takes these few bytes without the validator.

/** Decision (the issue asks for bounds): what one request may carry. */
export const COLLECT_LIMITS = {
  /** Events in one batch; the browser sends at most this many at once. */
  eventsPerBatch: 25,
  /** A field's text; longer is refused, not cut (a bug, not a visitor, sends it). */
  textLength: 200,
  pathLength: 300,
  /** The body's size: 25 real events fit many times over. */
  bodyBytes: 16 * 1024,
} as const;

/** Where the browser sends its events. */
export const COLLECT_PATH = '/api/events';
/** Where a visitor's events are deleted ("delete my data"), by the identifier in their cookie. */
export const FORGET_PATH = '/api/events/forget';

/**
 * The first-party identifier the report counts visitors by: random, set by the server only where
 * the visitor may be counted (visitorMayBeCounted), never readable by scripts. 13 months, the
 * longest the CNIL accepts for an audience-measurement cookie.
 */
export const VISITOR_ID_COOKIE = 'lingo_vid';
export const VISITOR_ID_MAX_AGE_S = 395 * 24 * 60 * 60;
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
