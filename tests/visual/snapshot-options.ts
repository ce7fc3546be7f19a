import { join } from 'node:path';

/** What a story may say about its snapshot, under `parameters.visual`. */
export interface VisualParameters {
  /** Viewport widths to snapshot, e.g. [390, 1440] for responsive stories. */
  widths?: readonly number[];
  /** Viewport height (default 600). */
  height?: number;
  /** Capture the whole scrollable page instead of the viewport. */
  fullPage?: boolean;
  /** Skip the screenshot (axe and play still run); say why in the story. */
  disable?: boolean;
  /** 'allow' runs the story without prefers-reduced-motion (default 'reduce', see test-runner). */
  motion?: 'reduce' | 'allow';
}

/**
 * Per-pixel comparison (toolchain note: a percentage threshold let a 6 px radius change pass).
 * Any colour difference counts, anti-aliased pixels included, so a one-unit change of a border
 * colour fails (tests/gate-proof.mjs). Up to 3 differing pixels are allowed: in about one run
 * in six, Chromium anti-aliases a single focus-ring edge pixel 2–3 units differently after
 * focus returns to a trigger; a colour tolerance instead would hide the one-unit change.
 */
export const PIXEL_COLOUR_THRESHOLD = 0;
export const FAILING_PIXELS_ALLOWED = 3;

export function snapshotOptions({ snapshotsDir, identifier }: { snapshotsDir: string; identifier: string }) {
  return {
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    customDiffDir: join(process.cwd(), 'test-results', 'visual-diffs'),
    comparisonMethod: 'pixelmatch' as const,
    customDiffConfig: { threshold: PIXEL_COLOUR_THRESHOLD, includeAA: true },
    failureThreshold: FAILING_PIXELS_ALLOWED,
    failureThresholdType: 'pixel' as const,
    storeReceivedOnFailure: true,
    customReceivedDir: join(process.cwd(), 'test-results', 'visual-received'),
  };
}
