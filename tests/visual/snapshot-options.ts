import { join } from 'node:path';
import { PNG } from 'pngjs';

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
  /**
   * Why this story's snapshot may be one colour over the whole image. The gate refuses a blank
   * snapshot otherwise: a picture of nothing protects nothing (a story that only tests behaviour
   * says `disable: true` instead).
   */
  blank?: string;
  /** 'allow' runs the story without prefers-reduced-motion (default 'reduce', see test-runner). */
  motion?: 'reduce' | 'allow';
  /**
   * Differing pixels this story may show against its baseline (default 0). Only for a story
   * that needs it, always with the reason, which the gate prints beside a failure.
   */
  maxDiffPixels?: { pixels: number; why: string };
}

/**
 * Per-pixel comparison (toolchain note: a percentage threshold let a 6 px radius change pass).
 * Any colour difference counts, anti-aliased pixels included, so a one-unit change of a border
 * colour fails (tests/gate-proof.mjs). No pixel may differ unless the story says why
 * (`maxDiffPixels`): flakiness is removed at its cause (screenshots of a still page, states
 * awaited by their computed style), not absorbed by a tolerance.
 */
const PIXEL_COLOUR_THRESHOLD = 0;

/** How many screenshots the gate takes, at most, waiting for two identical ones in a row. */
export const STILL_SCREENSHOT_ATTEMPTS = 10;

export function snapshotOptions({
  snapshotsDir,
  identifier,
  maxDiffPixels,
}: {
  snapshotsDir: string;
  identifier: string;
  maxDiffPixels: number;
}) {
  return {
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    customDiffDir: join(process.cwd(), 'test-results', 'visual-diffs'),
    comparisonMethod: 'pixelmatch' as const,
    customDiffConfig: { threshold: PIXEL_COLOUR_THRESHOLD, includeAA: true },
    failureThreshold: maxDiffPixels,
    failureThresholdType: 'pixel' as const,
    storeReceivedOnFailure: true,
    customReceivedDir: join(process.cwd(), 'test-results', 'visual-received'),
  };
}

/** True when every pixel of the PNG has the same colour (a snapshot of nothing). */
export function isSingleColour(image: Buffer): boolean {
  const { data } = PNG.sync.read(image);
  for (let index = 4; index < data.length; index++) if (data[index] !== data[index % 4]) return false;
  return true;
}
