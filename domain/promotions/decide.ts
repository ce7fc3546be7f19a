// What promotion shows now, and why not the others: one pure function over the kinds' table
// (kinds.ts), the page's records, the visitor, the clock, what the visitor said no to and the
// interruption budget. The popup host acts on it; `?debug=promotions` prints it.
import { countdownState, type CountdownTimer } from '../rules/countdown.ts';
import { matchUrlTargeting } from '../rules/url-targeting.ts';
import type { InterruptionBudget } from './budget.ts';
import { POPUP_KIND_TABLE, type Trigger } from './kinds.ts';
import { type PopupKind } from '../content/popup-kinds.ts';
import { chooseTimerOffer, type TimerOffer } from './timer-offer.ts';
import { variantShown, type VariantMark } from '../experiments/marks.ts';
import type { PageTask } from './page-task.ts';

/** A record whose URL rules and switch an editor sets (spec §3 banner fields). */
export interface Targeted {
  slug: string;
  isDisabled?: boolean | null;
  urlsToInclude?: unknown;
  urlsToExclude?: unknown;
  timer?: CountdownTimer | null;
  /** The experiment variant it is shown to (domain/experiments/marks.ts); none for everyone. */
  variant?: VariantMark | null;
}

export interface PopupRecord {
  kind: PopupKind;
  config: Targeted;
}

export interface BannerRecord {
  /** Where it renders: under the header, or docked at the bottom of the window. */
  slot: 'top' | 'docked';
  banner: Targeted;
}

export interface PromotionVisitor {
  country: string | null;
  signedIn: boolean;
  /** A screen below the sm breakpoint: popups come up from the bottom, over at most half of it. */
  phone: boolean;
  /** A coarse pointer (a phone or a tablet): a QR code on it cannot be scanned. */
  touch: boolean;
  /** From the md breakpoint (spec §4 "large screens"). */
  largeScreen: boolean;
  /** Their variants of the page's experiments (the tokens the server wrote); none: in no experiment. */
  experiments?: readonly string[];
}

/** What the visitor's browser remembers (engine/memory.ts). */
export interface PromotionMemory {
  /** Until when (epoch ms) each closed kind stays away; `session` for the rest of the browser session. */
  dismissed: Partial<Record<PopupKind, number | 'session'>>;
  subscribed: boolean;
  /** Unsolicited popups shown in this browser session, and in the last 7 days, before this page view. */
  shownThisSession: number;
  shownThisWeek: number;
  /** This browser session's visit: when it began (epoch ms), and whether from a search engine's results. */
  visit: { startedAt: number; fromSearch: boolean };
}

/** What else interrupts on the page: its task and the bars it docks or sticks to the window (issue 63). */
export interface PageInterruptions {
  task: PageTask;
  /** The bars the page shows at an edge of the window (the app banner, the tutoring banner's bar). */
  bars: readonly string[];
}

/** A page read, with no bar. */
export const READ_PAGE: PageInterruptions = { task: 'read', bars: [] };

/** This page view's popups so far (the spec §4 queue). */
export interface PageView {
  /** Shown and closed, or on screen, in order. */
  shown: readonly PopupKind[];
  current: PopupKind | null;
  /** Asked to open (their trigger fired) and waiting behind the current one. */
  pending: readonly PopupKind[];
  /** Another dialog of the page (cookie consent, the side menu) is open: nothing new opens until it closes. */
  dialogOpen?: boolean;
}

export type Reason =
  | { rule: 'disabled' }
  | { rule: 'url'; detail: string }
  | { rule: 'experiment'; variant: string }
  | { rule: 'no-offer'; country: string | null }
  | { rule: 'schedule'; detail: string }
  | { rule: 'signed-in' }
  | { rule: 'subscribed' }
  | { rule: 'dismissed'; until: number | 'session' }
  | { rule: 'shown' }
  | { rule: 'budget'; scope: 'page view' | 'session' | 'week'; limit: number }
  | { rule: 'search-quiet'; until: number }
  | { rule: 'task'; task: Exclude<PageTask, 'read'> }
  | { rule: 'bar'; bar: string }
  | { rule: 'phone' }
  | { rule: 'waiting'; triggers: readonly Trigger[] }
  | { rule: 'queued'; behind: PopupKind }
  | { rule: 'held' }
  | { rule: 'showing' }
  | { rule: 'in-page' };

