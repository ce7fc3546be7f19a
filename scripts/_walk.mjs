import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';
const [,, base, out, path, ...picks] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const [width, ua] of [[390, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1'], [1440, undefined]]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 1000 : 844 }, userAgent: ua });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.locator('form li[data-current]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}-${width}-q1.png` });
  for (const [i, pick] of picks.entries()) {
    await page.locator('li[data-current] label').filter({ hasText: pick }).first().click();
    if (i === 1) await page.screenshot({ path: `${out}-${width}-q2.png` });
    const next = page.locator('form button:visible').last();
    await next.click();
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
  await page.locator(process.env.SECTION ?? '[id="1-onboarding"]').screenshot({ path: `${out}-${width}-result.png` });
  await page.close();
}
await browser.close();
