/** Spec §9 "Breakpoints": xs up to 767px, sm from 768, md from 1025, lg from 1200, lgBig 1440, xlg 1920. */
export const BREAKPOINTS = {
  sm: 768,
  md: 1025,
  lg: 1200,
  lgBig: 1440,
  xlg: 1920,
} as const;

/** The page's content column in px: header, banners' content, page templates and footer line up on it. */
export const CONTENT_WIDTH = 1200;

/** Spec §2 "Header": the desktop layout is used from 1100px. */
export const HEADER_DESKTOP_MIN_WIDTH = 1100;

/** xs is everything below sm. */
export const XS_MAX_WIDTH = BREAKPOINTS.sm - 1;

/** Named media queries; the Stitches config and plain CSS both read these. */
export const MEDIA = {
  xs: `(max-width: ${XS_MAX_WIDTH}px)`,
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
  lgBig: `(min-width: ${BREAKPOINTS.lgBig}px)`,
  xlg: `(min-width: ${BREAKPOINTS.xlg}px)`,
  headerDesktop: `(min-width: ${HEADER_DESKTOP_MIN_WIDTH}px)`,
  /** Where the header is short of room for the longest locale (uk): the smallest phones, and the desktop layout below lg. */
  headerTight: `(max-width: 374.98px), (min-width: ${HEADER_DESKTOP_MIN_WIDTH}px) and (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
  /** Without scripting: what needs a script gives way to something that does not. */
  noScript: '(scripting: none)',
  motion: '(prefers-reduced-motion: no-preference)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(any-hover: hover)',
} as const;

export type MediaName = keyof typeof MEDIA;

/** Widths at which responsive stories are snapshotted: a phone and a desktop (issue #2). */
export const SNAPSHOT_WIDTHS = [390, 1440] as const;
