// The interruption budget: how many unsolicited popups a visitor may meet, set by the marketing
// team in the CMS's remote config (one entry per value, its default variant the value).
export interface InterruptionBudget {
  perPageView: number;
  perSession: number;
  perWeek: number;
  /** A visit from a search engine on a phone: nothing unsolicited this long after it began. */
  quietAfterSearchOnPhoneMs: number;
}

/**
 * Decisions (the issue set the rule, not the numbers): one popup a page view, two a session,
 * four a week, and 30 s of quiet for a phone arriving from search (Google's guidance on
 * intrusive interstitials is about that first moment).
 */
export const DEFAULT_BUDGET: InterruptionBudget = { perPageView: 1, perSession: 2, perWeek: 4, quietAfterSearchOnPhoneMs: 30_000 };

/** The remote-config keys, and how each value is read from its default variant. */
export const BUDGET_KEYS = {
  promotions_popups_per_page_view: 'perPageView',
  promotions_popups_per_session: 'perSession',
  promotions_popups_per_week: 'perWeek',
  promotions_quiet_seconds_after_search_on_phone: 'quietAfterSearchOnPhoneMs',
} as const satisfies Record<string, keyof InterruptionBudget>;

const MAX = { perPageView: 3, perSession: 20, perWeek: 50, quietAfterSearchOnPhoneMs: 600_000 } satisfies InterruptionBudget;

/**
 * The budget from the remote configs: a value missing, not a whole number, or out of range keeps
 * its default, and is named in `problems` (for the build's log).
 */
export function budgetFromRemoteConfig(configs: readonly { key: string; defaultVariant: string }[]): { budget: InterruptionBudget; problems: string[] } {
  const budget = { ...DEFAULT_BUDGET };
  const problems: string[] = [];
  for (const [key, field] of Object.entries(BUDGET_KEYS)) {
    const config = configs.find((candidate) => candidate.key === key);
    if (!config) continue;
    const number = /^\d{1,6}$/.test(config.defaultVariant.trim()) ? Number(config.defaultVariant) : Number.NaN;
    const value = field === 'quietAfterSearchOnPhoneMs' ? number * 1000 : number;
    if (!Number.isInteger(value) || value < 0 || value > MAX[field]) {
      const inUnits = (amount: number) => (field === 'quietAfterSearchOnPhoneMs' ? amount / 1000 : amount);
      problems.push(`${key}: "${config.defaultVariant}" is not a whole number from 0 to ${inUnits(MAX[field])}; ${inUnits(DEFAULT_BUDGET[field])} kept`);
      continue;
    }
    budget[field] = value;
  }
  return { budget, problems };
}
