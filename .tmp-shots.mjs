import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': process.env.COUNTRY ?? 'GB' } });
const page = await context.newPage();
for (const [name, url] of JSON.parse(process.argv[2])) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
  }
}
await browser.close();
