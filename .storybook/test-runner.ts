// The visual + accessibility gate (issue #2). For every story of the built Storybook:
// play function passes → axe finds no WCAG 2.2 AA violation → every width matches its baseline.
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
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
 * A story that never settles fails as such, not as a pixel diff.
 */
async function stillScreenshot(page: Page, { fullPage }: { fullPage: boolean }) {
  const capture = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage });
  let previous = await capture();
  for (let attempt = 2; attempt <= STILL_SCREENSHOT_ATTEMPTS; attempt++) {
    await nextFrames(page);
    const next = await capture();
    if (next.equals(previous)) return next;
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

async function widthsOf(page: Page, context: Parameters<NonNullable<TestRunnerConfig['preVisit']>>[1]) {
  const { parameters } = await getStoryContext(page, context);
  const visual = (parameters.visual ?? {}) as VisualParameters;
  return { visual, fileName: String(parameters.fileName) };
}

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
    await injectAxe(page);
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

      await configureAxe(page, { rules: [{ id: 'target-size', enabled: true }] });
      await checkA11y(page, 'body', {
        axeOptions: { runOnly: { type: 'tag', values: AXE_RUN_ONLY_TAGS } },
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
      });

      if (visual.disable) continue;
      const image = await stillScreenshot(page, { fullPage: visual.fullPage ?? false });
      if (!visual.blank && isSingleColour(image)) {
        throw new Error(
          `${context.id} at ${width} px is one colour over the whole image: a snapshot of nothing protects nothing. ` +
            'Show the state the story is about; a story that only tests behaviour says `visual: { disable: true }` with why; ' +
            "one whose subject really is an empty surface says `visual: { blank: 'why' }`.",
        );
      }
      const suffix = widths.length > 1 ? `--w${width}` : '';
      jestExpect()(image).toMatchImageSnapshot(
        snapshotOptions({
          snapshotsDir: join(process.cwd(), dirname(fileName), '__snapshots__'),
          identifier: `${context.id}${suffix}`,
          maxDiffPixels: visual.maxDiffPixels?.pixels ?? 0,
        }),
      );
    }
  },
};

export default config;
