// The visual + accessibility gate (issue #2). For every story of the built Storybook:
// play function passes → axe finds no WCAG 2.2 AA violation → every width matches its baseline.
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { AXE_RUN_ONLY_TAGS, DEFAULT_VIEWPORT, SNAPSHOT_NOW } from '../tests/visual/axe-options.ts';
import { isSingleColour, STILL_SCREENSHOT_ATTEMPTS, snapshotOptions, type VisualParameters } from '../tests/visual/snapshot-options.ts';

// This module is also loaded outside Jest (by the CLI), so Jest's `expect` is read from the
// global scope when the hooks run, not imported.
interface JestExpect {
  extend(matchers: object): void;
  (actual: unknown): { toMatchImageSnapshot(options: object): void };
}
const jestExpect = () => (globalThis as unknown as { expect: JestExpect }).expect;

// Everything that could move between two runs is stopped: transitions, animations, the caret.
const FREEZE_MOTION_CSS = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

/**
 * Frozen motion is in place before a story renders (unless it asks for `motion: 'allow'`), so
 * no transition or animation ever runs in a snapshot story: a mid-flight one, or an element
 * promoted to its own layer by one, anti-aliases differently from run to run.
 */
async function freezeMotion(page: Page, frozen: boolean) {
  await page.evaluate(
    ({ css, frozen: on }) => {
      const existing = document.getElementById('snapshot-freeze-motion');
      if (!on) return existing?.remove();
      if (existing) return;
      const style = document.createElement('style');
      style.id = 'snapshot-freeze-motion';
      style.textContent = css;
      document.head.append(style);
    },
    { css: FREEZE_MOTION_CSS, frozen },
  );
}

async function settle(page: Page) {
  await waitForPageReady(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image starts loading only near the viewport; a snapshot shows it as a visitor who
    // scrolled there would (a decode() of one never started would wait forever).
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      Array.from(document.images, (image) => (image.complete ? null : image.decode().catch(() => null))),
    );
  });
  await nextFrames(page);
}

/**
 * The page as it is once it has stopped changing: screenshots are taken until two in a row are
 * identical (Playwright's toHaveScreenshot does the same), and that image is compared. On a busy
 * machine a paint can land between two captures, and a half-painted frame is not a regression.
 * A story that never settles fails as such, not as a pixel diff. A first capture that is the
 * baseline, byte for byte, is that still image already: no second one is taken, and there is nothing
 * to compare (a comparison decodes both images and costs more than the capture).
 */
async function stillScreenshot(page: Page, { fullPage, baseline }: { fullPage: boolean; baseline: Buffer | null }) {
  const capture = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage });
  let previous = await capture();
  if (baseline?.equals(previous)) return { image: previous, isBaseline: true };
  for (let attempt = 2; attempt <= STILL_SCREENSHOT_ATTEMPTS; attempt++) {
    await nextFrames(page);
    const next = await capture();
    if (next.equals(previous)) return { image: next, isBaseline: baseline?.equals(next) ?? false };
    previous = next;
  }
  throw new Error(
    `The story never became still: ${STILL_SCREENSHOT_ATTEMPTS} screenshots in a row each differed from the one before. ` +
      'Something on it keeps moving (an animation that ignores reduced motion, a timer, a video): stop it in the story, ' +
      "or say `visual: { disable: true }` with the reason.",
  );
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The story's visual parameters, read from the page once a story (preVisit and postVisit share them). */
const visualOf = new Map<string, Promise<{ visual: VisualParameters; fileName: string }>>();
function widthsOf(page: Page, context: Parameters<NonNullable<TestRunnerConfig['preVisit']>>[1]) {
  if (!visualOf.has(context.id)) {
    visualOf.set(
      context.id,
      getStoryContext(page, context).then(({ parameters }) => ({ visual: (parameters.visual ?? {}) as VisualParameters, fileName: String(parameters.fileName) })),
    );
  }
  return visualOf.get(context.id)!;
}

