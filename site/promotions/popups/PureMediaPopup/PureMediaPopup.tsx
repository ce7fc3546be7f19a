import { Media, Modal, type ModalPlacement } from '../../../../design-system/index.ts';
import { titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { PopupBody } from '../parts.tsx';

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
 * a video autoplays, loops and is muted (paused under reduced motion, with a play control).
 * An unknown mime shows the title and text alone.
 */
export function PureMediaPopup({ config, copy, open, onOpenChange, onFullscreenChange, placement }: PureMediaPopupProps) {
  const media = config.media ?? config.image;
  const title = titleOf(config) ?? copy.promotion;
  return (
    <Modal title={title} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} size="lg" placement={placement}>
      <div data-popup="media">
        <PopupBody config={config} />
        {media && (
          <Media
            src={media.url}
            mime={media.mime}
            alt={media.alternativeText || title}
            caption={media.caption ?? undefined}
            width={media.width}
            height={media.height}
            labels={copy.media}
            onFullscreenChange={onFullscreenChange}
          />
        )}
      </div>
    </Modal>
  );
}
