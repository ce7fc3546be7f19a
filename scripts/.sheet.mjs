// node sheet.mjs out.png file1 file2 ... : before (git HEAD) | after, stacked, each scaled to 600 wide
import sharp from 'sharp';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
const [out, ...files] = process.argv.slice(2);
const rows = [];
for (const file of files) {
  let before = null;
  try { before = execSync(`git -C /work/main show HEAD:${file}`, { maxBuffer: 64e6 }); } catch {}
  const after = `/work/main/${file}`;
  const scale = async (input) => { const img = sharp(input); const m = await img.metadata(); const w = Math.min(600, m.width); return img.resize(w).extract({ left: 0, top: 0, width: w, height: Math.min(Math.round(m.height * w / m.width), 1400) }).png().toBuffer(); };
  const a = before ? await scale(before) : null;
  const b = existsSync(after) ? await scale(after) : null;
  rows.push([a, b]);
}
let y = 0; const comps = [];
for (const [a, b] of rows) {
  const ha = a ? (await sharp(a).metadata()).height : 0; const hb = b ? (await sharp(b).metadata()).height : 0;
  if (a) comps.push({ input: a, left: 0, top: y });
  if (b) comps.push({ input: b, left: 620, top: y });
  y += Math.max(ha, hb) + 20;
}
await sharp({ create: { width: 1220, height: y, channels: 3, background: '#ddd' } }).composite(comps).png().toFile(out);
console.log(out, y);
