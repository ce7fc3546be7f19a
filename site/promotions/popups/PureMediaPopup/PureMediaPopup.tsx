import { lazy, Suspense, type CSSProperties } from 'react';
import { Modal, type ModalPlacement } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import { recordingCompanions } from '../../../../domain/content/recordings.ts';
import { titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { PopupBody } from '../parts.tsx';

// The player (its styles, icons, and a recording's companions) loads when a media popup opens: the
// popups' chunk every page with promotions fetches does not carry it.
const Media = lazy(() => import('../../../../design-system/Media/Media.tsx').then((module) => ({ default: module.Media })));
/** The player's box while it loads, at the media's ratio and with its bar (48 px), so nothing moves when it arrives. */
const Loading = styled('div', {
  borderRadius: '$lg',
  backgroundColor: '$black',
  '&::before': { content: '""', display: 'block', aspectRatio: 'var(--media-ratio, 16 / 9)' },
  '&::after': { content: '""', display: 'block', blockSize: 48 },
});

export interface PureMediaPopupProps {
  config: BannerFields;
  copy: PromotionsCopy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFullscreenChange?: (isFullscreen: boolean) => void;
  /** `bottom` on a phone: a sheet over at most half the screen. */
  placement?: ModalPlacement;
}

/**
 * The media banner popup (spec §4): video, audio or image by the mime, with a fullscreen toggle;
 * a video autoplays, loops and is muted (paused under reduced motion, with a play control); a
 * recording of the site's own lesson comes with its poster, captions and transcript.
 * An unknown mime shows the title and text alone.
 */
export function PureMediaPopup({ config, copy, open, onOpenChange, onFullscreenChange, placement }: PureMediaPopupProps) {
  const media = config.media ?? config.image;
  const title = titleOf(config) ?? copy.promotion;
  const recording = media && recordingCompanions(media.url);
  const ratio = media?.width && media.height ? ({ '--media-ratio': `${media.width} / ${media.height}` } as CSSProperties) : undefined;
  return (
    <Modal title={title} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} size="lg" placement={placement}>
      <div data-popup="media">
        <PopupBody config={config} />
        {media && (
          <Suspense fallback={<Loading style={ratio} />}>
            <Media
              src={media.url}
              mime={media.mime}
              alt={media.alternativeText || title}
              caption={media.caption ?? undefined}
              width={media.width}
              height={media.height}
              poster={recording?.poster}
              captions={recording ? [{ src: recording.captions, srcLang: 'en', label: copy.media.captionsLanguage, default: true }] : undefined}
              transcript={recording?.transcript}
              labels={copy.media}
              onFullscreenChange={onFullscreenChange}
            />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
