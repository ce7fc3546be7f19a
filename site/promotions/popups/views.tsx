// One component per popup kind, each taking the same props from the generic host: a new kind is a
// row in domain/promotions/kinds.ts and an entry here.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { Store } from '../../../design-system/index.ts';
import type { Locale } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/i18n/index.ts';
import type { PopupDecision } from '../../../domain/promotions/decide.ts';
import type { PopupKind } from '../../../domain/content/popup-kinds.ts';
import { phoneStoreOf } from '../../../domain/rules/app-download.ts';
import { track } from '../../platform/analytics/index.ts';
import type { Popup, TimerCta } from '../../platform/content/index.ts';
import { localStore } from '../../platform/storage/index.ts';
import type { PromotionsCopy } from '../copy.ts';
import { PureEmailSubscribePopup } from './PureEmailSubscribePopup/index.ts';
import { PureMediaPopup } from './PureMediaPopup/index.ts';
import { PureOfferPopup } from './PureOfferPopup/index.ts';
import { PureQrPopup } from './PureQrPopup/index.ts';
import { useEmailOffer } from './use-email-offer.ts';

// The subscription form and its toast: a chunk of their own, fetched as soon as a page with the
// email popup has its popups (well before the popup opens), so the form is there when it does.
export const loadSubscribeForm = () => import('../../subscription/SubscribeForm.tsx');
const SubscribeForm = lazy(() => loadSubscribeForm().then((module) => ({ default: module.SubscribeForm })));
export const SubscribeToaster = lazy(() => loadSubscribeForm().then((module) => ({ default: module.SubscribeToaster })));

// The store button (its marks are drawings) only where a touch screen has a QR popup to replace.
const StoreButton = lazy(() => import('../../../design-system/StoreButton/StoreButton.tsx').then((module) => ({ default: module.StoreButton })));

/** The form's height while its code loads, so the popup does not grow under the visitor. */
const FormPlaceholder = () => <div style={{ minHeight: 232 }} aria-hidden="true" />;

export interface PopupViewProps {
  popup: Popup;
  decision: PopupDecision;
  /** The timer popup's offer (the visitor's country's call-to-action). */
  offer: TimerCta | null;
  locale: Locale;
  copy: PromotionsCopy;
  now: number;
  /** The app's store links (the footer's), for the store button that replaces a QR code on touch. */
  storeLinks: Partial<Record<Store, string>>;
  /**
   * The popup closed. `dismissed` (the default) remembers the "no" for the kind's expiry, or with
   * `forSession` for the browser session; `dismissed: false` is a close that is not a refusal.
   */
  close: (how?: { dismissed?: boolean; forSession?: boolean }) => void;
  onCta: (label: string) => void;
  onSubscribed: () => void;
}

const placementOf = (decision: PopupDecision) => (decision.form === 'sheet' ? 'bottom' : 'center');
const closeOnFalse = (close: PopupViewProps['close']) => (open: boolean) => open || close();

function EmailPopupView({ popup, decision, locale, copy, close, onSubscribed }: PopupViewProps) {
  const email = useEmailOffer({ timerSeconds: popup.config.timerSeconds ?? 0, open: true, storage: localStore, onAutoClose: () => close({ dismissed: false }) });
  return (
    <PureEmailSubscribePopup
      config={popup.config}
      screen={email.screen}
      remainingMs={email.remainingMs}
      locale={locale}
      copy={copy}
      placement={placementOf(decision)}
      form={
        <Suspense fallback={<FormPlaceholder />}>
          <SubscribeForm
            locale={locale}
            emailLabel={popup.config.emailLabel}
            setSubmitting={email.setSubmitting}
            succeed={() => {
              onSubscribed();
              email.succeed();
            }}
          />
        </Suspense>
      }
      open
      // The success screen is not a refusal: the subscription is what is remembered.
      onOpenChange={(open) => open || close({ dismissed: email.screen !== 'success' })}
    />
  );
}

function OfferPopupView({ popup, decision, offer, locale, copy, now, close, onCta }: PopupViewProps) {
  const kind = popup.type as 'exit-intent' | 'tutoring' | 'timer';
  const config = kind === 'timer' ? offer?.banner : popup.config;
  useEffect(() => {
    if (kind === 'exit-intent') track({ event: 'gen_saw_quit_popup' });
  }, [kind]);
  if (!config) return null;
  return (
    <PureOfferPopup
      kind={kind}
      config={config}
      locale={locale}
      copy={copy}
      now={now}
      placement={placementOf(decision)}
      open
      onOpenChange={closeOnFalse(close)}
      onCtaPress={(label) => {
        // Taking the timer's offer ends its popup for this session only (spec §9 "or for the session").
        if (kind === 'timer') close({ forSession: true });
        onCta(label);
      }}
    />
  );
}

function MediaPopupView({ popup, decision, copy, close }: PopupViewProps) {
  return (
    <PureMediaPopup
      config={popup.config}
      copy={copy}
      placement={placementOf(decision)}
      open
      onOpenChange={closeOnFalse(close)}
      onFullscreenChange={(fullscreen) => fullscreen && track({ event: 'gen_fullscreen_opened', media: popup.config.media?.name ?? popup.config.slug })}
    />
  );
}

function QrPopupView({ popup, decision, locale, copy, storeLinks, close, onCta }: PopupViewProps) {
  const store = decision.storeButton ? phoneStoreOf(navigator.userAgent, navigator.maxTouchPoints) : null;
  const storeHref = store ? storeLinks[store] : undefined;
  return (
    <PureQrPopup
      config={popup.config}
      copy={copy}
      placement={placementOf(decision)}
      open
      onOpenChange={closeOnFalse(close)}
      onStorePress={() => onCta(copy.openInStore)}
      origin={window.location.origin}
      storeButton={
        store &&
        storeHref && (
          <Suspense fallback={<div style={{ minHeight: 48 }} aria-hidden="true" />}>
            <StoreButton store={store} href={storeHref} copy={MESSAGES[locale].footer.stores} newTabLabel={copy.newTab} onPress={() => onCta(MESSAGES[locale].footer.stores[store].name)} />
          </Suspense>
        )
      }
    />
  );
}

export const POPUP_VIEWS: Record<PopupKind, ComponentType<PopupViewProps>> = {
  'email-subscribe': EmailPopupView,
  'exit-intent': OfferPopupView,
  timer: OfferPopupView,
  tutoring: OfferPopupView,
  media: MediaPopupView,
  qr: QrPopupView,
};
