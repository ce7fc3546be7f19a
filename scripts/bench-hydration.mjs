// What a page's scripts cost a phone, observed rather than simulated: each page opened in the
// pinned browser with the CPU slowed 4× (CDP), cache cold, five times. Per run: first contentful
// paint, the moment the page works (<html data-hydrated>, set by site/entry.client.tsx once every
// island has hydrated), and the main thread's blocking time from first paint on (the sum over
// long tasks of what exceeds 50 ms, the definition of TBT, here from the browser's own
// `longtask` entries). Lighthouse's TBT is simulated from one trace and varies several-fold
// between runs on this machine; these figures are what the browser saw. Then, the page settled,
// the first tap on the header's Menu, to the side menu open: what a control costs the first time
// it is used (the header hydrates then, islands/starter.ts).
// `npm run bench:hydration` (builds first; `-- --no-build` reuses build/client, `-- --page=/blog`
// narrows, repeatable).
// The functions given to the page run in the browser.
/* global window, document, MutationObserver */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { PAGES, timedBuild } from './lighthouse.mjs';

const PORT = 4313;
const RUNS = 5;
const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));

/** Records, from the first byte, the first paint, the long tasks and when the page works. */
const OBSERVE = () => {
  const seen = { longTasks: [], hydrated: null };
  window.__hydrationBench = seen;
  new PerformanceObserver((list) => seen.longTasks.push(...list.getEntries().map((task) => ({ start: task.startTime, ms: task.duration })))).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (seen.hydrated === null && document.documentElement.dataset.hydrated === 'true') seen.hydrated = performance.now();
    // The document, not <html>: an init script runs before <html> exists.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
};

/** Taps Menu (the header's dialog button) once; ms from the tap to the side menu open, or null without one. */
async function firstMenuTap(page) {
  const menu = page.locator('header [aria-haspopup="dialog"]');
  if ((await menu.count()) === 0) return null;
  await page.evaluate(() => {
    const tap = (window.__menuTap = { down: null, open: null });
    document.addEventListener('pointerdown', () => (tap.down ??= performance.now()), true);
    const check = () => {
      if (tap.open === null && document.querySelector('header [aria-haspopup="dialog"][aria-expanded="true"]')) tap.open = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
  });
  await menu.tap();
  await page.waitForFunction(() => window.__menuTap.open !== null, null, { timeout: 30_000 });
  return page.evaluate(() => window.__menuTap.open - window.__menuTap.down);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__hydrationBench.hydrated !== null, null, { timeout: 30_000 });
  // Whatever the hydration set off (effects, lazy chunks after load) finishes within this.
  await page.waitForTimeout(3000);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const { longTasks, hydrated } = window.__hydrationBench;
    const blocking = longTasks.filter((task) => task.start >= fcp).reduce((total, task) => total + Math.max(0, task.ms - 50), 0);
    return { fcp, hydrated, blocking, longest: Math.max(0, ...longTasks.map((task) => task.ms)) };
  });
  result.menu = await firstMenuTap(page);
  await context.close();
  return result;
}

if (!args.includes('--no-build')) await timedBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-hydration-'));
const site = spawn('node', ['--import', 'tsx', 'server/start.ts'], {
  cwd: join(import.meta.dirname, '..'),
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_REQUESTS: '0' },
  stdio: 'ignore',
});
try {
  for (let tries = 0; ; tries++) {
    if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then((response) => response.ok, () => false)) break;
    if (tries > 120) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  console.log('| page | FCP ms | first paint → works, ms (runs) | blocking after first paint, ms (runs) | longest task ms | first Menu tap → open, ms (runs) |');
  console.log('|---|---|---|---|---|---|');
  for (const path of pages.length ? pages : PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, path));
    const round = (values) => values.map((value) => Math.round(value));
    const works = round(runs.map((run) => run.hydrated - run.fcp));
    const blocking = round(runs.map((run) => run.blocking));
    const menu = runs.every((run) => run.menu !== null) ? round(runs.map((run) => run.menu)) : null;
    const menuCell = menu ? `**${median(menu)}** (${menu.join(' / ')})` : '–';
    console.log(`| ${path} | ${Math.round(median(runs.map((run) => run.fcp)))} | **${median(works)}** (${works.join(' / ')}) | **${median(blocking)}** (${blocking.join(' / ')}) | ${Math.round(median(runs.map((run) => run.longest)))} | ${menuCell} |`);
  }
  await browser.close();
} finally {
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