/** axe, once a page: stories render one after another in the same document. */
async function ensureAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  await injectAxe(page);
  await configureAxe(page, { rules: [{ id: 'target-size', enabled: true }] });
}

const baselineOf = (path: string) => (existsSync(path) ? readFileSync(path) : null);

const config: TestRunnerConfig = {
  setup() {
    jestExpect().extend({ toMatchImageSnapshot });
  },

  async prepare({ page }) {
    // A real mouse and Tab key for the state matrices' plays (story-helpers.ts): native controls
    // take their looks from :hover, :active and :focus-visible, which no synthetic event reaches.
    await page.exposeFunction('__realInput', async (action: 'move' | 'down' | 'up' | 'tab', x = 0, y = 0) => {
      if (action === 'tab') await page.keyboard.press('Tab');
      else if (action === 'move') await page.mouse.move(x, y);
      else await page.mouse[action]();
    });
    // A fixed clock before any page script runs; timers keep running (Playwright setFixedTime).
    await page.clock.setFixedTime(new Date(SNAPSHOT_NOW));
    // No animation ever starts: a running transform promotes an element to a compositor layer,
    // which rasterises edges differently until it is demoted — a timing-dependent diff.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },

  async preVisit(page, context) {
    const { visual } = await widthsOf(page, context);
    const width = visual.widths?.[0] ?? DEFAULT_VIEWPORT.width;
    await page.setViewportSize({ width, height: visual.height ?? DEFAULT_VIEWPORT.height });
    await page.emulateMedia({ reducedMotion: visual.motion === 'allow' ? 'no-preference' : 'reduce' });
    await freezeMotion(page, visual.motion !== 'allow');
    await ensureAxe(page);
  },

  async postVisit(page, context) {
    // The runner calls this hook after a failed play too (hasFailure), then rethrows the play's
    // error: checking axe and pixels on a half-played story would report a snapshot diff in place
    // of the assertion that failed (issue #40).
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const { visual, fileName } = await widthsOf(page, context);
    const pageNow = await page.evaluate(() => Date.now());
    if (pageNow !== Date.parse(SNAPSHOT_NOW)) {
      throw new Error(`The page clock is not frozen at ${SNAPSHOT_NOW} (Date.now() = ${pageNow})`);
    }
    await freezeMotion(page, true);
    const widths = visual.widths ?? [DEFAULT_VIEWPORT.width];

    for (const width of widths) {
      await page.setViewportSize({ width, height: visual.height ?? DEFAULT_VIEWPORT.height });
      await settle(page);

      await checkA11y(page, 'body', {
        axeOptions: { runOnly: { type: 'tag', values: AXE_RUN_ONLY_TAGS } },
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
      });

      if (visual.disable) continue;
      const snapshotsDir = join(process.cwd(), dirname(fileName), '__snapshots__');
      const identifier = `${context.id}${widths.length > 1 ? `--w${width}` : ''}`;
      const { image, isBaseline } = await stillScreenshot(page, { fullPage: visual.fullPage ?? false, baseline: baselineOf(join(snapshotsDir, `${identifier}.png`)) });
      // A baseline passed this check when it was written: an image identical to it needs no second look.
      if (!visual.blank && !isBaseline && isSingleColour(image)) {
        throw new Error(
          `${context.id} at ${width} px is one colour over the whole image: a snapshot of nothing protects nothing. ` +
            'Show the state the story is about; a story that only tests behaviour says `visual: { disable: true }` with why; ' +
            "one whose subject really is an empty surface says `visual: { blank: 'why' }`.",
        );
      }
      if (isBaseline) continue;
      jestExpect()(image).toMatchImageSnapshot(
        snapshotOptions({
          snapshotsDir,
          identifier,
          maxDiffPixels: visual.maxDiffPixels?.pixels ?? 0,
        }),
      );
    }
  },
};

export default config;
