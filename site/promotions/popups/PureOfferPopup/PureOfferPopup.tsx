import { Countdown, Modal, type ModalPlacement } from '../../../../design-system/index.ts';
import type { Locale } from '../../../../domain/constants.ts';
import { countdownState } from '../../../../domain/rules/index.ts';
import { backgroundOf, isDarkBackground, titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import { countdownWords, type PromotionsCopy } from '../../copy.ts';
import { PopupActions, PopupBody, PopupCta, PopupVisual } from '../parts.tsx';

export type OfferPopupKind = 'exit-intent' | 'tutoring' | 'timer';

export interface PureOfferPopupProps {
  kind: OfferPopupKind;
  /** The CMS record: the popup's config, or for the timer popup the visitor's timer call-to-action. */
  config: BannerFields;
  locale: Locale;
  copy: PromotionsCopy;
  /** The time the timer popup's countdown counts from (epoch ms). */
  now: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCtaPress?: (label: string) => void;
  /** `bottom` on a phone: a sheet over at most half the screen. */
  placement?: ModalPlacement;
}

/** An offer in a dialog: the exit-intent, tutoring and timer popups (spec §4). */
export function PureOfferPopup({ kind, config, locale, copy, now, open, onOpenChange, onCtaPress, placement }: PureOfferPopupProps) {
  const timer = kind === 'timer' && config.timer ? countdownState(config.timer, now) : null;
  return (
    <Modal title={titleOf(config) ?? copy.promotion} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} placement={placement}>
      <div data-popup={kind}>
        {timer && timer.state !== 'hidden' ? (
          // The countdown on the offer's colour is the popup's picture.
          <PopupVisual config={config}>
            <Countdown
              timeLeftMs={timer.timeLeftMs}
              label={config.timer?.timerText || copy.offerEndsIn}
              {...countdownWords(locale, timer.timeLeftMs)}
              endedLabel={copy.offerEnded}
              tone={isDarkBackground(backgroundOf(config)) ? 'surface' : 'inverse'}
              // The small size: four medium segments do not fit a phone-wide popup ("minut-es").
              size="sm"
            />
          </PopupVisual>
        ) : (
          config.image && <PopupVisual config={config} />
        )}
        <PopupBody config={config} />
        <PopupActions>
          <PopupCta config={config} newTabLabel={copy.newTab} onPress={onCtaPress} />
        </PopupActions>
      </div>
    </Modal>
  );
}
