// A preview's "what would a visitor see" (the CMS's Preview, server/live/preview.ts): the panel
// decides again for the visitor and the moment the editor picks, and the page's countdowns run at
// that moment (use-clock.ts).
import type { PromotionMemory, PromotionVisitor } from '../../../domain/promotions/decide.ts';
import { POPUP_KIND_TABLE } from '../../../domain/promotions/kinds.ts';
import { type PopupKind } from '../../../domain/content/popup-kinds.ts';

export const CLOCK_CHOICES = { now: 'Now', before: 'Before it starts', running: 'While it runs', after: 'After it ends' } as const;
export const VISIT_CHOICES = { first: 'First visit', returning: 'Returning, closed it this week' } as const;

export interface Simulation {
  /** Two letters, or empty for the country the request came from. */
  country: string;
  region: string;
  signedIn: boolean;
  visit: keyof typeof VISIT_CHOICES;
  clock: keyof typeof CLOCK_CHOICES;
}

export const NO_SIMULATION: Simulation = { country: '', region: '', signedIn: false, visit: 'first', clock: 'now' };

export interface Schedule {
  start: number;
  end: number;
}

const HOUR_MS = 3_600_000;

/** How far from now the clock runs for the choice: an hour before the start, an hour in (or now, when it runs), an hour after the end. */
export function clockOffset(clock: Simulation['clock'], schedule: Schedule | null, now: number): number {
  if (!schedule || clock === 'now') return 0;
  if (clock === 'before') return schedule.start - HOUR_MS - now;
  if (clock === 'after') return schedule.end + HOUR_MS - now;
  return now >= schedule.start && now < schedule.end ? 0 : Math.min(schedule.start + HOUR_MS, (schedule.start + schedule.end) / 2) - now;
}

/** The visitor and the browser's memory as the editor picked them; `kind`: the previewed popup, closed earlier by a returning visitor. */
export function simulated(visitor: PromotionVisitor, choice: Simulation, now: number, kind: PopupKind | null): { visitor: PromotionVisitor; memory: PromotionMemory; region: string | null } {
  const country = /^[A-Za-z]{2}$/.test(choice.country) ? choice.country.toUpperCase() : visitor.country;
  const fresh: PromotionMemory = { dismissed: {}, subscribed: false, shownThisSession: 0, shownThisWeek: 0, visit: { startedAt: now, fromSearch: false } };
  const memory: PromotionMemory =
    choice.visit === 'returning'
      ? { ...fresh, shownThisWeek: 1, dismissed: kind ? { [kind]: now + POPUP_KIND_TABLE[kind].dismissalS * 1000 } : {} }
      : fresh;
  return { visitor: { ...visitor, country, signedIn: choice.signedIn }, memory, region: choice.region.trim() || null };
}
