// The popups of a page: loaded after the page's `load` event as one chunk (Promotions.tsx), so
// none of this is on the critical path. The decision (domain/promotions/decide.ts) says which
// popup shows now and why not the others; this host listens for the triggers of those that wait,
// keeps the spec §4 queue, remembers what the visitor closed, and renders the kind's view.
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { Store } from '../../../design-system/index.ts';
import type { Locale } from '../../../domain/constants.ts';
import { decidePromotions, triggersFor } from '../../../domain/promotions/decide.ts';
import { POPUP_KIND_TABLE } from '../../../domain/promotions/kinds.ts';
import { type PopupKind } from '../../../domain/content/popup-kinds.ts';
import { chooseTimerOffer } from '../../../domain/promotions/timer-offer.ts';
import { fillPrices, mapStrings } from '../../../domain/pricing/offers.ts';
import { formatPrice } from '../../../domain/i18n/index.ts';
import { marketOnPage } from '../../../domain/visitor/geo.ts';
import { track } from '../../platform/analytics/index.ts';
import { localStore, sessionStore } from '../../platform/storage/index.ts';
import { timerEndOf } from '../banners/banner-fields.ts';
import { useClock } from '../banners/use-clock.ts';
import { PROMOTIONS_COPY } from '../copy.ts';
import { reportDecision, SHOW_PREVIEWED_POPUP } from '../debug/debug-channel.ts';
import { createPromotionStore } from '../engine/memory.ts';
import { PopupQueueProvider, usePopupQueue } from '../engine/PopupQueueProvider.tsx';
import { TriggerListener } from '../engine/triggers.ts';
import { readPromotionVisitor } from '../engine/visitor.ts';
import { barsOf, type PagePromotions } from '../model.ts';
import { PureTimerCta } from './PureTimerCta/index.ts';
import { loadSubscribeForm, POPUP_VIEWS, SubscribeToaster } from './views.tsx';

export interface PopupHostProps {
  promotions: PagePromotions;
  locale: Locale;
  /** The page's path: a new page empties the queue. */
  routeKey: string;
  /** The app's store links, for the store button that stands in for a QR code on touch screens. */
  storeLinks: Partial<Record<Store, string>>;
  /** A preview's popup (the CMS's Preview): on screen at once, whatever the decision says; the panel says what it would be. */
  forced?: PopupKind | null;
}

export default function PopupHost(props: PopupHostProps) {
  return (
    <PopupQueueProvider routeKey={props.routeKey}>
      <Popups key={props.routeKey} {...props} />
    </PopupQueueProvider>
  );
}

const memory = createPromotionStore(localStore, sessionStore);

/** Marks <html data-promotions="ready"> once the popups' triggers listen (tests wait for it). */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.promotions = 'ready';
    return () => void delete document.documentElement.dataset.promotions;
  }, []);
}

