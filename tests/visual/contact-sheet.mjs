#!/usr/bin/env node
// Review aid: one labelled page of snapshot PNGs, each cropped to its non-white content.
//   node tests/visual/contact-sheet.mjs design-system/Checkbox [more folders or PNGs] [--out file.png]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'test-results/contact-sheet.png';

const files = args.flatMap((arg) => {
  const path = resolve(arg);
  if (statSync(path).isFile()) return [path];
  const dir = statSync(join(path, '__snapshots__'), { throwIfNoEntry: false }) ? join(path, '__snapshots__') : path;
  return readdirSync(dir).filter((file) => file.endsWith('.png')).sort().map((file) => join(dir, file));
});

function cropToContent(file) {
  const png = PNG.sync.read(readFileSync(file));
  let [minX, minY, maxX, maxY] = [png.width, png.height, -1, -1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] < 250 || png.data[i + 1] < 250 || png.data[i + 2] < 250) {
        minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
      }
    }
  }
  if (maxX < 0) return { ...png, box: [0, 0, png.width, png.height] };
  const pad = 8;
  return { box: [Math.max(0, minX - pad), Math.max(0, minY - pad), Math.min(png.width, maxX + pad + 1), Math.min(png.height, maxY + pad + 1)] };
}

const figures = files.map((file) => {
  const { box } = cropToContent(file);
  const [x0, y0, x1, y1] = box;
  const data = readFileSync(file).toString('base64');
  return `<figure><div class="crop" style="width:${x1 - x0}px;height:${y1 - y0}px"><img src="data:image/png;base64,${data}" style="left:${-x0}px;top:${-y0}px"></div><figcaption>${basename(file, '.png')}</figcaption></figure>`;
});

const html = `<!doctype html><style>
body{margin:16px;font:12px system-ui;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;background:#eee}
figure{margin:0;background:#fff;padding:6px;border:1px solid #ccc}
.crop{position:relative;overflow:hidden;max-width:1500px}.crop img{position:absolute}
figcaption{margin-top:4px;color:#333}</style>${figures.join('')}`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.setContent(html);
writeFileSync(out, await page.screenshot({ fullPage: true }));
await browser.close();
console.log(`${files.length} snapshots → ${out}`);
