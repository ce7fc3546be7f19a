import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { isShareable, pageMeta } from '../routes/page-meta.ts';
import { socialImagesIn } from './social-images.tsx';

const ORIGIN = 'https://www.example.com';

describe('the image a page is shared with', () => {
  it('is the CMS image only when networks show it well: PNG or JPEG, about 1.91:1, 600 px wide or more', () => {
    expect(isShareable({ url: '/uploads/card.png', width: 1200, height: 630 }, ORIGIN)).toBe(true);
    expect(isShareable({ url: 'https://cms.example.com/uploads/card.JPG', width: 1200, height: 628 }, ORIGIN)).toBe(true);
    for (const image of [
      { url: '/media/blog/ten-minutes-a-day.svg', width: 1200, height: 630 },
      { url: '/uploads/card.webp', width: 1200, height: 630 },
      { url: '/uploads/square.png', width: 1200, height: 1200 },
      { url: '/uploads/small.png', width: 382, height: 200 },
      { url: '/uploads/unknown.png', width: null, height: null },
    ]) {
      expect(isShareable(image, ORIGIN), image.url).toBe(false);
    }
    // A blog post's SVG cover used to be its og:image: networks show none.
    const meta = pageMeta({ title: 'Ten minutes a day | Lingo', description: 'x', path: '/blog/ten-minutes-a-day', locale: 'uk', origin: ORIGIN, image: { url: '/media/blog/ten-minutes-a-day.svg', width: 1200, height: 630 } });
    expect(meta).toContainEqual({ property: 'og:image', content: `${ORIGIN}/social/uk/blog/ten-minutes-a-day.png` });
  });

  it("is drawn for a blog post from its cover and its title, 1200×630 PNG, and redrawn when the cover changes", async () => {
    const root = mkdtempSync(join(tmpdir(), 'social-'));
    const page = (cover: string) =>
      `<html><head><meta property="og:title" content="Ten minutes a day | Lingo"><meta property="og:image" content="${ORIGIN}/social/blog/ten-minutes-a-day.png"></head><body><img alt="" src="${cover}" width="1200" height="630" fetchpriority="high"></body></html>`;
    mkdirSync(join(root, 'blog', 'ten-minutes-a-day'), { recursive: true });
    mkdirSync(join(root, 'media'));
    writeFileSync(join(root, 'media', 'cover.svg'), `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#${Date.now().toString(16).slice(-6)}"/></svg>`);
    writeFileSync(join(root, 'blog', 'ten-minutes-a-day', 'index.html'), page('/media/cover.svg'));
    expect(await socialImagesIn(root, 'Lingo')).toEqual({ drawn: 1, reused: 0 });
    const card = readFileSync(join(root, 'social', 'blog', 'ten-minutes-a-day.png'));
    const png = PNG.sync.read(card);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // The cover fills the top of the card: its colour is the top left pixel's.
    const colour = readFileSync(join(root, 'media', 'cover.svg'), 'utf8').match(/fill="#(\w{6})"/)![1]!;
    expect(Array.from(png.data.subarray(0, 3), (byte) => byte.toString(16).padStart(2, '0')).join('')).toBe(colour);
    expect(await socialImagesIn(root, 'Lingo')).toEqual({ drawn: 0, reused: 1 });
    rmSync(root, { recursive: true, force: true });
  }, 30_000);
});
