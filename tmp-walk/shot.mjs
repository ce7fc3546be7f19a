import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
const [path, w, h, out, country = 'US', scroll = '0'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ viewport: { width: +w, height: +h }, hasTouch: +w < 768, isMobile: +w < 768, extraHTTPHeaders: { 'CF-IPCountry': country } });
const page = await context.newPage();
await page.clock.install({ time: new Date('2026-12-04T10:20:30.000Z') });
await page.goto('http://127.0.0.1:4331' + path);
await page.waitForTimeout(1200);
if (+scroll) { await page.mouse.wheel(0, +scroll); await page.waitForTimeout(600); }
await page.screenshot({ path: out });
await browser.close();
