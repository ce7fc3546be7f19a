import { ResponsivePicture } from '../../design-system/index.ts';
import { styled } from '../../design-system/stitches.config.ts';
import type { Tutor } from '../../domain/content/collections.ts';
import { imageSources } from '../../domain/content/responsive-image.ts';

const Portrait = styled('img', { display: 'block', inlineSize: 72, blockSize: 72, borderRadius: '$pill', backgroundColor: '$surfaceMuted' });

/** A tutor's round 72 px portrait beside their name (decorative: the name says who), or an empty cell without one. */
export function TutorPortrait({ portrait, lazy = false }: { portrait: Tutor['portrait']; lazy?: boolean }) {
  if (!portrait) return <span />;
  return (
    <ResponsivePicture sources={imageSources(portrait)} sizes="72px">
      <Portrait src={portrait.url} alt="" width={72} height={72} loading={lazy ? 'lazy' : undefined} decoding="async" />
    </ResponsivePicture>
  );
}
