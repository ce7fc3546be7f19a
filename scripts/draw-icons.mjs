// The site's icons, drawn once and committed (public/): the brand mark as SVG, the PNG sizes
// browsers and home screens ask for (rendered by the pinned Chromium), a favicon.ico holding the
// 32 px PNG, and the web manifest. Rerun after changing the mark: `node scripts/draw-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const PURPLE = '#5B3BE8';
const YELLOW = '#FFD43B';

/** The mark: a speech bubble holding an "L", on the accent; `inset` leaves the safe zone of a maskable icon. */
const mark = (size, { inset = 0, rounded = true } = {}) => {
  const s = 512;
  const pad = inset * s;
  const scale = (s - 2 * pad) / s;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}" width="${size}" height="${size}">` +
    `<rect width="${s}" height="${s}" rx="${rounded ? 112 : 0}" fill="${PURPLE}"/>` +
    `<g transform="translate(${pad} ${pad}) scale(${scale})">` +
    `<path d="M128 112h256a48 48 0 0 1 48 48v160a48 48 0 0 1-48 48H236l-84 64v-64h-24a48 48 0 0 1-48-48V160a48 48 0 0 1 48-48z" fill="#FFFFFF"/>` +
    `<path d="M204 168v136h108" fill="none" stroke="${PURPLE}" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="372" cy="140" r="36" fill="${YELLOW}"/>` +
    `</g></svg>`;
};

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
async function png(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>*{margin:0}svg{display:block}</style>${svg}`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

writeFileSync(join(PUBLIC, 'favicon.svg'), mark(32) + '\n');
const favicon32 = await png(mark(32), 32);
writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await png(mark(180, { rounded: false }), 180));
writeFileSync(join(PUBLIC, 'icon-192.png'), await png(mark(192), 192));
writeFileSync(join(PUBLIC, 'icon-512.png'), await png(mark(512), 512));
writeFileSync(join(PUBLIC, 'icon-maskable-512.png'), await png(mark(512, { inset: 0.1, rounded: false }), 512));
await browser.close();

// An .ico of one PNG image (Vista and later read PNG inside ICO): a 6-byte header, one 16-byte entry.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(favicon32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(PUBLIC, 'favicon.ico'), Buffer.concat([header, favicon32]));

const manifest = {
  name: 'Lingo',
  short_name: 'Lingo',
  description: 'Learn a language with an app, tutors, group classes, a conversation club and AI practice.',
  start_url: '/',
  display: 'browser',
  background_color: '#FFFFFF',
  theme_color: PURPLE,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
writeFileSync(join(PUBLIC, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');
console.log('Icons written to public/');
