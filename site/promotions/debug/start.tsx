// `?debug=promotions` on any page (entry.client.tsx loads this only then): the promotions debug
// panel. It reads the locale's promotions from the CMS, what this browser remembers and the popup
// host's live decisions, and shows what the decision function made of them. Read-only: no
// analytics, no dismissal, no visit written.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/constants.ts';
import type { InterruptionBudget } from '../../../domain/promotions/budget.ts';
import { pageProps } from '../../islands/page-props.ts';
import { createCmsClient } from '../../platform/content/client.ts';
import { localStore, sessionStore } from '../../platform/storage/index.ts';
import { createPromotionStore } from '../engine/memory.ts';
import { readPromotionVisitor } from '../engine/visitor.ts';
import { NO_PROMOTIONS, type PagePromotions, type PlacedBanner } from '../model.ts';
import { localePromotions } from '../slots.ts';
import { followDecisions, type HostReport } from './debug-channel.ts';
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
const considered = ({ banners, popups, timerCtas, budget }: PagePromotions) => ({
  records: {
    banners: banners.map(({ kind, banner }) => ({ kind, slot: slotOf(kind), banner })),
    popups: popups.map((popup) => ({ kind: popup.type, config: popup.config })),
    timerOffers: timerCtas,
  },
  budget,
});

/** What the page was built with, when the CMS cannot be read. */
function fromPage(props: Map<string, Record<string, unknown>>): PagePromotions {
  const placed = (name: string) => (props.get(name)?.banners as PlacedBanner[] | undefined) ?? [];
  const promotions = props.get('popups')?.promotions as PagePromotions | undefined;
  return { ...(promotions ?? NO_PROMOTIONS), banners: [...placed('top-banners'), ...placed('docked-banners')] };
}

function Panel({ records, budget, problem }: { records: ConsideredRecords; budget: InterruptionBudget; problem: string | null }) {
  const locale = document.documentElement.lang;
  const [live, setLive] = useState<HostReport | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const unfollow = followDecisions(setLive);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      unfollow();
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
  let promotions = fromPage(props);
  try {
    const read = await localePromotions(createCmsClient({ baseUrl: cmsUrl }), locale, (_what, load) => load);
    // The page's own budget is the one its popups use.
    promotions = { ...read, budget: (props.get('popups')?.promotions as PagePromotions | undefined)?.budget ?? read.budget };
  } catch (error) {
    problem = `The CMS could not be read (${(error as Error).message}): these are the promotions this page was built with.`;
  }
  const { records, budget } = considered(promotions);
  const box = document.createElement('div');
  document.body.append(box);
  createRoot(box).render(<Panel records={records} budget={budget} problem={problem} />);
}

