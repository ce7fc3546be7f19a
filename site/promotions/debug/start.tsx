// `?debug=promotions` on any page (entry.client.tsx loads this only then): the promotions debug
// panel. It reads the locale's promotions from the CMS, what this browser remembers and the popup
// host's live decisions, and shows what the decision function made of them. Read-only: no
// analytics, no dismissal, no visit written.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/constants.ts';
import { budgetFromRemoteConfig, DEFAULT_BUDGET, type InterruptionBudget } from '../../../domain/promotions/budget.ts';
import { createCmsClient } from '../../platform/content/client.ts';
import { localStore, sessionStore } from '../../platform/storage/index.ts';
import { createPromotionStore } from '../engine/memory.ts';
import { readPromotionVisitor } from '../engine/visitor.ts';
import { BANNER_SLOTS, POPUP_SLOTS, type PagePromotions, type PlacedBanner } from '../model.ts';
import { PROMOTIONS_DEBUG_EVENT, type HostReport } from './debug-channel.ts';
import { PurePromotionsDebug } from './PurePromotionsDebug/index.ts';
import { debugRows, type ConsideredRecords } from './rows.ts';

/** The props the page's islands were prerendered with, by island name. */
async function islandProps(): Promise<Map<string, Record<string, unknown>>> {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  const props = src ? ((await import(/* @vite-ignore */ src)) as { default: Record<string, unknown>[] }).default : [];
  const names = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((box) => box.dataset.island!);
  return new Map(names.map((name, index) => [name, props[index] ?? {}]));
}

const slotOf = (kind: string): 'top' | 'docked' => (kind === 'app' ? 'docked' : 'top');

/** Every banner, popup and timer offer of the locale, and the budget, from the CMS. */
async function fromCms(cmsUrl: string, locale: Locale): Promise<{ records: ConsideredRecords; budget: InterruptionBudget }> {
  const cms = createCmsClient({ baseUrl: cmsUrl });
  const [banners, popups, timerOffers, remoteConfigs] = await Promise.all([
    Promise.all(BANNER_SLOTS.map(async ({ slug, kind }) => ({ kind, banner: await cms.banner(slug, locale) }))),
    Promise.all(POPUP_SLOTS.map((slug) => cms.popups(slug, locale))),
    cms.timerCtas(locale),
    cms.remoteConfigs(),
  ]);
  return {
    records: {
      banners: banners.flatMap(({ kind, banner }) => (banner ? [{ kind, slot: slotOf(kind), banner }] : [])),
      popups: popups.flat().map((popup) => ({ kind: popup.type, config: popup.config })),
      timerOffers,
    },
    budget: budgetFromRemoteConfig(remoteConfigs).budget,
  };
}

/** What the page was built with, when the CMS cannot be read. */
function fromPage(props: Map<string, Record<string, unknown>>): { records: ConsideredRecords; budget: InterruptionBudget } {
  const placed = [...((props.get('top-banners')?.banners as PlacedBanner[]) ?? []), ...((props.get('docked-banners')?.banners as PlacedBanner[]) ?? [])];
  const promotions = props.get('popups')?.promotions as PagePromotions | undefined;
  return {
    records: {
      banners: placed.map(({ kind, banner }) => ({ kind, slot: slotOf(kind), banner })),
      popups: (promotions?.popups ?? []).map((popup) => ({ kind: popup.type, config: popup.config })),
      timerOffers: promotions?.timerCtas ?? [],
    },
    budget: promotions?.budget ?? DEFAULT_BUDGET,
  };
}

function Panel({ records, budget, problem }: { records: ConsideredRecords; budget: InterruptionBudget; problem: string | null }) {
  const locale = document.documentElement.lang;
  const [live, setLive] = useState<HostReport | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const onReport = (event: Event) => setLive((event as CustomEvent<HostReport>).detail);
    window.addEventListener(PROMOTIONS_DEBUG_EVENT, onReport);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.removeEventListener(PROMOTIONS_DEBUG_EVENT, onReport);
      window.clearInterval(tick);
    };
  }, []);
  const visitor = readPromotionVisitor(document, window);
  const memory = createPromotionStore(localStore, sessionStore).read(now, document.referrer, { write: false });
  const url = window.location.pathname;
  const rows = debugRows(records, { url, now, visitor, memory, budget }, live);
  return <PurePromotionsDebug url={url} locale={locale} visitor={visitor} memory={memory} budget={budget} rows={rows} problem={problem} />;
}

export async function startPromotionsDebug() {
  const props = await islandProps();
  const locale = document.documentElement.lang as Locale;
  const cmsUrl = (props.get('header')?.cmsUrl as string | undefined) ?? '/cms';
  let problem: string | null = null;
  let considered = fromPage(props);
  try {
    const read = await fromCms(cmsUrl, locale);
    // The page's own budget is the one its popups use.
    considered = { records: read.records, budget: (props.get('popups')?.promotions as PagePromotions | undefined)?.budget ?? read.budget };
  } catch (error) {
    problem = `The CMS could not be read (${(error as Error).message}): these are the promotions this page was built with.`;
  }
  const box = document.createElement('div');
  document.body.append(box);
  createRoot(box).render(<Panel records={considered.records} budget={considered.budget} problem={problem} />);
}

