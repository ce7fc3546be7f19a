#!/usr/bin/env node
// npm run bench:dev — the development loop's edit-to-screen time (issue 60): starts `npm run dev`,
// opens the home page in the pinned browser, then saves four kinds of edit one after another (a
// design-system component, a page section, a catalog message, a seed file) and times each from
// the save to the open page showing it (Vite's client reloads it; the page is rendered anew from
// the sources). Each file is put back afterwards, whatever happens. Target: ≤ 2 s each.
/* global document, getComputedStyle */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const ROOT = join(import.meta.dirname, '..');
const MARK = 'rgb(1, 2, 3)';
/** Each edit: the file, the text replaced, and what the page shows once it has the edit. */
const EDITS = [
  {
    kind: 'component (design-system/Button)',
    file: 'design-system/Button/Button.tsx',
    from: "primary: { backgroundColor: '$accent',",
    to: `primary: { backgroundColor: '${MARK}',`,
    shown: (mark) => [...document.querySelectorAll('a, button')].some((element) => getComputedStyle(element).backgroundColor === mark),
  },
  {
    kind: 'section (sections/parts/Hero)',
    file: 'site/sections/parts/Hero.tsx',
    from: "fontWeight: '$bold', color: '$accent' });",
    to: `fontWeight: '$bold', color: '${MARK}' });`,
    shown: (mark) => [...document.querySelectorAll('p')].some((element) => getComputedStyle(element).color === mark),
  },
  {
    kind: 'catalog message (catalogs/en.json)',
    file: 'domain/i18n/catalogs/en.json',
    from: '"skipToContent": "Skip to content"',
    to: '"skipToContent": "Skip to the content (edited)"',
    shown: () => document.body.textContent.includes('Skip to the content (edited)'),
  },
  {
    kind: 'seed file (content/pages.en.json)',
    file: 'content/pages.en.json',
    from: '"heading": "Ten minutes a day in the app. Real conversations every week."',
    to: '"heading": "Ten minutes a day in the app (edited)."',
    shown: () => document.body.textContent.includes('Ten minutes a day in the app (edited).'),
  },
];

/** Polls the page until `shown(arg)` is `expected`, across the reloads the dev server causes. */
async function until(page, shown, arg, expected = true, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await page.evaluate(shown, arg).catch(() => !expected)) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the page never showed the edit');
}

/** The four edits, each timed from its save to the open page showing it; also the first (cold) load. */
export async function benchDev() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['run', '-s', 'dev'], { cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: join(ROOT, 'test-results', 'bench-dev-data') }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('from its sources at') && resolve());
    server.once('exit', (code) => reject(new Error(`npm run dev exited (${code})`)));
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  let firstLoadMs = null;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await until(page, () => document.documentElement.hasAttribute('data-hydrated'));
    firstLoadMs = Date.now() - started;
    console.log(`First load of / (cold: Vite transforms every module once): ${firstLoadMs} ms`);
    for (const edit of EDITS) {
      const path = join(ROOT, edit.file);
      const original = readFileSync(path, 'utf8');
      if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${edit.from}: update scripts/bench-dev.mjs`);
      try {
        started = Date.now();
        writeFileSync(path, original.replace(edit.from, edit.to));
        await until(page, edit.shown, MARK);
        results.push({ kind: edit.kind, ms: Date.now() - started });
      } finally {
        writeFileSync(path, original);
      }
      // The page back as it was before the next edit.
      await until(page, edit.shown, MARK, false);
    }
  } finally {
    await browser.close();
    process.kill(-server.pid, 'SIGTERM');
  }
  console.log('\n| Edit saved | Shown in the open page |\n|---|---|');
  for (const { kind, ms } of results) console.log(`| ${kind} | ${(ms / 1000).toFixed(2)} s |`);
  return { firstLoadMs, edits: results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { edits } = await benchDev();
  process.exitCode = edits.every(({ ms }) => ms <= 2000) ? 0 : 1;
}
