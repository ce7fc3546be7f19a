import type { ReactElement } from 'react';
import { styled } from '../stitches.config.ts';

export interface PictureSource {
  /** image/avif, image/webp */
  type: string;
  /** "/a-320.avif 320w, /a-640.avif 640w" */
  srcSet: string;
}

// The <img> keeps its place in its parent's layout: the <picture> around it generates no box.
const Box = styled('picture', { display: 'contents' });

export interface ResponsivePictureProps {
  /** Smaller, newer formats of the image, best first; none leaves the image as it is. */
  sources: readonly PictureSource[];
  /** How wide the image shows, for the browser to choose a width: "(min-width: 48em) 560px, 100vw". */
  sizes: string;
  /** The <img>: the original, for a browser that supports none of the sources, and the alt text, size and loading. */
  children: ReactElement;
}

/** An image offered in AVIF and WebP at several widths, the browser taking the smallest that is sharp on its screen. */
export function ResponsivePicture({ sources, sizes, children }: ResponsivePictureProps) {
  if (sources.length === 0) return children;
  return (
    <Box>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {children}
    </Box>
  );
}
