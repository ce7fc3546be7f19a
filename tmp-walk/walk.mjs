import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
const base = 'http://127.0.0.1:4331';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/language-learning-app', '/english-tutors', '/english-tutors/emma-clarke', '/blog', '/group-lessons', '/pricing'];
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [w, h] of [[390, 844], [1440, 900]]) {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 768, isMobile: w < 768, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-12-04T10:20:30.000Z') });
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const seen = new Map();
    for (let t = 0; t <= 45; t++) {
      const now = await page.evaluate(() => {
        const out = [];
        for (const el of document.querySelectorAll('body *')) {
          const s = getComputedStyle(el);
          if (s.position !== 'fixed' && s.position !== 'sticky') continue;
          if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) continue;
          const r = el.getBoundingClientRect();
          if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.top >= innerHeight) continue;
          const name = (el.getAttribute('role') ?? el.tagName.toLowerCase()) + (el.dataset.testid ? '#' + el.dataset.testid : '') + (el.getAttribute('aria-label') ? `"${el.getAttribute('aria-label')}"` : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0].slice(0, 20) : '');
          out.push(`${s.position} ${name} y${Math.round(r.top)}-${Math.round(r.bottom)} x${Math.round(r.left)}-${Math.round(r.right)}`);
        }
        return out;
      });
      for (const n of now) if (!seen.has(n.replace(/ y.*/, ''))) seen.set(n.replace(/ y.*/, ''), `t=${t}s scroll=${await page.evaluate(() => Math.round(scrollY))} ${n}`);
      await page.mouse.wheel(0, 300);
      await page.clock.runFor(1000);
      await page.waitForTimeout(100);
    }
    console.log(`\n== ${path} ${w}x${h}`);
    for (const v of seen.values()) console.log('  ' + v);
    await context.close();
  }
}
await browser.close();
