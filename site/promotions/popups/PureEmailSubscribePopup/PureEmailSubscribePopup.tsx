import type { ReactNode } from 'react';
import { Countdown, Modal, type ModalPlacement } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../../domain/constants.ts';
import { titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import { countdownWords, type PromotionsCopy } from '../../copy.ts';
import { PopupBody, PopupText, PopupVisual } from '../parts.tsx';

/** Spec §4: offer, time-is-up (the countdown reached zero), success (closes itself after 10 s). */
export const EMAIL_POPUP_SCREENS = ['offer', 'time-is-up', 'success'] as const;
export type EmailPopupScreen = (typeof EMAIL_POPUP_SCREENS)[number];

const TimerRow = styled('div', { display: 'flex', justifyContent: 'center', marginBottom: '$5' });

const Check = styled('svg', { color: '$accent' });

function CheckMark() {
  return (
    <Check width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="currentColor" opacity="0.12" />
      <path d="M22 37.5 32 47l18-21" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </Check>
  );
}

export interface PureEmailSubscribePopupProps {
  config: BannerFields;
  screen: EmailPopupScreen;
  /** What is left of the offer's countdown, in ms; null when the offer has none (no timerSeconds). */
  remainingMs: number | null;
  locale: Locale;
  copy: PromotionsCopy;
  /** The subscription form (the subscription issue fills this slot). */
  form?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `bottom` on a phone: a sheet over at most half the screen. */
  placement?: ModalPlacement;
}

/** The email-subscribe popup: one dialog whose content follows the flow's screen. */
export function PureEmailSubscribePopup({ config, screen, remainingMs, locale, copy, form, open, onOpenChange, placement }: PureEmailSubscribePopupProps) {
  const title = screen === 'success' ? copy.subscribedTitle : screen === 'time-is-up' ? (config.secondScreenTitle ?? titleOf(config)) : titleOf(config);
  const secondMedia = config.secondScreenMedia;
  return (
    <Modal title={title ?? copy.promotion} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} placement={placement}>
      <div data-popup="email-subscribe" data-screen={screen}>
        {screen === 'success' ? (
          <>
            <PopupVisual config={config}>
              <CheckMark />
            </PopupVisual>
            {/* Announced when the screen changes: the form that had focus is gone. */}
            <PopupText role="status">{copy.subscribedText}</PopupText>
          </>
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
            {screen === 'offer' && remainingMs !== null && (
              <TimerRow>
                <Countdown timeLeftMs={remainingMs} label={copy.timeLeft} {...countdownWords(locale, remainingMs)} tone="inverse" size="sm" />
              </TimerRow>
            )}
            {form}
          </>
        )}
      </div>
    </Modal>
  );
}
