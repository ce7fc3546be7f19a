// The popups of a page: loaded after the page's `load` event as one chunk (Promotions.tsx), so
// none of this is on the critical path. Each popup the page was prerendered with gets its
// trigger; a trigger queues the popup, and the queue shows one at a time (spec §4).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { track } from '../../platform/analytics/index.ts';
import type { Popup } from '../../platform/content/index.ts';
import {
  EMAIL_POPUP_MIN_SCROLL_PX,
  MEDIA_POPUP_MIN_SCROLL_PX,
  QR_POPUP_DELAY_MS,
  QR_POPUP_MIN_WIDTH_PX,
  TIMER_POPUP_DELAY_MS,
  TUTORING_POPUP_DELAY_MS,
  type Locale,
} from '../../../domain/constants.ts';
import { countdownState } from '../../../domain/rules/index.ts';
import { localStore, sessionStore } from '../../platform/storage/index.ts';
import { readGeo } from '../../../domain/visitor/geo.ts';
import { timerEndOf } from '../banners/banner-fields.ts';
import { useClock } from '../banners/use-clock.ts';
import { PROMOTIONS_COPY } from '../copy.ts';
import { createDismissals } from '../engine/dismissals.ts';
import { PopupQueueProvider, usePopupQueue } from '../engine/PopupQueueProvider.tsx';
import { isLargeScreen, useBackNavigation, useDelay, useExitIntent, useScrolledPast } from '../engine/triggers.ts';
import { chooseTimerCta, type PagePromotions, type PopupKind } from '../model.ts';
import { PureEmailSubscribePopup } from './PureEmailSubscribePopup/index.ts';
import { PureMediaPopup } from './PureMediaPopup/index.ts';
import { PureOfferPopup } from './PureOfferPopup/index.ts';
import { PureQrPopup } from './PureQrPopup/index.ts';
import { PureTimerCta } from './PureTimerCta/index.ts';
import { useEmailOffer } from './use-email-offer.ts';

// The subscription form and its toast: a chunk of their own, fetched as soon as a page with the
// email popup has its popups (well before the popup opens), so the form is there when it does.
const loadSubscribeForm = () => import('../../subscription/SubscribeForm.tsx');
const SubscribeForm = lazy(() => loadSubscribeForm().then((module) => ({ default: module.SubscribeForm })));
const SubscribeToaster = lazy(() => loadSubscribeForm().then((module) => ({ default: module.SubscribeToaster })));

/** The form's height while its code loads, so the popup does not grow under the visitor. */
const FormPlaceholder = () => <div style={{ minHeight: 232 }} aria-hidden="true" />;

export interface PopupHostProps {
  promotions: PagePromotions;
  locale: Locale;
  /** The page's path: a new page empties the queue. */
  routeKey: string;
}

export default function PopupHost(props: PopupHostProps) {
  return (
    <PopupQueueProvider routeKey={props.routeKey}>
      <Popups key={props.routeKey} {...props} />
    </PopupQueueProvider>
  );
}

const dismissals = createDismissals(localStore, sessionStore);

/** Marks <html data-promotions="ready"> once the popups' triggers listen (tests wait for it). */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.promotions = 'ready';
    return () => void delete document.documentElement.dataset.promotions;
  }, []);
}

