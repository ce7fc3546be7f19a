// The popup host's decisions, for the `?debug=promotions` panel (start.tsx, loaded only with that
// parameter). The host keeps its latest here; the panel reads it and follows the next ones. With
// no panel, a report is one assignment.
import type { PageView, PromotionsDecision } from '../../../domain/promotions/decide.ts';

export interface HostReport {
  decision: PromotionsDecision;
  view: PageView;
}

let latest: HostReport | null = null;
const listeners = new Set<(report: HostReport) => void>();

export function reportDecision(report: HostReport) {
  latest = report;
  listeners.forEach((listener) => listener(report));
}

/** Calls `listener` with the latest report, if any, then with each new one; returns the unsubscribe. */
export function followDecisions(listener: (report: HostReport) => void): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => void listeners.delete(listener);
}

/** A preview's popup, closed by the editor, opens again (the panel asks, PopupHost listens). */
export const SHOW_PREVIEWED_POPUP = 'lingo:show-previewed-popup';
