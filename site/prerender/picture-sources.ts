// A page's <picture>s as the build leaves them: their <source>s point at the AVIF and WebP files
// optimised-images.ts made. A page rendered again by the server (live.ts) may show an image the
// build never saw: its sources go, and the <img> shows the original until the next build.
import { OPTIMISED_DIRECTORY } from '../../domain/content/responsive-image.ts';
import { decodeAttribute } from './built-pages.ts';

export const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/g;
export const SOURCE = /<source\b[^>]*>/g;
export const SRCSET = /\ssrcset="([^"]*)"/i;

/** The files a <source> names, from its srcset; none for an inline blank (ResponsivePicture's `onlyWhere`). */
export function sourceFiles(source: string): string[] {
  const srcset = decodeAttribute(SRCSET.exec(source)?.[1] ?? '');
  if (srcset.startsWith('data:')) return [];
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The page without the <source>s whose optimised files do not exist. */
export function withoutMissingSources(html: string, exists: (path: string) => boolean): string {
  return html.replace(PICTURE, (picture) =>
    picture.replace(SOURCE, (source) => (sourceFiles(source).every((file) => file.startsWith(OPTIMISED_DIRECTORY) && exists(file)) ? source : '')),
  );
}
