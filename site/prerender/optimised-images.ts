// Run after the prerender (react-router.config.ts `buildEnd`): makes the AVIF and WebP files that
// the built pages' <picture>s point at (domain/content/responsive-image.ts names them), from the
// original each <img> still shows: a file of the build (the site's own media) or the CMS's upload.
// Encoding is slow (AVIF), so each file is kept in node_modules/.cache by what it was made from.
// An original that cannot be read loses its <source>s, so the page shows the original rather
// than a picture whose sources do not exist; the build says which.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { OPTIMISED_DIRECTORY, parseOptimisedPath, type OptimisedFormat } from '../../domain/content/responsive-image.ts';
import { builtPages, decodeAttribute } from './built-pages.ts';
import { PICTURE, SOURCE, sourceFiles } from './picture-sources.ts';

/** Bump to remake every cached file after changing the encoder settings. */
const ENCODING_VERSION = 1;
const DEFAULT_CACHE = join(process.cwd(), 'node_modules', '.cache', 'optimised-images');

const IMG_SRC = /<img\b[^>]*\ssrc="([^"]*)"/i;


async function encode(original: Buffer, width: number, format: OptimisedFormat): Promise<Buffer> {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? resized.avif({ quality: 55, effort: 4 }).toBuffer() : resized.webp({ quality: 78 }).toBuffer();
}

export type ReadOriginal = (url: string) => Promise<Buffer | null>;

/** The site's own files from the build, anything else (the CMS's uploads) over HTTP. */
export const readOriginalFrom =
  (root: string): ReadOriginal =>
  async (url) => {
    if (url.startsWith('/') && !url.startsWith('//')) {
      const file = join(root, ...decodeURIComponent(new URL(url, 'http://x').pathname).split('/').filter(Boolean));
      return existsSync(file) ? readFileSync(file) : null;
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
  };

export interface OptimisedImages {
  made: number;
  reused: number;
  /** Originals that could not be read: their pictures now show the original only. */
  missing: string[];
}

export async function optimisedImagesIn(root: string, readOriginal: ReadOriginal = readOriginalFrom(root), cache = DEFAULT_CACHE): Promise<OptimisedImages> {
  mkdirSync(cache, { recursive: true });
  const originals = new Map<string, Promise<Buffer | null>>();
  const written = new Set<string>();
  const result: OptimisedImages = { made: 0, reused: 0, missing: [] };

  async function make(path: string, original: Buffer, width: number, format: OptimisedFormat) {
    if (written.has(path)) return;
    written.add(path);
    const key = createHash('sha256').update(JSON.stringify([ENCODING_VERSION, width, format])).update(original).digest('hex').slice(0, 32);
    const cached = join(cache, `${key}.${format}`);
    let bytes: Buffer;
    if (existsSync(cached)) {
      bytes = readFileSync(cached);
      result.reused += 1;
    } else {
      bytes = await encode(original, width, format);
      writeFileSync(cached, bytes);
      result.made += 1;
    }
    const target = join(root, ...path.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }

  for (const file of builtPages(root)) {
    const html = readFileSync(file, 'utf8');
    let changed = false;
    const pictures = [...html.matchAll(PICTURE)];
    const replacements = new Map<string, string>();
    for (const [picture, inner] of pictures) {
      const src = IMG_SRC.exec(inner!)?.[1];
      const sources = inner!.match(SOURCE) ?? [];
      if (!src || sources.length === 0) continue;
      const originalUrl = decodeAttribute(src);
      if (!originals.has(originalUrl)) originals.set(originalUrl, readOriginal(originalUrl));
      const original = await originals.get(originalUrl)!;
      if (!original) {
        if (!result.missing.includes(originalUrl)) result.missing.push(originalUrl);
        replacements.set(picture, picture.replace(SOURCE, ''));
        continue;
      }
      for (const source of sources) {
        for (const path of sourceFiles(source)) {
          const wanted = path.startsWith(OPTIMISED_DIRECTORY) ? parseOptimisedPath(path, originalUrl) : null;
          if (!wanted) throw new Error(`optimised images: ${file} points a <source> at "${path}", which is not a file made from ${originalUrl}`);
          await make(path, original, wanted.width, wanted.format);
        }
      }
    }
    let updated = html;
    for (const [before, after] of replacements) {
      updated = updated.split(before).join(after);
      changed = true;
    }
    if (changed) writeFileSync(file, updated);
  }
  return result;
}
