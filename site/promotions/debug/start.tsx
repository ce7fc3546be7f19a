// `?debug=promotions` on any page, and every preview from the CMS (entry.client.tsx loads this
// only then): the promotions debug panel. It reads the locale's promotions from the CMS (a
// preview: those the page was rendered with, drafts included), what this browser remembers and the
// popup host's live decisions, and shows what the decision function made of them. In a preview the
// editor picks the visitor and the moment instead (simulation.ts). Read-only: no analytics, no
// dismissal, no visit written.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../../domain/constants.ts';
import type { PopupKind } from '../../../domain/content/popup-kinds.ts';
import { chooseTimerOffer } from '../../../domain/promotions/timer-offer.ts';
import { clockOffset, NO_SIMULATION, simulated, type Schedule, type Simulation } from './simulation.ts';
import type { InterruptionBudget } from '../../../domain/promotions/budget.ts';
import { pageProps } from '../../islands/page-props.ts';
import { createCmsClient } from '../../platform/content/client.ts';
import { localStore, sessionStore } from '../../platform/storage/index.ts';
import { createPromotionStore } from '../engine/memory.ts';
import { readPromotionVisitor } from '../engine/visitor.ts';
import { barsOf, NO_PROMOTIONS, type PagePromotions, type PlacedBanner } from '../model.ts';
import type { PageInterruptions } from '../../../domain/promotions/decide.ts';
import { localePromotions } from '../slots.ts';
import { followDecisions, SHOW_PREVIEWED_POPUP, type HostReport } from './debug-channel.ts';
import { PurePromotionsDebug } from './PurePromotionsDebug/index.ts';
import { debugRows, type ConsideredRecords } from './rows.ts';

/** The props the page's islands were prerendered with, by island name. */
async function islandProps(): Promise<Map<string, Record<string, unknown>>> {
  const props = (await pageProps()) as Record<string, unknown>[];
  const names = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((box) => box.dataset.island!);
  return new Map(names.map((name, index) => [name, props[index] ?? {}]));
}

const slotOf = (kind: string): 'top' | 'docked' => (kind === 'app' ? 'docked' : 'top');

/** What the page's promotions are made of, as the decision reads them. */
const considered = ({ banners, popups, timerCtas, budget, task }: PagePromotions) => ({
  records: {
    banners: banners.map(({ kind, banner }) => ({ kind, slot: slotOf(kind), banner })),
    popups: popups.map((popup) => ({ kind: popup.type, config: popup.config })),
    timerOffers: timerCtas,
  },
  budget,
  /** The page's task and the bars this visitor sees (a bar for another experiment variant is not theirs). */
  page: (experiments: readonly string[]): PageInterruptions => ({ task, bars: barsOf(banners, experiments) }),
});

/** What the page was built with, when the CMS cannot be read. */
function fromPage(props: Map<string, Record<string, unknown>>): PagePromotions {
  const placed = (name: string) => (props.get(name)?.banners as PlacedBanner[] | undefined) ?? [];
  const promotions = props.get('popups')?.promotions as PagePromotions | undefined;
  return { ...(promotions ?? NO_PROMOTIONS), banners: [...placed('top-banners'), ...placed('docked-banners')] };
}

/** The previewed banner or popup (root.tsx writes `data-preview="<kind>:<slug>"`), and its schedule. */
function previewed(records: ConsideredRecords): { kind: PopupKind | null; schedule: Schedule | null } {
  const [kind, slug] = (document.documentElement.dataset.preview ?? '').split(':');
  const banner = kind === 'banner' ? records.banners.find((record) => record.banner.slug === slug)?.banner : undefined;
  const popup = kind === 'popup' ? records.popups.find((record) => record.config.slug === slug || record.kind === popupKindOf(slug)) : undefined;
  const offer = popup?.kind === 'timer' ? chooseTimerOffer(records.timerOffers, null)?.banner : undefined;
  const timer = (banner ?? popup?.config)?.timer ?? offer?.timer;
  const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
  const start = time(timer?.dateStart);
  const end = time(timer?.dateEnd);
  return { kind: popup?.kind ?? null, schedule: Number.isFinite(start) && Number.isFinite(end) ? { start, end } : null };
}

