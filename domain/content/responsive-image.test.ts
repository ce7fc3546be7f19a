import { imageSources, optimisedPath, parseOptimisedPath, widthsFor } from './responsive-image.ts';

describe('widthsFor', () => {
  it('never makes a file wider than the original, and always one as wide as it (up to 1920)', () => {
    expect(widthsFor(100)).toEqual([100]);
    expect(widthsFor(160)).toEqual([160]);
    expect(widthsFor(161)).toEqual([160, 161]);
    expect(widthsFor(700)).toEqual([160, 320, 640, 700]);
    expect(widthsFor(1920)).toEqual([160, 320, 640, 960, 1280, 1920]);
    expect(widthsFor(4000)).toEqual([160, 320, 640, 960, 1280, 1920]);
  });
});

describe('imageSources', () => {
  it('offers AVIF first, then WebP, at every width, for a raster whose width is known', () => {
    const sources = imageSources({ url: 'https://cms.example/uploads/Ana Portrait_1a.png', width: 700 });
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const candidates = sources[0]!.srcSet.split(', ');
    expect(candidates).toHaveLength(4);
    expect(candidates[3]).toMatch(/^\/media\/optimised\/ana-portrait-1a-[0-9a-f]{8}-700\.avif 700w$/);
    expect(sources[1]!.srcSet).toBe(sources[0]!.srcSet.replaceAll('.avif', '.webp'));
  });

  it('leaves vector images, unknown widths and unknown formats as they are', () => {
    expect(imageSources({ url: '/media/tutors/ana.svg', width: 400 })).toEqual([]);
    expect(imageSources({ url: '/media/photo.jpg', width: null })).toEqual([]);
    expect(imageSources({ url: '/media/photo.jpg', width: 0 })).toEqual([]);
    expect(imageSources({ url: '/media/animation.gif', width: 400 })).toEqual([]);
    expect(imageSources({ url: '/media/photo.JPEG?v=2', width: 400 })).toHaveLength(2);
  });

  it('names two originals with the same file name apart', () => {
    expect(optimisedPath('https://a.example/uploads/hero.png', 640, 'avif')).not.toBe(optimisedPath('https://b.example/uploads/hero.png', 640, 'avif'));
  });
});

describe('parseOptimisedPath', () => {
  it('reads back the width and format of a file made from that original, and nothing else', () => {
    const path = optimisedPath('/media/hero.png', 640, 'webp');
    expect(parseOptimisedPath(path, '/media/hero.png')).toEqual({ width: 640, format: 'webp' });
    expect(parseOptimisedPath(path, '/media/other.png')).toBeNull();
    expect(parseOptimisedPath('/media/optimised/hero-00000000-640.webp', '/media/hero.png')).toBeNull();
    expect(parseOptimisedPath('/media/hero.png', '/media/hero.png')).toBeNull();
  });
});
