// Axe in an end-to-end page, with the same engine (axe-core, pinned) and the same WCAG 2.2 AA
// rule set as the story gate.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { AXE_RUN_ONLY_TAGS } from '../visual/axe-options.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The violations on the page as it is now, as "rule: help (selectors)" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read mid-transition otherwise (a bar fading in fails contrast at half opacity).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().endTime === Infinity || animation.playState !== 'running'),
  );
  // Evaluated by the browser's debugging protocol, not as an inline <script>, which the page's
  // own Content-Security-Policy refuses (as it should).
  await page.evaluate(axeSource);
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
