import type { ReactElement } from 'react';
import { styled } from '../stitches.config.ts';

export interface PictureSource {
  /** image/avif, image/webp */
  type: string;
  /** "/a-320.avif 320w, /a-640.avif 640w" */
  srcSet: string;
}

// The <img> keeps its place in its parent's layout: the <picture> around it generates no box, and
// its <source>s none either (in a grid they would take a cell).
const Box = styled('picture', { display: 'contents', '& > source': { display: 'none' } });

export interface ResponsivePictureProps {
  /** Smaller, newer formats of the image, best first; none leaves the image as it is. */
  sources: readonly PictureSource[];
  /** How wide the image shows, for the browser to choose a width: "(min-width: 48em) 560px, 100vw". */
  sizes: string;
  /** The <img>: the original, for a browser that supports none of the sources, and the alt text, size and loading. */
  children: ReactElement;
  /**
   * A media query outside which the image is not shown (the caller hides it there): a one-pixel
   * blank is chosen instead, so the image is not downloaded for nothing.
   */
  onlyWhere?: string;
}

/** A transparent 1×1 GIF: what a hidden picture loads. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** An image offered in AVIF and WebP at several widths, the browser taking the smallest that is sharp on its screen. */
export function ResponsivePicture({ sources, sizes, children, onlyWhere }: ResponsivePictureProps) {
  if (sources.length === 0 && !onlyWhere) return children;
  return (
    <Box>
      {onlyWhere && <source media={`not all and ${onlyWhere}`} srcSet={BLANK} />}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {children}
    </Box>
  );
}
