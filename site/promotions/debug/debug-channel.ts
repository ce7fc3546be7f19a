// `?debug=promotions`: the popup host reports each decision it acts on, and the debug panel
// (start.tsx, loaded only with that parameter) shows it. Nothing here sends, stores or changes.
import type { PageView, PromotionsDecision } from '../../../domain/promotions/decide.ts';

export const PROMOTIONS_DEBUG_EVENT = 'lingo:promotions-decision';

export const isPromotionsDebug = (search: string) => new URLSearchParams(search).get('debug') === 'promotions';

export interface HostReport {
  decision: PromotionsDecision;
  view: PageView;
}

let debugging: boolean | undefined;

/** The host's decision, for the panel, when the page was opened with `?debug=promotions`. */
export function reportDecision(report: HostReport) {
  debugging ??= isPromotionsDebug(window.location.search);
  if (debugging) window.dispatchEvent(new CustomEvent<HostReport>(PROMOTIONS_DEBUG_EVENT, { detail: report }));
}
