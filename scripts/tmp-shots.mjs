import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';
const base = process.env.BASE ?? 'http://127.0.0.1:4411';
const [, , outDir, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
for (const spec of specs) {
  // path@width@country[-region]@waitMs@scroll@touch
  const [path, width, geo = '', wait = '0', scroll = '0', touch = ''] = spec.split('@');
  const [country, region] = geo.split('-');
  const mobile = Number(width) < 768;
  const context = await browser.newContext({
    viewport: { width: Number(width), height: mobile ? 844 : 900 },
    deviceScaleFactor: 1,
    hasTouch: touch === 'touch',
    isMobile: touch === 'touch',
    userAgent: touch === 'touch' ? 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36' : undefined,
    extraHTTPHeaders: country ? { 'cf-ipcountry': country, ...(region ? { 'cf-region-code': region } : {}) } : {},
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', spec, m.text()));
  await page.goto(base + path, { waitUntil: 'load' });
  if (Number(scroll)) { await page.mouse.wheel(0, Number(scroll)); }
  await page.waitForTimeout(Number(wait));
  const name = `${outDir}/${path.replace(/\//g, '_') || 'home'}-${width}-${geo || 'none'}${touch ? '-touch' : ''}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await context.close();
}
await browser.close();