function Popups({ promotions, locale }: PopupHostProps) {
  useReadyMark();
  const copy = PROMOTIONS_COPY[locale];
  const current = usePopupQueue((state) => state.current) as PopupKind | null;
  const enqueue = usePopupQueue((state) => state.enqueue);
  const closeCurrent = usePopupQueue((state) => state.close);
  const popupOf = (kind: PopupKind): Popup | undefined => promotions.popups.find((popup) => popup.type === kind);
  const has = (kind: PopupKind) => popupOf(kind) !== undefined;

  const hasEmailPopup = has('email-subscribe');
  useEffect(() => {
    if (hasEmailPopup) void loadSubscribeForm();
  }, [hasEmailPopup]);

  // Once per page view: a popup that has been shown is not queued again.
  const [shown] = useState(() => new Set<PopupKind>());
  const offer = (kind: PopupKind) => {
    if (!has(kind) || shown.has(kind) || dismissals.isDismissed(kind)) return;
    if (kind === 'email-subscribe' && dismissals.isSubscribed()) return;
    shown.add(kind);
    enqueue(kind);
  };
  useEffect(() => {
    if (current === 'exit-intent') track({ event: 'gen_saw_quit_popup' });
  }, [current]);
  const onCta = (kind: PopupKind) => (text: string) => track({ event: 'gen_clicked_cta', place: `popup:${kind}`, text });

  // The timer popup's offer: the visitor's country's call-to-action, else the all-pages one (§7).
  const timerPopup = popupOf('timer');
  const timerCta = useMemo(() => (timerPopup ? chooseTimerCta(promotions.timerCtas, readGeo(document).country) : null), [timerPopup, promotions.timerCtas]);
  const now = useClock(0, timerCta ? timerEndOf(timerCta.banner) : 0);
  const timerRunning = timerCta !== null && countdownState(timerCta.banner.timer, now).state === 'running';
  // Read once, then kept here: the clock re-renders this every second.
  const [timerDismissed, setTimerDismissed] = useState(() => dismissals.isDismissed('timer'));
  const [exitIntentDismissed] = useState(() => dismissals.isDismissed('exit-intent'));

  useScrolledPast(EMAIL_POPUP_MIN_SCROLL_PX, () => offer('email-subscribe'), hasEmailPopup);
  useExitIntent(() => offer('exit-intent'), has('exit-intent'));
  useBackNavigation(() => offer('exit-intent'), has('exit-intent') && !exitIntentDismissed);
  useDelay(TIMER_POPUP_DELAY_MS, () => offer('timer'), timerRunning);
  useScrolledPast(MEDIA_POPUP_MIN_SCROLL_PX, () => offer('media'), has('media'));
  useDelay(QR_POPUP_DELAY_MS, () => offer('qr'), has('qr') && isLargeScreen(QR_POPUP_MIN_WIDTH_PX));
  useDelay(TUTORING_POPUP_DELAY_MS, () => offer('tutoring'), has('tutoring'));

  const emailConfig = popupOf('email-subscribe')?.config;
  const email = useEmailOffer({ timerSeconds: emailConfig?.timerSeconds ?? 0, open: current === 'email-subscribe', storage: localStore, onAutoClose: closeCurrent });

  /** The visitor closed the popup (button, Escape, outside): remembered with its expiry (§9). */
  const closeWith = (kind: PopupKind, after?: () => void) => (open: boolean) => {
    if (open) return;
    closeCurrent();
    // The success screen is not a refusal: the subscription is what is remembered.
    if (kind === 'email-subscribe' && email.screen === 'success') return;
    dismissals.dismiss(kind);
    if (kind === 'timer') setTimerDismissed(true);
    track({ event: 'gen_popup_dismissed', popup: kind });
    after?.();
  };

  const popup = current ? popupOf(current) : undefined;
  // A timer popup whose offer ended (or never had one) has nothing to show: the queue moves on.
  const stale = current === 'timer' && !timerRunning;
  useEffect(() => {
    if (stale) closeCurrent();
  }, [stale, closeCurrent]);
  const timerCtaCompact =
    timerCta && timerRunning && current !== 'timer' && timerDismissed ? (
      <PureTimerCta cta={timerCta.banner} now={now} locale={locale} copy={copy} onCtaPress={onCta('timer')} />
    ) : null;

  return (
    <>
      {hasEmailPopup && (
        <Suspense fallback={null}>
          <SubscribeToaster locale={locale} />
        </Suspense>
      )}
      {timerCtaCompact}
      {popup?.type === 'email-subscribe' && (
        <PureEmailSubscribePopup
          config={popup.config}
          screen={email.screen}
          remainingMs={email.remainingMs}
          locale={locale}
          copy={copy}
          form={
            <Suspense fallback={<FormPlaceholder />}>
              <SubscribeForm
                locale={locale}
                emailLabel={emailConfig?.emailLabel}
                setSubmitting={email.setSubmitting}
                succeed={() => {
                  // Not asked again (§4 "unless ... subscribed earlier"), even if the page closes now.
                  dismissals.markSubscribed();
                  email.succeed();
                }}
              />
            </Suspense>
          }
          open
          onOpenChange={closeWith('email-subscribe')}
        />
      )}
      {(popup?.type === 'exit-intent' || popup?.type === 'tutoring') && (
        <PureOfferPopup kind={popup.type} config={popup.config} locale={locale} copy={copy} now={now} open onOpenChange={closeWith(popup.type)} onCtaPress={onCta(popup.type)} />
      )}
      {popup?.type === 'timer' && timerCta && timerRunning && (
        <PureOfferPopup
          kind="timer"
          config={timerCta.banner}
          locale={locale}
          copy={copy}
          now={now}
          open
          onOpenChange={closeWith('timer')}
          onCtaPress={(text) => {
            // Taking the offer ends the popup for this session only (spec §9 "or for the session").
            dismissals.dismiss('timer', { forSession: true });
            setTimerDismissed(true);
            onCta('timer')(text);
          }}
        />
      )}
      {popup?.type === 'media' && (
        <PureMediaPopup
          config={popup.config}
          copy={copy}
          open
          onOpenChange={closeWith('media', () => offer('qr'))}
          onFullscreenChange={(fullscreen) => fullscreen && track({ event: 'gen_fullscreen_opened', media: popup.config.media?.name ?? popup.config.slug })}
        />
      )}
      {popup?.type === 'qr' && (
        <PureQrPopup config={popup.config} copy={copy} open onOpenChange={closeWith('qr')} onStorePress={() => onCta('qr')(copy.openInStore)} origin={window.location.origin} />
      )}
    </>
  );
}
