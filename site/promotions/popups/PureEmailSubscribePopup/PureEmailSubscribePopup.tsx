import type { ReactNode } from 'react';
import { Countdown, Modal } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../platform/constants.ts';
import { titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import { countdownLabels, type PromotionsCopy } from '../../copy.ts';
import { PopupBody, PopupText, PopupVisual } from '../parts.tsx';

/** Spec §4: offer, time-is-up (the countdown reached zero), success (closes itself after 10 s). */
export const EMAIL_POPUP_SCREENS = ['offer', 'time-is-up', 'success'] as const;
export type EmailPopupScreen = (typeof EMAIL_POPUP_SCREENS)[number];

const TimerRow = styled('div', { display: 'flex', justifyContent: 'center', marginBottom: '$5' });

export interface PureEmailSubscribePopupProps {
  config: BannerFields;
  screen: EmailPopupScreen;
  /** What is left of the offer's countdown, in ms. */
  remainingMs: number;
  locale: Locale;
  copy: PromotionsCopy;
  /** The subscription form (the subscription issue fills this slot). */
  form?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container?: HTMLElement | null;
}

/** The email-subscribe popup: one dialog whose content follows the flow's screen. */
export function PureEmailSubscribePopup({ config, screen, remainingMs, locale, copy, form, open, onOpenChange, container }: PureEmailSubscribePopupProps) {
  const title = screen === 'success' ? copy.subscribedTitle : screen === 'time-is-up' ? (config.secondScreenTitle ?? titleOf(config)) : titleOf(config);
  const secondMedia = config.secondScreenMedia;
  return (
    <Modal title={title ?? copy.promotion} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} container={container}>
      <div data-popup="email-subscribe" data-screen={screen}>
        {screen === 'success' ? (
          <PopupText>{copy.subscribedText}</PopupText>
        ) : (
          <>
            {screen === 'time-is-up' && secondMedia ? (
              <PopupVisual config={config}>
                <img src={secondMedia.url} alt={secondMedia.alternativeText ?? ''} />
              </PopupVisual>
            ) : (
              <PopupVisual config={config} />
            )}
            {screen === 'offer' && <PopupBody config={config} />}
            {screen === 'offer' && (
              <TimerRow>
                <Countdown timeLeftMs={remainingMs} label={copy.timeLeft} labels={countdownLabels(locale, remainingMs)} tone="inverse" size="sm" />
              </TimerRow>
            )}
            {form}
          </>
        )}
      </div>
    </Modal>
  );
}
