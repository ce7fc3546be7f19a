// Raster images (an editor's upload: PNG, JPEG, WebP) are served as AVIF and WebP at a few widths,
// made at build time (site/prerender/optimised-images.ts) from the original. This is the one place
// that names those files, so the page that points at them and the build that makes them agree.
// Vector images (SVG, every drawing seeded today) need none of it: one file is sharp at any width.
import type { PictureSource } from '../../design-system/ResponsivePicture/index.ts';

/** Widths a raster is made at (never wider than the original, which is the last candidate). */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
const MAX_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);
export const OPTIMISED_FORMATS = ['avif', 'webp'] as const;
export type OptimisedFormat = (typeof OPTIMISED_FORMATS)[number];
export const OPTIMISED_DIRECTORY = '/media/optimised/';

const RASTER = /\.(png|jpe?g|webp)$/i;

/** FNV-1a, 32 bits: names a source URL in a file name, the same in Node and the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const fileNameOf = (url: string) => {
  const name = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

const stemOf = (url: string) =>
  fileNameOf(url)
    .replace(RASTER, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'image';

/** /media/optimised/tutor-ana-1a2b3c4d-640.avif: the original's name, its URL's hash, the width. */
export const optimisedPath = (url: string, width: number, format: OptimisedFormat) => `${OPTIMISED_DIRECTORY}${stemOf(url)}-${fnv1a(url)}-${width}.${format}`;

/** The widths made of an original this wide: the standard ones below it, then its own (at most the largest). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(Math.round(width), MAX_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** The <source>s of a raster image whose width the CMS gave; none for a vector image or an unknown width. */
export function imageSources(image: { url: string; width: number | null }): PictureSource[] {
  if (!RASTER.test(new URL(image.url, 'http://x').pathname) || !image.width || image.width < 1) return [];
  const widths = widthsFor(image.width);
  return OPTIMISED_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: widths.map((width) => `${optimisedPath(image.url, width, format)} ${width}w`).join(', ') }));
}

/** What the build must make for a file under OPTIMISED_DIRECTORY, given the original it stands for. */
export function parseOptimisedPath(path: string, original: string): { width: number; format: OptimisedFormat } | null {
  const match = /-(\d+)\.(avif|webp)$/.exec(path);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2] as OptimisedFormat;
  return optimisedPath(original, width, format) === path ? { width, format } : null;
}
