import { useEffect, useRef, useState } from 'react';
import { UserIcon } from '../icons/icons.tsx';
import { styled } from '../stitches.config.ts';

export const AVATAR_SIZES = { sm: 32, md: 40, lg: 64 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

const Frame = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '$pill',
  backgroundColor: '$wisteria',
  color: '$black',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  // The placeholder's figure sits in the middle like a photo's subject: no inline baseline gap.
  '& > span, & svg': { display: 'block' },
});

export interface AvatarProps {
  /** spec §3 user profile avatar.url; missing or broken shows the placeholder. */
  src?: string | null;
  /** Accessible name, e.g. "Your profile photo"; empty string marks it decorative. */
  alt: string;
  size?: AvatarSize;
}

/** The visitor's picture, or a placeholder when there is none or it fails to load. */
export function Avatar({ src, alt, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  // An error before hydration fires no React handler: check the element once mounted.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const px = AVATAR_SIZES[size];
  return (
    <Frame css={{ width: px, height: px }} data-state={showImage ? 'image' : 'placeholder'}>
      {showImage ? (
        <img ref={image} src={src!} alt={alt} width={px} height={px} onError={() => setFailedSrc(src!)} />
      ) : (
        <span role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          <UserIcon size={Math.round(px * 0.6)} />
        </span>
      )}
    </Frame>
  );
}
