// Axe in an end-to-end page, with the same engine (axe-core, pinned) and the same WCAG 2.2 AA
// rule set as the story gate.
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { AXE_RUN_ONLY_TAGS } from '../visual/axe-options.ts';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The violations on the page as it is now, as "rule: help (selectors)" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read mid-transition otherwise (a bar fading in fails contrast at half opacity).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().endTime === Infinity || animation.playState !== 'running'),
  );
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
      }),
    AXE_RUN_ONLY_TAGS,
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