export type Verdict = 'show' | 'wait' | 'hide';

export interface PopupDecision {
  kind: PopupKind;
  slug: string;
  verdict: Verdict;
  reason: Reason;
  /** The timer popup's offer, chosen by the visitor's country. */
  offer?: string;
  /** A centred dialog, or on a phone a bottom sheet. */
  form: 'dialog' | 'sheet';
  /** The store button of the device's platform instead of the QR code. */
  storeButton: boolean;
}

export interface BannerDecision {
  slot: BannerRecord['slot'];
  slug: string;
  verdict: Verdict;
  reason: Reason;
}

export interface PromotionsInput {
  /** The page's path, locale prefix included. */
  url: string;
  now: number;
  banners: readonly BannerRecord[];
  popups: readonly PopupRecord[];
  timerOffers: readonly TimerOffer[];
  visitor: PromotionVisitor;
  memory: PromotionMemory;
  budget: InterruptionBudget;
  view: PageView;
  /** The page's task and bars; a page read, with no bar, when not given. */
  page?: PageInterruptions;
}

export interface PromotionsDecision {
  banners: BannerDecision[];
  popups: PopupDecision[];
  /** The popup to show now, if any: the current one while it may stay, else the first pending one allowed. */
  showNow: PopupKind | null;
}

/** The rules every record passes first: its switch, its URL rules (spec §5), its schedule (spec §4). */
function editorRules(url: string, record: Targeted, now: number, visitor: PromotionVisitor): Reason | null {
  if (record.isDisabled) return { rule: 'disabled' };
  const targeting = matchUrlTargeting(url, record.urlsToInclude, record.urlsToExclude);
  if (!targeting.show) return { rule: 'url', detail: targeting.reason };
  if (record.variant && !variantShown(record.variant, visitor.experiments ?? [])) return { rule: 'experiment', variant: record.variant.when };
  if (record.timer) {
    const countdown = countdownState(record.timer, now);
    if (countdown.state === 'hidden') return { rule: 'schedule', detail: countdown.reason };
  }
  return null;
}

function decideBanner(input: PromotionsInput, { slot, banner }: BannerRecord): BannerDecision {
  const refused = editorRules(input.url, banner, input.now, input.visitor);
  return { slot, slug: banner.slug, verdict: refused ? 'hide' : 'show', reason: refused ?? { rule: 'in-page' } };
}

/**
 * One interruption at a time, on every width (issue 63): nothing unsolicited over a form or a
 * list being filtered; on a phone, no sheet where a bar already takes its edge of the screen, and
 * no video the visitor did not ask for.
 */
function pageRules({ page = READ_PAGE, visitor }: PromotionsInput, kind: PopupKind): Reason | null {
  const row = POPUP_KIND_TABLE[kind];
  if (visitor.phone && !row.onPhone) return { rule: 'phone' };
  if (!row.interruptsTask) return null;
  if (page.task !== 'read') return { rule: 'task', task: page.task };
  const [bar] = page.bars;
  if (visitor.phone && bar !== undefined) return { rule: 'bar', bar };
  return null;
}

/** The budget scope already spent, counting the popups this page view has shown. */
function spentBudget({ budget, memory, view }: PromotionsInput): Reason | null {
  if (view.shown.length >= budget.perPageView) return { rule: 'budget', scope: 'page view', limit: budget.perPageView };
  if (memory.shownThisSession + view.shown.length >= budget.perSession) return { rule: 'budget', scope: 'session', limit: budget.perSession };
  if (memory.shownThisWeek + view.shown.length >= budget.perWeek) return { rule: 'budget', scope: 'week', limit: budget.perWeek };
  return null;
}

function dismissedUntil(memory: PromotionMemory, kind: PopupKind, now: number): number | 'session' | null {
  const until = memory.dismissed[kind];
  if (until === 'session') return 'session';
  return until !== undefined && until > now ? until : null;
}

