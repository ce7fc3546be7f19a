import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.goto(`http://127.0.0.1:4390/storybook/iframe.html?viewMode=docs&id=${process.argv[2]}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
for (const frame of page.frames().slice(1)) {
  const info = await frame.evaluate(() => {
    const b = document.querySelector('#storybook-root button, #storybook-root a, #storybook-root input');
    return b ? [location.search.match(/id=([^&]+)/)?.[1], [...b.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.name).join(','), getComputedStyle(b).boxShadow.slice(0, 40), document.hasFocus()] : null;
  }).catch((e) => String(e).slice(0, 80));
  console.log(info);
}
await browser.close();
