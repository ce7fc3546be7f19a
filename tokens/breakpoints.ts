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

/** xs is everything below sm. */
const XS_MAX_WIDTH = BREAKPOINTS.sm - 1;

/** Named media queries; the Stitches config and plain CSS both read these. */
export const MEDIA = {
  xs: `(max-width: ${XS_MAX_WIDTH}px)`,
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
  lgBig: `(min-width: ${BREAKPOINTS.lgBig}px)`,
  xlg: `(min-width: ${BREAKPOINTS.xlg}px)`,
  /** Without scripting: what needs a script gives way to something that does not. */
  noScript: '(scripting: none)',
  /** With scripting: what a script will drive shows its scripted form from the first paint. */
  scripted: '(scripting: enabled)',
  motion: '(prefers-reduced-motion: no-preference)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(any-hover: hover)',
} as const;

export type MediaName = keyof typeof MEDIA;

/** Widths at which responsive stories are snapshotted: a phone and a desktop (issue #2). */
export const SNAPSHOT_WIDTHS = [390, 1440] as const;
