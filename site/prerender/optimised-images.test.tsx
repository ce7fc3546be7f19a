import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { ResponsivePicture } from '../../design-system/index.ts';
import { imageSources } from '../../domain/content/responsive-image.ts';
import { optimisedImagesIn, readOriginalFrom } from './optimised-images.ts';

const picture = (url: string, width: number) =>
  renderToStaticMarkup(
    <ResponsivePicture sources={imageSources({ url, width })} sizes="100vw">
      <img src={url} alt="A learner" width={width} height={Math.round(width / 2)} />
    </ResponsivePicture>,
  );

async function site(pages: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'optimised-'));
  mkdirSync(join(root, 'media'), { recursive: true });
  // A drawing with detail to encode, not one flat colour.
  const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#5B3BE8' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="700" height="350"><circle cx="350" cy="175" r="120" fill="#FFD43B"/></svg>') }])
    .png()
    .toBuffer();
  writeFileSync(join(root, 'media', 'learner.png'), png);
  for (const [name, body] of Object.entries(pages)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  return { root, cache: mkdtempSync(join(tmpdir(), 'optimised-cache-')) };
}

describe('optimisedImagesIn', () => {
  it('makes every AVIF and WebP file a page points at, at its width, and reuses them on the next build', async () => {
    const { root, cache } = await site({ 'index.html': picture('/media/learner.png', 700), 'other/index.html': picture('/media/learner.png', 700) });
    const result = await optimisedImagesIn(root, readOriginalFrom(root), cache);
    expect(result).toEqual({ made: 8, reused: 0, missing: [] });
    for (const source of imageSources({ url: '/media/learner.png', width: 700 })) {
      for (const candidate of source.srcSet.split(', ')) {
        const [path, width] = candidate.split(' ');
        const metadata = await sharp(readFileSync(join(root, path!))).metadata();
        expect(`image/${metadata.format === 'heif' ? 'avif' : metadata.format}`).toBe(source.type);
        expect(`${metadata.width}w`).toBe(width);
      }
    }
    const again = await site({ 'index.html': picture('/media/learner.png', 700) });
    expect(await optimisedImagesIn(again.root, readOriginalFrom(again.root), cache)).toEqual({ made: 0, reused: 8, missing: [] });
  });

  it('leaves a picture whose original cannot be read with the original only, and says which', async () => {
    const { root, cache } = await site({ 'index.html': picture('/media/gone.png', 700) });
    const result = await optimisedImagesIn(root, readOriginalFrom(root), cache);
    expect(result.missing).toEqual(['/media/gone.png']);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).not.toContain('<source');
    expect(html).toContain('<img src="/media/gone.png"');
    expect(existsSync(join(root, 'media', 'optimised'))).toBe(false);
  });

  it('stops the build on a <source> that names a file not made from its <img>', async () => {
    const forged = picture('/media/learner.png', 700).replace(/learner-[0-9a-f]{8}-160/, 'learner-00000000-160');
    const { root, cache } = await site({ 'index.html': forged });
    await expect(optimisedImagesIn(root, readOriginalFrom(root), cache)).rejects.toThrow(/not a file made from \/media\/learner\.png/);
  });
});
