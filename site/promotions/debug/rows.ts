// The debug panel's rows: every promotion of the locale decided for this page and visitor by the
// same function the popup host acts on, with the host's own (live) decision where it has one.
import { decidePromotions, type BannerRecord, type PopupRecord, type PromotionsInput } from '../../../domain/promotions/decide.ts';
import { chooseTimerOffer, type TimerOffer } from '../../../domain/promotions/timer-offer.ts';
import { countdownState } from '../../../domain/rules/index.ts';
import type { HostReport } from './debug-channel.ts';
import type { DebugRow } from './PurePromotionsDebug/index.ts';

export interface ConsideredRecords {
  banners: (BannerRecord & { kind: string })[];
  popups: PopupRecord[];
  timerOffers: TimerOffer[];
}

export function debugRows(records: ConsideredRecords, input: Omit<PromotionsInput, 'banners' | 'popups' | 'timerOffers' | 'view'>, live: HostReport | null): DebugRow[] {
  const decision = decidePromotions({ ...input, ...records, view: live?.view ?? { shown: [], current: null, pending: [] } });
  const banners = decision.banners.map((banner, index): DebugRow => ({ place: `${banner.slot} banner`, kind: records.banners[index]!.kind, slug: banner.slug, verdict: banner.verdict, reason: banner.reason }));
  const popups = decision.popups.map((popup): DebugRow => {
    const hostDecided = live?.decision.popups.find((candidate) => candidate.kind === popup.kind && candidate.slug === popup.slug);
    const { verdict, reason } = hostDecided ?? popup;
    return { place: 'popup', kind: popup.kind, slug: popup.slug, verdict, reason, live: Boolean(hostDecided) };
  });
  const chosen = chooseTimerOffer(records.timerOffers, input.visitor.country);
  const country = input.visitor.country;
  const offers = records.timerOffers.map((offer): DebugRow => {
    const row = { place: 'timer offer', kind: offer.countries, slug: offer.slug };
    if (offer !== chosen) {
      const text = offer.isAllPages ? `The all-pages offer: ${country} has its own.` : `For ${offer.countries}: ${country ? `the visitor is in ${country}` : 'the visitor’s country is unknown'}.`;
      return { ...row, verdict: 'hide', reason: { rule: 'note', text } };
    }
    const state = countdownState(offer.banner.timer, input.now).state;
    if (state !== 'running') return { ...row, verdict: 'hide', reason: { rule: 'schedule', detail: state === 'ended' ? 'the offer has ended' : 'not running' } };
    return { ...row, verdict: 'show', reason: { rule: 'note', text: `Chosen for ${country ?? 'a visitor from an unknown country'}: the timer popup’s offer wherever that popup shows.` } };
  });
  return [...banners, ...popups, ...offers];
}