/** The rules of the visitor: who they are, what they said no to, how much they have been interrupted. */
function visitorRules(input: PromotionsInput, kind: PopupKind): Reason | null {
  const { visitor, memory, now, budget } = input;
  const row = POPUP_KIND_TABLE[kind];
  if (row.newCustomersOnly && visitor.signedIn) return { rule: 'signed-in' };
  if (kind === 'email-subscribe' && memory.subscribed) return { rule: 'subscribed' };
  const until = dismissedUntil(memory, kind, now);
  if (until !== null) return { rule: 'dismissed', until };
  if (input.view.shown.includes(kind)) return { rule: 'shown' };
  const spent = spentBudget(input);
  if (spent) return spent;
  const quietUntil = memory.visit.startedAt + budget.quietAfterSearchOnPhoneMs;
  if (visitor.phone && memory.visit.fromSearch && now < quietUntil) return { rule: 'search-quiet', until: quietUntil };
  return null;
}

/** The triggers that can fire on this screen. */
export const triggersFor = (kind: PopupKind, visitor: PromotionVisitor) =>
  POPUP_KIND_TABLE[kind].triggers.filter((trigger) => !(trigger.on === 'delay' && trigger.largeScreensOnly && !visitor.largeScreen));

function decidePopup(input: PromotionsInput, { kind, config }: PopupRecord, offerOf: (kind: PopupKind) => TimerOffer | null): PopupDecision {
  const { visitor, view, now } = input;
  const base = { kind, slug: config.slug, form: visitor.phone ? 'sheet' : 'dialog', storeButton: POPUP_KIND_TABLE[kind].storeButtonOnTouch && visitor.touch } as const;
  const hide = (reason: Reason): PopupDecision => ({ ...base, verdict: 'hide', reason });

  const refused = editorRules(input.url, config, now, visitor) ?? pageRules(input, kind);
  if (refused) return hide(refused);
  let offer: string | undefined;
  if (POPUP_KIND_TABLE[kind].needsRunningOffer) {
    const chosen = offerOf(kind);
    if (!chosen) return hide({ rule: 'no-offer', country: visitor.country });
    const countdown = countdownState(chosen.banner.timer, now);
    if (countdown.state !== 'running') return hide({ rule: 'schedule', detail: countdown.state === 'ended' ? 'the offer has ended' : countdown.reason });
    offer = chosen.slug;
  }
  const withOffer = offer ? { offer } : {};
  // The queue's current popup is judged without itself in the page view's count: the one on
  // screen stays until it is closed, and one the queue moved up after another closed does not
  // open if that other spent the budget.
  const counted = view.current === kind ? { ...input, view: { ...view, shown: view.shown.filter((shown) => shown !== kind) } } : input;
  const refusedVisitor = visitorRules(counted, kind);
  if (view.current === kind && !refusedVisitor) return { ...base, ...withOffer, verdict: 'show', reason: { rule: 'showing' } };
  if (refusedVisitor) return { ...hide(refusedVisitor), ...withOffer };
  if (view.pending.includes(kind)) return { ...base, ...withOffer, verdict: 'show', reason: { rule: 'showing' } };
  return { ...base, ...withOffer, verdict: 'wait', reason: { rule: 'waiting', triggers: triggersFor(kind, visitor) } };
}

/**
 * Decides every promotion of the page for this visitor now. Popups: the editor's rules (switch,
 * URL, schedule), the page's (its task, its bars, the phone), the country's offer, then the visitor's (new customers only, subscribed,
 * dismissed, already shown, the budget of the page view, session and week, the quiet start of a
 * phone visit from search), then the page view's queue: one at a time, the first asked first.
 */
export function decidePromotions(input: PromotionsInput): PromotionsDecision {
  const offerOf = () => chooseTimerOffer(input.timerOffers, input.visitor.country);
  const popups = input.popups.map((record) => decidePopup(input, record, offerOf));
  const allowed = (kind: PopupKind | null) => kind !== null && popups.some((popup) => popup.kind === kind && popup.verdict === 'show');
  const { current, pending, dialogOpen = false } = input.view;
  const showNow = allowed(current) ? current : dialogOpen ? null : (pending.find(allowed) ?? null);
  // One at a time: the others allowed wait behind it, or for the page's dialog to close.
  const queued = popups.map((popup): PopupDecision => {
    if (popup.verdict !== 'show' || popup.kind === showNow) return popup;
    return { ...popup, verdict: 'wait', reason: showNow ? { rule: 'queued', behind: showNow } : { rule: 'held' } };
  });
  return { banners: input.banners.map((record) => decideBanner(input, record)), popups: queued, showNow };
}