/** A popup's slug names its kind's slot ("timer-en"). */
const popupKindOf = (slug: string | undefined) => slug?.replace(/-[a-z]{2}$/, '');

/** The same preview in each locale. */
const localeLinks = () =>
  LOCALES.map((locale) => {
    const url = new URL(window.location.href);
    url.searchParams.set('locale', locale);
    return { locale, href: `${url.pathname}${url.search}` };
  });

function Panel({ records, budget, page, problem, preview, path }: { records: ConsideredRecords; budget: InterruptionBudget; page: (experiments: readonly string[]) => PageInterruptions; problem: string | null; preview: boolean; path: string }) {
  const locale = document.documentElement.lang;
  const [live, setLive] = useState<HostReport | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [choice, setChoice] = useState<Simulation>(NO_SIMULATION);
  useEffect(() => {
    const unfollow = followDecisions(setLive);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      unfollow();
      window.clearInterval(tick);
    };
  }, []);
  const url = path;
  const { kind, schedule } = previewed(records);
  // Set when the editor picks a moment; the clock runs on from there.
  const [offset, setOffset] = useState(0);
  // The page's countdowns read it (use-clock.ts).
  useEffect(() => void (document.documentElement.dataset.previewClock = String(offset)), [offset]);
  const choose = (next: Simulation) => {
    setChoice(next);
    setOffset(clockOffset(next.clock, schedule, now));
  };
  if (preview) {
    const at = now + offset;
    const { visitor, memory } = simulated(readPromotionVisitor(document, window), choice, at, kind);
    // Decided for the simulated visitor and moment: the host's live decisions are the real ones, left out.
    const rows = debugRows(records, { url, now: at, visitor, memory, budget, page: page(visitor.experiments ?? []) }, null);
    const showAgain = kind ? () => window.dispatchEvent(new Event(SHOW_PREVIEWED_POPUP)) : undefined;
    const simulation = { choice, onChange: choose, hasSchedule: schedule !== null, locales: localeLinks(), at: offset === 0 ? null : at, onShowAgain: showAgain };
    return <PurePromotionsDebug url={url} locale={locale} visitor={visitor} memory={memory} budget={budget} rows={rows} problem={problem} simulation={simulation} />;
  }
  const visitor = readPromotionVisitor(document, window);
  const memory = createPromotionStore(localStore, sessionStore).read(now, document.referrer, { write: false });
  const rows = debugRows(records, { url, now, visitor, memory, budget, page: page(visitor.experiments ?? []) }, live);
  return <PurePromotionsDebug url={url} locale={locale} visitor={visitor} memory={memory} budget={budget} rows={rows} problem={problem} />;
}

export async function startPromotionsDebug() {
  const preview = document.documentElement.hasAttribute('data-preview');
  const props = await islandProps();
  const locale = document.documentElement.lang as Locale;
  const cmsUrl = (props.get('header')?.cmsUrl as string | undefined) ?? '/cms';
  let problem: string | null = null;
  let promotions = fromPage(props);
  if (!preview) try {
    const read = await localePromotions(createCmsClient({ baseUrl: cmsUrl }), locale, (_what, load) => load);
    // The page's own budget is the one its popups use.
    const built = props.get('popups')?.promotions as PagePromotions | undefined;
    promotions = { ...read, budget: built?.budget ?? read.budget, pricing: built?.pricing ?? [], task: built?.task ?? 'read' };
  } catch (error) {
    problem = `The CMS could not be read (${(error as Error).message}): these are the promotions this page was built with.`;
  }
  const { records, budget, page } = considered(promotions);
  const box = document.createElement('div');
  document.body.append(box);
  // A preview's address is /preview: the rules are those of the page it shows.
  const path = preview ? ((props.get('header')?.pathname as string | undefined) ?? window.location.pathname) : window.location.pathname;
  createRoot(box).render(<Panel records={records} budget={budget} page={page} problem={problem} preview={preview} path={path} />);
}