function Popups({ promotions: built, locale, routeKey, storeLinks, forced = null }: PopupHostProps) {
  useReadyMark();
  // Popups render in the browser only, after load: their copy's prices ({offer:plus}) are written
  // in the market the server named for the visitor, as the page's own prices show.
  const [promotions] = useState(() => {
    const market = marketOnPage();
    const { pricing, ...records } = built;
    const fill = (text: string) => fillPrices(text, pricing, market, ({ amount, currency }) => formatPrice(amount, currency, locale));
    return { ...mapStrings(records, fill), pricing };
  });
  const copy = PROMOTIONS_COPY[locale];
  const current = usePopupQueue((state) => state.current) as PopupKind | null;
  const pending = usePopupQueue((state) => state.pending) as PopupKind[];
  const dialogOpen = usePopupQueue((state) => state.blocked);
  const enqueue = usePopupQueue((state) => state.enqueue);
  const closeCurrent = usePopupQueue((state) => state.close);

  const [visitor] = useState(() => readPromotionVisitor(document, window));
  // What the browser remembered when this page view began; this page's own changes are applied
  // here as they are stored.
  const [stored, setStored] = useState(() => memory.read(Date.now(), document.referrer));
  const [closed, setClosed] = useState<PopupKind[]>([]);
  // A preview's popup opens again when the editor asks (the promotions panel's "Show the popup again").
  useEffect(() => {
    if (!forced) return;
    const reopen = () => setClosed((list) => list.filter((kind) => kind !== forced));
    window.addEventListener(SHOW_PREVIEWED_POPUP, reopen);
    return () => window.removeEventListener(SHOW_PREVIEWED_POPUP, reopen);
  }, [forced]);

  // The timer popup's offer; the clock ticks (and everything is decided again) until the offer
  // ends or a quiet start is over, the two rules that change with time during a page view.
  const offer = useMemo(() => chooseTimerOffer(promotions.timerCtas, visitor.country), [promotions.timerCtas, visitor.country]);
  const quietEnd = stored.visit.fromSearch && visitor.phone ? stored.visit.startedAt + promotions.budget.quietAfterSearchOnPhoneMs : 0;
  const now = useClock(0, Math.max((offer && timerEndOf(offer.banner)) ?? 0, quietEnd));
  const shown = current && !closed.includes(current) ? [...closed, current] : closed;
  const decision = decidePromotions({
    url: routeKey,
    now,
    banners: [],
    popups: promotions.popups.map((popup) => ({ kind: popup.type, config: { ...popup.config, variant: popup.variant ?? null } })),
    timerOffers: promotions.timerCtas,
    visitor,
    memory: stored,
    budget: promotions.budget,
    view: { shown, current, pending, dialogOpen },
    page: { task: promotions.task, bars: barsOf(promotions.banners, visitor.experiments ?? []) },
  });
  useEffect(() => reportDecision({ decision, view: { shown, current, pending, dialogOpen } }));

  const showNow = forced && !closed.includes(forced) ? forced : decision.showNow;
  // The queue's current popup that may not stay (its offer ended, the budget was spent while it
  // waited): the queue moves on.
  useEffect(() => {
    if (current !== null && showNow !== current) closeCurrent();
  }, [current, showNow, closeCurrent]);
  // A popup on screen counts once against the session's and the week's budget (this page view's
  // count is `shown`).
  useEffect(() => {
    if (!showNow) return;
    memory.countShown(Date.now());
    track({ event: 'promotion_shown', place: POPUP_KIND_TABLE[showNow].place });
  }, [showNow]);

  const hasEmailPopup = promotions.popups.some((popup) => popup.type === 'email-subscribe');
  useEffect(() => {
    if (hasEmailPopup) void loadSubscribeForm();
  }, [hasEmailPopup]);

  /** A trigger fired: the popup joins the queue if the decision, now, still has it waiting for one. */
  const ask = (kind: PopupKind) => {
    if (decision.popups.some((popup) => popup.kind === kind && popup.reason.rule === 'waiting')) enqueue(kind);
  };
  const close =
    (kind: PopupKind) =>
    ({ dismissed = true, forSession = false }: { dismissed?: boolean; forSession?: boolean } = {}) => {
      closeCurrent();
      setClosed((list) => [...list, kind]);
      if (dismissed) {
        const until = memory.dismiss(kind, Date.now(), { forSession });
        setStored((memory) => ({ ...memory, dismissed: { ...memory.dismissed, [kind]: until } }));
        if (!forSession) track({ event: 'gen_popup_dismissed', popup: kind });
      }
      // The kinds that open when this one closes (spec §4: the QR popup after the media popup).
      for (const popup of decision.popups) {
        if (POPUP_KIND_TABLE[popup.kind].triggers.some((trigger) => trigger.on === 'closed' && trigger.kind === kind)) ask(popup.kind);
      }
    };

  const showing = showNow ? promotions.popups.find((popup) => popup.type === showNow) : undefined;
  const showingDecision = decision.popups.find((popup) => popup.kind === showNow);
  const View = showing ? POPUP_VIEWS[showing.type] : null;

  // Spec §4: once the timer popup is dismissed, a compact call-to-action shows (while the offer runs: PureTimerCta).
  const timerDismissed = decision.popups.some((popup) => popup.kind === 'timer' && popup.reason.rule === 'dismissed');

  return (
    <>
      {decision.popups.map((popup) =>
        // Listening also through a quiet start: a trigger that fires after it may still open the popup.
        (popup.reason.rule === 'waiting' || popup.reason.rule === 'search-quiet') &&
        triggersFor(popup.kind, visitor).map((trigger, index) => <TriggerListener key={`${popup.kind}:${index}`} trigger={trigger} onFire={() => ask(popup.kind)} />),
      )}
      {hasEmailPopup && (
        <Suspense fallback={null}>
          <SubscribeToaster locale={locale} />
        </Suspense>
      )}
      {offer && timerDismissed && <PureTimerCta cta={offer.banner} now={now} locale={locale} copy={copy} onCtaPress={(text) => track({ event: 'gen_clicked_cta', place: 'popup:timer', text })} />}
      {View && showing && showingDecision && (
        <View
          key={showing.type}
          popup={showing}
          decision={showingDecision}
          offer={offer}
          locale={locale}
          copy={copy}
          now={now}
          storeLinks={storeLinks}
          close={close(showing.type)}
          onCta={(text) => track({ event: 'gen_clicked_cta', place: POPUP_KIND_TABLE[showing.type].place, text })}
          onSubscribed={() => {
            // Not asked again (§4 "unless ... subscribed earlier"), even if the page closes now; the
            // popup stays for its success screen (this page view has shown it already).
            memory.markSubscribed();
          }}
        />
      )}
    </>
  );
}
