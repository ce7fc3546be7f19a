import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
const base = 'http://127.0.0.1:4390';
const shots = JSON.parse(process.argv[2]);
for (const [path, width, name, opts = {}] of shots) {
  const page = await browser.newPage({ viewport: { width, height: opts.height ?? 900 }, javaScriptEnabled: opts.js !== false });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (opts.wait) await page.waitForTimeout(opts.wait);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: !!opts.full });
  console.log(name, errors.length ? errors : 'ok', await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no'));
  await page.close();
}
await browser.close();
